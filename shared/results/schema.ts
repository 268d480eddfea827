import { Type, type Static, type TSchema } from '@sinclair/typebox'
import { GRADES, SCORE_MAX } from '#shared/scoring/bands.ts'
import { literalUnion } from '#shared/typebox/literal-union.ts'
import { AnswerMap } from '#shared/answers/schema.ts'
import type { TestContent } from '#shared/content/schema.ts'

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])

/** A letter band of SPEC.md section 9. */
export const Grade = literalUnion(GRADES)
export type Grade = Static<typeof Grade>

/** A scaled score on the 0-500 scale. */
export const ScaledScore = Type.Integer({ minimum: 0, maximum: SCORE_MAX })

/** Correct answers in one part (A, B or C) of a listening or reading test, beside the total. */
export const PartScore = Type.Object({
  part: literalUnion(['A', 'B', 'C'] as const),
  correct: Type.Integer({ minimum: 0 }),
  total: Type.Integer({ minimum: 0 }),
})
export type PartScore = Static<typeof PartScore>

/** One row of a review: the student's answer beside the key, marked. */
export const ReviewItem = Type.Object({
  questionId: Type.String(),
  answer: Type.String(),
  correctAnswer: Type.String(),
  isCorrect: Type.Boolean(),
})
export type ReviewItem = Static<typeof ReviewItem>

/**
 * One attempt at a listening or reading test. `score` is the scaled score; `correctAnswers` and
 * `totalQuestions` are counts (the simple results view's percentage is their ratio); `answers`
 * is what the student gave, by question id; `review` is every keyed question with the verdict
 * stored when the attempt was marked (docs/decisions/0016, 0069), never marked again on read.
 */
export const AttemptResult = Type.Object({
  score: ScaledScore,
  grade: Grade,
  correctAnswers: Type.Integer({ minimum: 0 }),
  totalQuestions: Type.Integer({ minimum: 0 }),
  /** By part, in order; empty for a test without parts. */
  parts: Type.Array(PartScore),
  submittedAt: Type.String({ format: 'date-time' }),
  answers: AnswerMap,
  /** In question order; the ticks to show, agreeing with `correctAnswers`. */
  review: Type.Array(ReviewItem),
})
export type AttemptResult = Static<typeof AttemptResult>

/** GET /api/listening-tests/{id}/results (404 when there are no attempts). */
export const ListeningResultsResponse = Type.Object(
  {
    testId: Type.String(),
    studentId: Type.String(),
    attempts: Type.Integer({ minimum: 0 }),
    results: Type.Array(AttemptResult),
    answerKey: AnswerMap,
  },
  { $id: 'ListeningResultsResponse' },
)
export type ListeningResultsResponse = Static<typeof ListeningResultsResponse>

/** The answer to a listening or reading submit: the score of record and its review. */
export const SubmitResult = Type.Object(
  {
    score: ScaledScore,
    grade: Grade,
    correctAnswers: Type.Integer({ minimum: 0 }),
    totalQuestions: Type.Integer({ minimum: 0 }),
    /** By part, in order; empty for a test without parts (a mock's sections). */
    parts: Type.Array(PartScore),
    review: Type.Array(ReviewItem),
  },
  { $id: 'SubmitResult' },
)
export type SubmitResult = Static<typeof SubmitResult>

/**
 * GET /api/listening-tests/{id}/review: a listening or reading test as reviewed after
 * submission: its whole content, explanations and transcripts included, and its key. 403 until
 * the student has submitted an attempt at it, like the answer-key calls.
 */
export const TestReviewResponse = Type.Object(
  {
    id: Type.String(),
    kind: Type.String(),
    title: Type.String(),
    content: Type.Unknown(),
    answerKey: AnswerMap,
  },
  { $id: 'TestReviewResponse' },
)
/** The review's content typed by its kind (the keyed kinds only). */
export type TestReview = { id: string; title: string; answerKey: AnswerMap } & Extract<TestContent, { kind: 'listening' | 'oet-listening' | 'oet-reading' }>
