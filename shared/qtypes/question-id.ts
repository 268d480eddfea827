/** DESIGN.md section 5 (bad input): a question id is at most 64 characters. */
export const QUESTION_ID_MAX_LENGTH = 64

/**
 * Letters, digits, `_`, `.` and `-`, starting with a letter or digit ("1", "q12", "A-3").
 * Ids become object keys, form-field names and DOM ids, so spaces and `__proto__`-like names are
 * refused; `:` is kept free for the section prefix of a mock test's answer key.
 */
export const QUESTION_ID_PATTERN = '^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$'

const questionIdRegex = new RegExp(QUESTION_ID_PATTERN)
export function isQuestionId(value: unknown): value is string {
  return typeof value === 'string' && questionIdRegex.test(value)
}

/** Orders ids the way people number questions: "2" before "10", "q2" before "q10". */
const naturalOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' })

export function compareQuestionIds(a: string, b: string): number {
  // One collator for every comparison: localeCompare with options builds a new one each call.
  return naturalOrder.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0)
}
