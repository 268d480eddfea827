import type { LetterFinding } from '#shared/letter-checks/schema.ts'
import { CRITERION_OF } from '#shared/letter-checks/letter-checks.ts'
import type { LetterShape } from './letter-shape.ts'
import { sentencesOf, wordsOf } from './letter-text.ts'
import { MEDICAL_WORDS } from './medical-words.ts'

interface Dictionary {
  correct(word: string): boolean
  suggest(word: string): string[]
}

/** British English (Hunspell's en-GB), and American English to tell its spellings from mistakes. */
export interface Speller {
  british: Dictionary
  american: Dictionary
}

let loading: Promise<Speller> | undefined

/**
 * The dictionaries, read once per process on the first check (half a second, about 80 MB), so a
 * host that never checks a letter never holds them.
 */
export function loadSpeller(): Promise<Speller> {
  loading ??= (async () => {
    const [{ default: nspell }, { default: gb }, { default: us }] = await Promise.all([import('nspell'), import('dictionary-en-gb'), import('dictionary-en')])
    // The packages read their files as Node buffers, typed as plain bytes: nspell's types want Buffers.
    const asBuffers = (d: { aff: Uint8Array; dic: Uint8Array }) => ({ aff: Buffer.from(d.aff.buffer, d.aff.byteOffset, d.aff.byteLength), dic: Buffer.from(d.dic.buffer, d.dic.byteOffset, d.dic.byteLength) })
    return { british: nspell(asBuffers(gb)), american: nspell(asBuffers(us)) }
  })()
  return loading
}

/**
 * No English word is longer: a longer run of letters is no word, said so without asking the
 * dictionary, whose suggestions for it would take time and memory without end.
 */
const MAX_WORD_LENGTH = 40
/**
 * Suggestions take 10-40 ms a word: a letter full of mistakes gets them for its first few, within
 * a budget of time, so no letter holds the host for long.
 */
const MAX_SUGGESTED_WORDS = 8
const SUGGESTIONS_BUDGET_MS = 120
const MAX_SUGGESTIONS = 3

/** How American spellings differ from British ones (edema, anemia, color, center, organize, traveled, license). */
const US_TO_GB: [string, string][] = [
  ['e', 'oe'], ['e', 'ae'], ['or', 'our'], ['er', 're'], ['iz', 'is'], ['yz', 'ys'], ['og', 'ogue'], ['l', 'll'],
  ['se', 'ce'], ['ay', 'ey'], ['am', 'amme'], ['ment', 'ement'],
]

/** The British spellings one of those changes makes of an American word, found in the British dictionary. */
function britishOf(word: string, british: Dictionary): string[] {
  const found = new Set<string>()
  for (const [us, gb] of US_TO_GB) {
    for (let at = word.indexOf(us); at >= 0; at = word.indexOf(us, at + 1)) {
      const candidate = word.slice(0, at) + gb + word.slice(at + us.length)
      if (british.correct(candidate)) found.add(candidate)
    }
  }
  return [...found]
}

const medical = new Set(MEDICAL_WORDS.split(/\s+/u).filter(Boolean))

/**
 * Words neither in the British dictionary, nor the medical list, nor the task's own notes. A
 * capitalised word inside a sentence that no dictionary knows is taken for a name (Hartley,
 * Millbrook), and abbreviations (COPD, HbA1c) are left alone: a false alarm costs more trust
 * than a missed name. The sign-off's lines are the writer's name and role.
 */
export function spellingFindings(letter: string, shape: LetterShape, taskWords: ReadonlySet<string>, speller: Speller): LetterFinding[] {
  const { british, american } = speller
  const findings: LetterFinding[] = []
  const suggested = new Map<string, string[]>()
  const suggestUntil = performance.now() + SUGGESTIONS_BUDGET_MS
  const signed = shape.signature[0]?.start ?? letter.length
  const sentenceStarts = new Set(sentencesOf(letter).map((sentence) => wordsOf(sentence.text, sentence.start)[0]?.start))
  for (const span of wordsOf(letter.slice(0, signed))) {
    const word = span.text.replace(/[’']s$/u, '').replace(/’/gu, "'")
    const lower = word.toLowerCase()
    if (word.length < 2 || /\p{Lu}.*\p{Lu}/u.test(word) || /\p{Ll}\p{Lu}/u.test(word)) continue
    if (word.length > MAX_WORD_LENGTH) {
      findings.push({ kind: 'spelling', criterion: CRITERION_OF.spelling, message: 'This run of letters is not a word: check for missing spaces.', start: span.start, end: span.start + word.length, suggestions: [] })
      continue
    }
    if (taskWords.has(lower) || medical.has(lower) || british.correct(word) || british.correct(lower)) continue
    const isAmerican = american.correct(word) || american.correct(lower)
    const capitalised = word !== lower
    if (!isAmerican && capitalised && !sentenceStarts.has(span.start)) continue
    let suggestions = suggested.get(lower)
    if (suggestions === undefined) {
      const ranked = isAmerican ? britishOf(lower, british) : []
      const more = ranked.length === 0 && suggested.size < MAX_SUGGESTED_WORDS && performance.now() < suggestUntil ? british.suggest(lower) : []
      suggestions = [...ranked, ...more].slice(0, MAX_SUGGESTIONS)
      if (capitalised) suggestions = suggestions.map((s) => s[0]!.toUpperCase() + s.slice(1))
      suggested.set(lower, suggestions)
    }
    const end = span.start + word.length
    findings.push({
      kind: 'spelling',
      criterion: CRITERION_OF.spelling,
      message: isAmerican
        ? `"${word}" is the American spelling. A letter in British English writes ${suggestions[0] ? `"${suggestions[0]}"` : 'it the British way'}; whichever you use, use it throughout.`
        : `"${word}" is not a word in the British English dictionary or in the case notes: check its spelling.`,
      start: span.start,
      end,
      suggestions,
    })
  }
  return findings
}
