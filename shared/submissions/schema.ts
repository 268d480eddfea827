import { Type, type Static } from '@sinclair/typebox'
import { AnchoredComment } from '#shared/evaluation/anchored-comments-schema.ts'
import { literalUnion } from '#shared/typebox/literal-union.ts'
import { withId } from '#shared/typebox/schema-id.ts'
import { Grade, Nullable } from '#shared/results/schema.ts'
import { ClientStartTime } from '#shared/answers/start-time-schema.ts'
import {
  SUBMISSION_MODES,
  SUBMISSION_SOURCES,
  SUBMISSION_STATUSES,
  WRITING_ANSWER_MAX_LENGTH,
} from '#shared/submissions/submissions.ts'
import { UPLOAD_FILE_NAME_MAX_LENGTH } from '#shared/media/upload-limits.ts'

/** Writing and speaking submissions: what students send for staff to evaluate (issue 6). */

const StartTime = Type.Optional(ClientStartTime)
/** The writing attempt (POST /api/attempts) this submission closes. */
const AttemptId = Type.Optional(Type.String({ format: 'uuid' }))
/** Blank is refused by the service with SPEC.md's message, not here. */
const Letter = Type.String({ maxLength: WRITING_ANSWER_MAX_LENGTH })

/** POST /api/writing-tests/submission/{testId}/submit, computer mode (JSON). */
export const WritingSubmitBody = Type.Object(
  { writingAnswer: Letter, startTime: StartTime, attemptId: AttemptId },
  { $id: 'WritingSubmitBody', additionalProperties: false },
)
export type WritingSubmitBody = Static<typeof WritingSubmitBody>

/** POST /api/writing-tests/{testId}/submit: SPEC.md's other form, the letter as `answers`. */
export const WritingAnswersBody = Type.Object(
  { answers: Letter, startTime: StartTime, attemptId: AttemptId },
  { $id: 'WritingAnswersBody', additionalProperties: false },
)
export type WritingAnswersBody = Static<typeof WritingAnswersBody>

/**
 * POST /api/speaking-tests/submission/{testId}/submit as JSON (SPEC.md section 7): the recording
 * as base64 without its `data:` prefix. Its size is bounded by the route's body limit and checked
 * once decoded.
 */
export const SpeakingSubmitBody = Type.Object(
  {
    mainCardNumber: Type.Integer({ minimum: 1, maximum: 99 }),
    audio: Type.String({ minLength: 1 }),
    fileName: Type.Optional(Type.String({ maxLength: UPLOAD_FILE_NAME_MAX_LENGTH })),
  },
  { $id: 'SpeakingSubmitBody', additionalProperties: false },
)
export type SpeakingSubmitBody = Static<typeof SpeakingSubmitBody>

const Pending = literalUnion(SUBMISSION_STATUSES)

export const WritingSubmitResponse = Type.Object(
  { submissionId: Type.String(), status: Pending, message: Type.String() },
  { $id: 'WritingSubmitResponse' },
)
export type WritingSubmitResponse = Static<typeof WritingSubmitResponse>

export const SpeakingSubmitResponse = Type.Object(
  { submissionId: Type.String(), mainCardNumber: Type.Integer(), status: Pending, message: Type.String() },
  { $id: 'SpeakingSubmitResponse' },
)
export type SpeakingSubmitResponse = Static<typeof SpeakingSubmitResponse>

/** POST /api/mock-tests/submission/{id}/speaking: one submission per part, in the order listed. */
export const MockSpeakingSubmitResponse = Type.Object(
  { submissionIds: Type.Array(Type.String()), status: Pending, message: Type.String() },
  { $id: 'MockSpeakingSubmitResponse' },
)
export type MockSpeakingSubmitResponse = Static<typeof MockSpeakingSubmitResponse>

/** A stored photo or recording; `url` streams it (its owner and staff only). */
export const SubmissionFile = Type.Object({
  id: Type.String(),
  url: Type.String(),
  contentType: Type.String(),
  width: Type.Optional(Type.Integer()),
  height: Type.Optional(Type.Integer()),
  durationSeconds: Type.Optional(Type.Number()),
  /** A speaking sitting's recording on the staff screen: the role-play it answers (decision 0105). */
  part: Type.Optional(Type.Integer({ minimum: 1 })),
})
export type SubmissionFile = Static<typeof SubmissionFile>

/**
 * A writing or speaking submission as its student sees it. The evaluation fields stay null until
 * staff evaluate it (status 'evaluated'). Unnamed, so that an answer may hold it more than once
 * (shared/typebox/schema-id.ts); `Submission` is it named.
 */
export const SubmissionFields = Type.Object(
  {
    id: Type.String(),
    testId: Type.String(),
    testTitle: Type.String(),
    source: literalUnion(SUBMISSION_SOURCES),
    mode: literalUnion(SUBMISSION_MODES),
    status: literalUnion(SUBMISSION_STATUSES),
    createdAt: Type.String({ format: 'date-time' }),
    /** Speaking: the role-play this recording answers. */
    mainCardNumber: Nullable(Type.Integer()),
    /**
     * Speaking: the sitting whose role-plays are evaluated as one (decision 0105), named by its
     * first recording's id; each of its recordings carries the same marks, grade and PDF.
     */
    sittingId: Type.Optional(Type.String()),
    /** Computer-mode writing: words in the letter. */
    wordCount: Nullable(Type.Integer({ minimum: 0 })),
    files: Type.Array(SubmissionFile),
    /** Computer-mode writing: the letter. */
    writingAnswer: Nullable(Type.String()),
    marks: Nullable(Type.Number()),
    grade: Nullable(Grade),
    /** The current evaluation's score for each criterion (criterion id -> score). */
    criteria: Nullable(Type.Record(Type.String(), Type.Integer({ minimum: 0 }))),
    adminComments: Nullable(Type.String()),
    feedback: Nullable(Type.String()),
    /** The current evaluation's comments on phrases of the letter or moments of the recording. */
    anchoredComments: Type.Array(AnchoredComment),
    evaluationPdfUrl: Nullable(Type.String()),
    evaluatedAt: Nullable(Type.String({ format: 'date-time' })),
    /** True once final marks stand that two evaluators gave independently (a senior evaluator's where they disagreed). */
    doubleMarked: Type.Optional(Type.Boolean()),
  },
)
export const Submission = withId(SubmissionFields, 'Submission')
export type Submission = Static<typeof Submission>

/** The results calls: newest first. */
export const SubmissionList = Type.Array(Submission, { $id: 'SubmissionList' })
export type SubmissionList = Static<typeof SubmissionList>
