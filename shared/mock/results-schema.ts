import { Type, type Static } from '@sinclair/typebox'
import { AnchoredComment } from '#shared/evaluation/anchored-comments-schema.ts'
import { AnswerMap } from '#shared/answers/schema.ts'
import { Grade, Nullable, ReviewItem, ScaledScore } from '#shared/results/schema.ts'

/**
 * The section's review: each of its keyed questions (un-prefixed ids, in question order) with the
 * verdict the attempt stored when it was marked (docs/decisions/0069), never marked again on read.
 */
const SectionReview = Type.Array(ReviewItem)

/**
 * A keyed section of a mock attempt: its score, both answer maps, and its review, which the
 * score is counted from.
 */
export const MockKeyedSectionResult = Type.Object({
  score: ScaledScore,
  yourAnswers: AnswerMap,
  correctAnswers: AnswerMap,
  review: SectionReview,
})
export type MockKeyedSectionResult = Static<typeof MockKeyedSectionResult>

/** Each OET criterion's score once evaluated (shown with its band descriptor); null before. */
const Criteria = Nullable(Type.Record(Type.String(), Type.Integer({ minimum: 0 })))

export const WritingFullSubmission = Type.Object({
  createdAt: Type.String({ format: 'date-time' }),
  marks: Nullable(Type.Number()),
  grade: Nullable(Grade),
  adminComments: Nullable(Type.String()),
  /** Address of the evaluation PDF; null while the submission awaits evaluation. */
  evaluationPdf: Nullable(Type.String()),
  /** The typed letter (null for photos of a handwritten one): its comments are shown in place. */
  writingAnswer: Nullable(Type.String()),
  /** A letter on paper: its photographed pages, in order (the evaluator may comment on areas of them). */
  photos: Type.Array(Type.Object({ id: Type.String(), url: Type.String(), width: Type.Optional(Type.Integer()), height: Type.Optional(Type.Integer()) })),
  criteria: Criteria,
  /** The evaluator's comments on phrases of the typed letter or areas of its photographed pages. */
  anchoredComments: Type.Array(AnchoredComment),
})
export type WritingFullSubmission = Static<typeof WritingFullSubmission>

/** One role-play of the mock's speaking as its evaluator marked it, with its own recording. */
export const MockSpeakingPart = Type.Object({
  mainCardNumber: Type.Integer({ minimum: 1 }),
  marks: Nullable(Type.Number()),
  grade: Nullable(Grade),
  criteria: Criteria,
  /** The evaluator's comments on moments of this part's recording. */
  anchoredComments: Type.Array(AnchoredComment),
  audioUrl: Nullable(Type.String()),
})
export type MockSpeakingPart = Static<typeof MockSpeakingPart>

export const SpeakingFullSubmission = Type.Object({
  createdAt: Type.String({ format: 'date-time' }),
  /**
   * Every part's marks together on the 0-500 scale (shown with its band), once every recorded
   * part is evaluated; null before (docs/decisions/0019).
   */
  marks: Nullable(Type.Number()),
  adminComments: Nullable(Type.String()),
  feedback: Nullable(Type.String()),
  evaluationPdf: Nullable(Type.String()),
  audioUrl: Nullable(Type.String()),
  /** Each part on its own, in part order: its criteria and the comments on its recording. */
  parts: Type.Array(MockSpeakingPart),
})
export type SpeakingFullSubmission = Static<typeof SpeakingFullSubmission>

/**
 * One attempt at a mock test (SPEC.md section 3). A section that was not taken or has no
 * submission is null (the screen shows a dash or "No writing submission.").
 */
export const MockAttempt = Type.Object({
  attemptId: Type.String(),
  /** When the attempt was submitted (by the student, or by the server when time ran out). */
  submittedAt: Type.String({ format: 'date-time' }),
  listening: Nullable(MockKeyedSectionResult),
  reading: Nullable(MockKeyedSectionResult),
  writing: Nullable(Type.Object({ fullSubmission: WritingFullSubmission })),
  speaking: Nullable(Type.Object({ fullSubmission: SpeakingFullSubmission })),
})
export type MockAttempt = Static<typeof MockAttempt>

/** GET /api/mock-tests/{id}/results: the student's submitted attempts, oldest first (none: an empty list). */
export const MockResultsResponse = Type.Object(
  {
    testName: Type.String(),
    username: Type.String(),
    attempts: Type.Integer({ minimum: 0 }),
    results: Type.Array(MockAttempt),
  },
  { $id: 'MockResultsResponse' },
)
export type MockResultsResponse = Static<typeof MockResultsResponse>

/**
 * A keyed section of POST /api/mock-tests/{id}/submit's answer. `correctAnswers` is the key map
 * (question id -> key text), not a count; `review` is what the result dialog shows, and its
 * ticks are the ones the score was counted from.
 */
export const MockSubmitSectionResult = Type.Object({
  score: Type.Object({ roundedScore: ScaledScore, grade: Grade }),
  correctAnswers: AnswerMap,
  review: SectionReview,
})
export type MockSubmitSectionResult = Static<typeof MockSubmitSectionResult>

/**
 * What of a submitted mock attempt waits in the staff queue: the letter (typed, or its photos) and
 * the speaking parts by main card number. Only what is here may be promised an evaluation.
 */
export const MockQueuedForStaff = Type.Object({
  writing: Type.Boolean({ description: 'The letter (typed, or photos of it) is queued for an evaluator.' }),
  speakingParts: Type.Array(Type.Integer({ minimum: 1 }), { description: 'The speaking parts (main card numbers) whose recordings are queued, in order.' }),
})
export type MockQueuedForStaff = Static<typeof MockQueuedForStaff>

/** POST /api/mock-tests/{id}/submit's 200 answer: the keyed sections chosen, marked, and what went to staff. */
export const MockSubmitResults = Type.Object(
  {
    attemptId: Type.String(),
    results: Type.Object({
      listening: Type.Optional(MockSubmitSectionResult),
      reading: Type.Optional(MockSubmitSectionResult),
    }),
    queuedForStaff: MockQueuedForStaff,
  },
  { $id: 'MockSubmitResults' },
)
export type MockSubmitResults = Static<typeof MockSubmitResults>

/** A recording the web server could not take (not audio, damaged, too long): why, for the student. */
export interface MockSpeakingRefusal {
  mainCardNumber: number
  message: string
}

/**
 * POST /api/mock-tests/{id}/submit's answer through the web server: the API host's, and the
 * speaking parts whose recordings were refused on their own and not sent (decision 0057), which
 * the student sends again by POST /api/mock-tests/submission/{id}/speaking with the attemptId.
 */
export type MockSubmitAnswer = MockSubmitResults & { speakingRefused?: MockSpeakingRefusal[] }
