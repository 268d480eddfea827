/**
 * Marks a whole attempt: every keyed question, right or wrong, in question order. The server
 * uses this once, at submit, for the score of record and the verdicts it stores; every review
 * shows those stored verdicts, so review and score always agree (docs/decisions/0069).
 */
import { compareQuestionIds } from '#shared/qtypes/question-id.ts'
import { isCorrect, type MarkingMode } from './match.ts'

export interface ReviewItem {
  questionId: string
  /** What the student gave, as given; '' when the question was left unanswered. */
  answer: string
  correctAnswer: string
  isCorrect: boolean
}

export interface MarkingResult {
  correct: number
  /** The number of keyed questions, answered or not (a question with an empty key included). */
  total: number
  /**
   * One item per keyed question, in natural number order ("1", "2", "10"; "A2", "A10", "B1"),
   * by the project's one compareQuestionIds.
   */
  review: ReviewItem[]
}

/**
 * Mark `answers` against `key`. Only the key's questions count: an answer to a question the key
 * does not have is ignored, a keyed question without an answer is wrong, and a question whose
 * key is empty is wrong for everybody but still counts in the total (SPEC.md section 5).
 */
export function markAnswers(
  answers: Readonly<Record<string, string>>,
  key: Readonly<Record<string, string>>,
  mode: MarkingMode,
): MarkingResult {
  const review = Object.keys(key)
    .sort(compareQuestionIds)
    .map((questionId) => markOne(questionId, ownString(answers, questionId), ownString(key, questionId), mode))
  return { correct: review.filter((item) => item.isCorrect).length, total: review.length, review }
}

function markOne(questionId: string, answer: string, correctAnswer: string, mode: MarkingMode): ReviewItem {
  return { questionId, answer, correctAnswer, isCorrect: isCorrect(answer, correctAnswer, mode) }
}

/**
 * The record's own string value, else ''. Own properties only, so a question id such as
 * "constructor" never reads Object.prototype; a non-string value (from untyped JSON) is no answer.
 */
function ownString(record: Readonly<Record<string, string>>, id: string): string {
  const value: unknown = Object.hasOwn(record, id) ? record[id] : undefined
  return typeof value === 'string' ? value : ''
}
