import { keyPhrasings } from '#shared/marking/alternatives.ts'

/**
 * Where in a recording's spoken words a question's answer is said (scripts/content/answer-stretches.ts):
 * the words compared, the passages an explanation quotes, and the search for them.
 */

/** A question as the search knows it: its id, its explanation, and a completion blank's key. */
export interface Asked {
  id: string
  explanation: string
  key?: string
}

const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen']
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety']

/** A whole number as it is said, for matching a key's digits to the words a script speaks. */
function numberWords(n: number): string {
  if (n < 20) return ONES[n]!
  if (n < 100) return `${TENS[Math.floor(n / 10)]}${n % 10 ? ` ${ONES[n % 10]}` : ''}`
  if (n < 1000) return `${ONES[Math.floor(n / 100)]} hundred${n % 100 ? ` and ${numberWords(n % 100)}` : ''}`
  return String(n)
}

/** Lower-case words, numbers spelled out, punctuation and hyphens gone: what matching compares. */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\d+/g, (digits) => ` ${numberWords(Number(digits))} `)
    .split(/[^a-z0-9']+/)
    .map((word) => word.replace(/^'+|'+$/g, ''))
    .filter((word) => word !== '')
}

/** The passages an explanation quotes, split at an ellipsis: each a run of words to find. */
function quotes(explanation: string): string[][] {
  const quoted = [...explanation.matchAll(/["\u201C]([^"\u201C\u201D]+)["\u201D]/g)].map((match) => match[1]!)
  // Each passage whole, then sentence by sentence: a quote may join sentences the script has apart.
  const passages = quoted.flatMap((quote) => quote.split(/\.\.\.|\u2026/))
  return [...passages, ...passages.flatMap((passage) => passage.split(/[.?!;:]\s/)).filter((piece) => !passages.includes(piece))]
    .map(words)
    .filter((run) => run.length >= 2 || (run.length === 1 && run[0]!.length >= 5))
}

/** The first place at or after `from` where the run of words is said, or -1. */
function find(spoken: string[], run: string[], from: number): number {
  outer: for (let i = Math.max(0, from); i + run.length <= spoken.length; i++) {
    for (let k = 0; k < run.length; k++) if (spoken[i + k] !== run[k]) continue outer
    return i
  }
  return -1
}

export interface Placed {
  first: number
  last: number
  how: string
}

const STOP = new Set(
  'the a an and or but of to in on at for with is are was were be been it its this that these those he she they we you i his her their our your what which who how does do did said says not no from by as about than then so if has have had can could would should will may might there here very more most also just into out up'.split(' '),
)

/** Where the question's answer is said, as word indexes of the recording's spoken words. */
export function place(asked: Asked, spoken: string[], from: number, override?: { from: string; to?: string }): Placed | null {
  // Now and then an answer comes before the previous question's: what is not said after it is looked for from the start.
  return placeFrom(asked, spoken, from, override, false) ?? placeFrom(asked, spoken, 0, override, false) ?? placeFrom(asked, spoken, from, override, true)
}

function placeFrom(asked: Asked, spoken: string[], from: number, override: { from: string; to?: string } | undefined, byWords: boolean): Placed | null {
  if (override) {
    const first = find(spoken, words(override.from), 0)
    if (first < 0) throw new Error(`question ${asked.id}: the override's words "${override.from}" are not said`)
    const to = override.to === undefined ? [] : words(override.to)
    const last = override.to === undefined ? first : find(spoken, to, first) + to.length - 1
    return { first, last, how: 'override' }
  }
  const hits: { at: number; length: number; kind: 'key' | 'quote' }[] = []
  for (const run of quotes(asked.explanation)) {
    const at = find(spoken, run, from)
    if (at >= 0) hits.push({ at, length: run.length, kind: 'quote' })
  }
  const keyRuns = asked.key === undefined ? [] : keyPhrasings(asked.key).map((phrasing) => words(phrasing.replace(/[()]/g, ' ')))
  const keyHits = keyRuns.filter((run) => run.length > 0).map((run) => ({ at: find(spoken, run, from), length: run.length, kind: 'key' as const })).filter((hit) => hit.at >= 0)
  if (hits.length > 0) {
    // The quote said first after the previous answer, and with it the quotes and the key said near it.
    const lead = hits.reduce((a, b) => (b.at < a.at || (b.at === a.at && b.length > a.length) ? b : a))
    const near = [...hits, ...keyHits].filter((hit) => hit.at >= lead.at - 20 && hit.at <= lead.at + 60)
    return {
      first: Math.min(...near.map((hit) => hit.at)),
      last: Math.max(...near.map((hit) => hit.at + hit.length - 1)),
      how: near.some((hit) => hit.kind === 'key') ? 'quote+key' : 'quote',
    }
  }
  if (keyHits.length > 0) {
    const lead = keyHits.reduce((a, b) => (b.at < a.at ? b : a))
    return { first: lead.at, last: lead.at + lead.length - 1, how: 'key' }
  }
  if (!byWords) return null
  // Neither: the stretch of some 20 words after the previous answer that shares most of the explanation's words.
  const wanted = new Set(words(asked.explanation).filter((word) => word.length > 3 && !STOP.has(word)))
  let bestAt = -1
  let bestScore = 0
  for (let i = Math.max(0, from); i < spoken.length; i++) {
    const score = new Set(spoken.slice(i, i + 20).filter((word) => wanted.has(word))).size
    if (score > bestScore) [bestAt, bestScore] = [i, score]
  }
  return bestScore >= 2 ? { first: bestAt, last: Math.min(spoken.length - 1, bestAt + 19), how: `words(${bestScore})` } : null
}

