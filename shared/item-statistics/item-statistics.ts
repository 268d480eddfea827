import type { PartLetter } from '#shared/content/question-ids.ts'
import type { MockKeyedSection } from '#shared/mock/mock.ts'
import type { QuestionType } from '#shared/qtypes/names.ts'
import type { TestKind } from '#shared/test-kinds/test-kinds.ts'

/**
 * Item statistics of a test version (issue 37, decision 0102): how each keyed question behaved
 * across the submitted attempts at it, from the verdicts stored when they were marked (never
 * marked again here), and plain-worded flags for a question that looks broken.
 */

/** The kinds marked by key, whose versions have item statistics (writing and speaking are marked by evaluators). */
export const KEYED_KINDS: readonly TestKind[] = ['listening', 'oet-listening', 'oet-reading', 'mock']
export const hasItemStatistics = (kind: string) => (KEYED_KINDS as readonly string[]).includes(kind)

/** Below this many attempts at a question no flag shows: a handful of students says too little. */
export const MIN_ATTEMPTS_FOR_FLAGS = 30
/** The share of attempts in each of the upper and lower groups (Kelley's 27%). */
export const GROUP_SHARE = 0.27
/** A discrimination below this (and not negative) hardly tells stronger from weaker students. */
export const LOW_DISCRIMINATION = 0.1
/** How many of a completion question's most common wrong answers are shown. */
export const WRONG_ANSWERS_SHOWN = 5

export const FLAG_REASONS = {
  negative: 'Weaker students get it right more often than stronger ones: check the key and the question.',
  low: 'Hardly tells stronger from weaker students.',
  distractor: 'The strongest students choose a wrong option more often than the key: check the key and that option.',
} as const
export type FlagCode = keyof typeof FLAG_REASONS

/** A keyed question as the statistics need it; part, section and text are carried through for the page. */
export interface ItemQuestion {
  /** The answer key's id ("12", or a mock's "listening:12"). */
  id: string
  part: PartLetter
  /** A mock's section; absent for a single test. */
  section?: MockKeyedSection
  type: QuestionType
  text: string
  key: string
  /** A multiple-choice question's options, in order. */
  options?: string[]
}

/** One submitted attempt: for each question it was marked against, the answer given and the stored verdict. */
export type ItemAttempt = Record<string, { answer: string; correct: boolean }>

export interface OptionCount {
  option: string
  count: number
  isKey: boolean
}

export interface ItemStatistics extends ItemQuestion {
  /** Attempts marked against this question. */
  attempts: number
  /** The share answered right, 0-1; null with no attempts. */
  facility: number | null
  /** Right in the upper 27% minus right in the lower 27% (by the rest of the attempt), -1 to 1; null under two attempts. */
  discrimination: number | null
  /** The correlation of right-or-wrong here with the rest of the attempt, -1 to 1; null when either never varies. */
  pointBiserial: number | null
  blanks: number
  /** Multiple choice: how often each option was chosen, and answers that are none of them. */
  optionCounts?: OptionCount[]
  otherAnswers?: number
  /** Completion: the most common wrong answers (lower-cased, spaces tidied), most common first. */
  wrongAnswers?: { answer: string; count: number }[]
  flags: { code: FlagCode; reason: string }[]
}

/** Whether flags show for a question answered this many times, and if not, how many more are needed. */
export const flagsShownAt = (attempts: number) => attempts >= MIN_ATTEMPTS_FOR_FLAGS

const tidy = (answer: string) => answer.trim().replace(/\s+/g, ' ').toLowerCase()

/** An attempt's share right of the questions it was marked against, this one left out (the "rest score"). */
function restScore(attempt: ItemAttempt, questionId: string): number {
  let marked = 0
  let right = 0
  for (const [id, verdict] of Object.entries(attempt)) {
    if (id === questionId) continue
    marked++
    if (verdict.correct) right++
  }
  return marked === 0 ? 0 : right / marked
}

