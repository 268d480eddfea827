import { markAnswers, type MarkingMode, type ReviewItem } from '#shared/marking/index.ts'
import { compareQuestionIds } from '#shared/qtypes/question-id.ts'
import { gradeFor, scaleScore } from '#shared/scoring/index.ts'
import type { PartScore, SubmitResult } from '#shared/results/schema.ts'
import { partsOfQuestions, PART_LETTERS } from '#shared/content/question-ids.ts'
import type { TestContent } from '#shared/content/schema.ts'
import { splitMockKeyId, type MockSection } from '#shared/mock/mock.ts'
import type { TestKind } from '#shared/test-kinds/test-kinds.ts'
import type { TestRow } from '../tests/repository.ts'
import type { MarkedAttempt } from './repository.ts'

/**
 * What an attempt stores of its review: each keyed question's verdict, in review order. The
 * student's answers and the test's key (a test never changes) give the rest, so a submit writes
 * a few hundred bytes instead of kilobytes (docs/decisions/0016). Rows stored before hold whole
 * review items, which are answered as they are.
 */
export type StoredReview = boolean[] | ReviewItem[]

/**
 * The test as an attempt is marked against: a mock attempt that chose its sections answers for
 * those sections' questions only, so its score and stored verdicts leave the others out. Any
 * other attempt (sections null) is marked against the whole key.
 */
export function markedTestOf(test: TestRow, sections: readonly MockSection[] | null): TestRow {
  if (sections === null) return test
  const answerKey = Object.fromEntries(Object.entries(test.answerKey).filter(([id]) => sections.some((section) => splitMockKeyId(id)?.section === section)))
  return { ...test, answerKey }
}

/** The OET screens mark strictly; a mock's reviews mark leniently (SPEC.md section 5). */
export const markingModeFor = (kind: TestKind): MarkingMode => (kind === 'mock' ? 'lenient' : 'strict')

/** Correct answers and questions by part, from each question's verdict; empty for a test without parts. */
export function partScoresOf(test: TestRow, review: readonly Pick<ReviewItem, 'questionId' | 'isCorrect'>[]): PartScore[] {
  const parts = partsOfQuestions({ kind: test.kind, content: test.content } as TestContent)
  if (parts.size === 0) return []
  const scores = PART_LETTERS.map((part) => ({ part, correct: 0, total: 0 }))
  for (const item of review) {
    const part = parts.get(item.questionId)
    const score = part && scores[PART_LETTERS.indexOf(part)]!
    if (!score) continue
    score.total++
    if (item.isCorrect) score.correct++
  }
  return scores.filter((score) => score.total > 0)
}

/** Marks answers against a test's key: the score of record, its grade, each part's and each question's verdict. */
export function markAttempt(test: TestRow, answers: Record<string, string>, mode: MarkingMode): MarkedAttempt {
  const marked = markAnswers(answers, test.answerKey, mode)
  const score = scaleScore(marked.correct, marked.total, test.scaling)
  return {
    answers,
    score,
    grade: gradeFor(score),
    correctCount: marked.correct,
    totalQuestions: marked.total,
    partScores: partScoresOf(test, marked.review),
    review: marked.review.map((item) => item.isCorrect),
  }
}

/** The record's own string value, else '' (as markAnswers reads answers and keys). */
function ownString(record: Readonly<Record<string, string>>, id: string): string {
  const value: unknown = Object.hasOwn(record, id) ? record[id] : undefined
  return typeof value === 'string' ? value : ''
}

/** The review as markAnswers gave it: the stored verdicts beside the answers and the key. */
function reviewOf(row: Pick<MarkedAttempt, 'answers' | 'review'>, test: TestRow): ReviewItem[] {
  const stored = row.review ?? []
  if (typeof stored[0] === 'object') return stored as ReviewItem[]
  return Object.keys(test.answerKey)
    .sort(compareQuestionIds)
    .map((questionId, i) => ({
      questionId,
      answer: ownString(row.answers, questionId),
      correctAnswer: ownString(test.answerKey, questionId),
      isCorrect: stored[i] === true,
    }))
}

/**
 * The review of record: each keyed question of the test as the attempt was marked against it
 * (markedTestOf), with the verdict stored then; never marked again on read, so it agrees with
 * the stored score even if the marking rules change (docs/decisions/0069). None before a submit.
 */
export const reviewOfRecord = (row: Pick<MarkedAttempt, 'answers' | 'review'>, test: TestRow): ReviewItem[] =>
  row.review === null ? [] : reviewOf(row, test)

/** The attempt's scores by part: as stored, or (rows marked before parts were kept) from its verdicts. */
export const partsOf = (row: MarkedAttempt, test: TestRow): PartScore[] => row.partScores ?? partScoresOf(test, reviewOfRecord(row, test))

export function resultOf(row: MarkedAttempt, test: TestRow): SubmitResult {
  const review = reviewOfRecord(row, test)
  return {
    score: row.score ?? 0,
    grade: row.grade ?? 'E',
    correctAnswers: row.correctCount ?? 0,
    totalQuestions: row.totalQuestions ?? 0,
    parts: row.partScores ?? partScoresOf(test, review),
    review,
  }
}
