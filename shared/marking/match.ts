/**
 * Whether one answer matches its key, by the rules of SPEC.md section 5, tried in the spec's
 * order: exact, case-insensitive, alternatives, normalisation, then similarity. The first two
 * steps compare the whole key, so a key that happens to contain "or" or "/" is still accepted
 * when typed out in full.
 *
 * - Strict (the OET screens): exact, case-insensitive, alternatives.
 * - Lenient (the mock and mock-results reviews): strict, then normalisation (no punctuation,
 *   spaces or bracketed text, on both sides), then similarity >= SIMILARITY_THRESHOLD.
 *
 * "Case-insensitive" here also means: surrounding whitespace is ignored and runs of whitespace
 * count as one space, curly quotes and long dashes equal straight ones, and the number words
 * zero..nine equal their digits, word by word ("3 times" == "three times"). None of these is a
 * difference a student would notice or be marked down for on paper.
 */
import { keyPhrasings } from './alternatives.ts'
import { comparableText, isBlank, looseText } from './text.ts'
import { similarityRatio } from './similarity.ts'

/** The lenient step's last test: a similarity ratio at least this high counts as the key (SPEC.md section 9). */
const SIMILARITY_THRESHOLD = 0.7

export const MARKING_MODES = ['strict', 'lenient'] as const
export type MarkingMode = (typeof MARKING_MODES)[number]

/** Strict marking for the OET screens. An empty (or whitespace-only) key or answer is wrong. */
export function isCorrectStrict(answer: string, key: string): boolean {
  if (isBlank(key) || isBlank(answer)) return false
  if (answer === key) return true
  const given = comparableText(answer)
  if (given === comparableText(key)) return true
  return keyPhrasings(key).some((phrasing) => comparableText(phrasing) === given)
}

/** Lenient marking for the mock reviews: everything strict accepts, and near misses. */
export function isCorrectLenient(answer: string, key: string): boolean {
  if (isCorrectStrict(answer, key)) return true
  if (isBlank(key)) return false
  const given = looseText(answer)
  // An answer of only punctuation or bracketed text says nothing, however short the key.
  if (given === '') return false
  const accepted = looseKeyForms(key)
  if (accepted.includes(given)) return true
  return accepted.some((form) => similarityRatio(given, form) >= SIMILARITY_THRESHOLD)
}

/** Mark with the rules of the given mode. */
export function isCorrect(answer: string, key: string, mode: MarkingMode): boolean {
  return mode === 'strict' ? isCorrectStrict(answer, key) : isCorrectLenient(answer, key)
}

/**
 * The key's phrasings in lenient form, without empty ones: a phrasing that was only
 * punctuation or bracketed text would otherwise match an answer that is, too.
 */
function looseKeyForms(key: string): string[] {
  const forms = keyPhrasings(key).map(looseText)
  return [...new Set(forms.filter((form) => form !== ''))]
}