interface Scored {
  rest: number
  answer: string
  correct: boolean
}

/**
 * The weights of the lower and upper groups: the lowest and highest GROUP_SHARE of attempts by
 * rest score. Attempts tied at a group's edge share its last places equally, so the groups (and
 * every figure drawn from them) never depend on the order the attempts come in.
 */
function groupWeights(scored: readonly Scored[]): { lower: number[]; upper: number[]; size: number } {
  const size = Math.max(1, Math.round(scored.length * GROUP_SHARE))
  const weights = (edgeOf: (sorted: number[]) => number, beyond: (rest: number, edge: number) => boolean) => {
    const sorted = scored.map((item) => item.rest).sort((a, b) => a - b)
    const edge = edgeOf(sorted)
    const inside = scored.filter((item) => beyond(item.rest, edge)).length
    const tied = scored.filter((item) => item.rest === edge).length
    const share = (size - inside) / tied
    return scored.map((item) => (beyond(item.rest, edge) ? 1 : item.rest === edge ? share : 0))
  }
  return {
    lower: weights((sorted) => sorted[size - 1]!, (rest, edge) => rest < edge),
    upper: weights((sorted) => sorted[sorted.length - size]!, (rest, edge) => rest > edge),
    size,
  }
}

/** The Pearson correlation of right (1) or wrong (0) with the rest score; null when either is constant. */
function pointBiserialOf(scored: readonly Scored[]): number | null {
  const n = scored.length
  const mean = scored.reduce((sum, item) => sum + item.rest, 0) / n
  const p = scored.filter((item) => item.correct).length / n
  let covariance = 0
  let variance = 0
  for (const item of scored) {
    covariance += ((item.correct ? 1 : 0) - p) * (item.rest - mean)
    variance += (item.rest - mean) ** 2
  }
  const spread = Math.sqrt(variance * p * (1 - p) * n)
  if (spread < 1e-12) return null
  return clamp(covariance / spread)
}

/** Within [-1, 1], rounding noise settled (a sum of shares that should be 0 must not read as negative). */
const clamp = (value: number) => Math.max(-1, Math.min(1, Math.round(value * 1e9) / 1e9))

function flagsOf(question: ItemQuestion, figures: { attempts: number; discrimination: number | null; upperChoices?: Map<string, number> }): ItemStatistics['flags'] {
  if (!flagsShownAt(figures.attempts) || figures.discrimination === null) return []
  const flags: ItemStatistics['flags'] = []
  const flag = (code: FlagCode) => flags.push({ code, reason: FLAG_REASONS[code] })
  if (figures.discrimination < 0) flag('negative')
  else if (figures.discrimination < LOW_DISCRIMINATION) flag('low')
  if (figures.upperChoices && question.options) {
    const chosen = (option: string) => figures.upperChoices!.get(option) ?? 0
    const keys = question.options.filter((option) => isKeyOption(option, question.key))
    const keyChosen = Math.max(0, ...keys.map(chosen))
    if (keys.length > 0 && question.options.some((option) => !keys.includes(option) && chosen(option) > keyChosen + 1e-9)) flag('distractor')
  }
  return flags
}

/** An option is the key when it reads the same, case and outer spaces aside (how an MCQ is keyed). */
const isKeyOption = (option: string, key: string) => tidy(option) === tidy(key)

/** The most common of the answers, ties by text, so that the order of attempts changes nothing. */
function mostCommon(answers: readonly string[]): { answer: string; count: number }[] {
  const counts = new Map<string, number>()
  for (const answer of answers) counts.set(answer, (counts.get(answer) ?? 0) + 1)
  return [...counts]
    .map(([answer, count]) => ({ answer, count }))
    .sort((a, b) => b.count - a.count || (a.answer < b.answer ? -1 : a.answer > b.answer ? 1 : 0))
    .slice(0, WRONG_ANSWERS_SHOWN)
}

