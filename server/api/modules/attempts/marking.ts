import { markAnswers, type MarkingMode } from '#shared/marking/index.ts'
import { gradeFor, scaleScore } from '#shared/scoring/index.ts'
import type { SubmitResult } from '#shared/contracts/results.ts'
import type { TestRow } from '../tests/repository.ts'
import type { MarkedAttempt } from './repository.ts'

/** Marks answers against a test's key: the score of record, its grade and the review. */
export function markAttempt(test: TestRow, answers: Record<string, string>, mode: MarkingMode): MarkedAttempt {
  const marked = markAnswers(answers, test.answerKey, mode)
  const score = scaleScore(marked.correct, marked.total, test.scaling)
  return {
    answers,
    score,
    grade: gradeFor(score),
    correctCount: marked.correct,
    totalQuestions: marked.total,
    review: marked.review,
  }
}

export function resultOf(row: MarkedAttempt): SubmitResult {
  return {
    score: row.score ?? 0,
    grade: row.grade ?? 'E',
    correctAnswers: row.correctCount ?? 0,
    totalQuestions: row.totalQuestions ?? 0,
    review: row.review ?? [],
  }
}