/** One question's statistics over the attempts marked against it. */
export function questionStatistics(question: ItemQuestion, attempts: readonly ItemAttempt[]): ItemStatistics {
  const scored: Scored[] = attempts.flatMap((attempt) => {
    const verdict = Object.hasOwn(attempt, question.id) ? attempt[question.id] : undefined
    return verdict ? [{ rest: restScore(attempt, question.id), answer: verdict.answer, correct: verdict.correct }] : []
  })
  const n = scored.length
  const blanks = scored.filter((item) => item.answer.trim() === '').length
  const facility = n === 0 ? null : scored.filter((item) => item.correct).length / n
  const groups = n < 2 ? undefined : groupWeights(scored)
  const rightIn = (weights: number[]) => scored.reduce((sum, item, i) => sum + (item.correct ? weights[i]! : 0), 0) / groups!.size
  const discrimination = groups ? clamp(rightIn(groups.upper) - rightIn(groups.lower)) : null
  const pointBiserial = n < 2 ? null : pointBiserialOf(scored)

  const options = question.options
  let choices: Pick<ItemStatistics, 'optionCounts' | 'otherAnswers' | 'wrongAnswers'>
  let upperChoices: Map<string, number> | undefined
  if (options) {
    const optionOf = (answer: string) => options.find((option) => option.trim() === answer.trim())
    upperChoices = new Map()
    scored.forEach((item, i) => {
      const option = optionOf(item.answer)
      if (option !== undefined && groups) upperChoices!.set(option, (upperChoices!.get(option) ?? 0) + groups.upper[i]!)
    })
    choices = {
      optionCounts: options.map((option) => ({ option, count: scored.filter((item) => optionOf(item.answer) === option).length, isKey: isKeyOption(option, question.key) })),
      otherAnswers: scored.filter((item) => item.answer.trim() !== '' && optionOf(item.answer) === undefined).length,
    }
  } else {
    choices = { wrongAnswers: mostCommon(scored.filter((item) => !item.correct && item.answer.trim() !== '').map((item) => tidy(item.answer))) }
  }

  return {
    ...question,
    attempts: n,
    facility,
    discrimination,
    pointBiserial,
    blanks,
    ...choices,
    flags: flagsOf(question, { attempts: n, discrimination, ...(upperChoices ? { upperChoices } : {}) }),
  }
}

/** Every question's statistics, in the order given. */
export const itemStatistics = (questions: readonly ItemQuestion[], attempts: readonly ItemAttempt[]): ItemStatistics[] =>
  questions.map((question) => questionStatistics(question, attempts))

/** What the page and the export say about flags: when they show, or how many more attempts they need. */
export function flagNote(attempts: number): string {
  if (flagsShownAt(attempts)) return `Flags are shown: ${attempts} attempts (at least ${MIN_ATTEMPTS_FOR_FLAGS} are needed).`
  return `No flags yet: ${attempts} ${attempts === 1 ? 'attempt' : 'attempts'} so far, and flags need at least ${MIN_ATTEMPTS_FOR_FLAGS}.`
}

/** A table of the page and the export: one part of a test (a mock's: of one section). */
export interface PartTable {
  /** "Part A", or in a mock "Listening, Part A". */
  title: string
  questions: ItemStatistics[]
}

const SECTION_NAMES: Record<MockKeyedSection, string> = { listening: 'Listening', reading: 'Reading' }

/** The questions' statistics in tables by part, in the order the questions come. */
export function partTables(statistics: readonly ItemStatistics[]): PartTable[] {
  const tables = new Map<string, PartTable>()
  for (const item of statistics) {
    const title = item.section ? `${SECTION_NAMES[item.section]}, Part ${item.part}` : `Part ${item.part}`
    const table = tables.get(title) ?? { title, questions: [] }
    table.questions.push(item)
    tables.set(title, table)
  }
  return [...tables.values()]
}
