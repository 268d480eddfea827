import { Type, type Static } from '@sinclair/typebox'
import { literalUnion } from '#shared/contracts/literal-union.ts'
import { ANSWERS_MAX_ENTRIES, AnswerMap } from '#shared/contracts/answers.ts'
import { WRITING_ANSWER_MAX_LENGTH } from '#shared/contracts/submissions.ts'
import { QUESTION_ID_PATTERN } from '#shared/qtypes/question-id.ts'
import { Nullable, SubmitResult } from '#shared/contracts/results.ts'
import { MOCK_SECTIONS, MockSectionName } from '#shared/contracts/mock.ts'

export const ATTEMPT_MODES = ['practice', 'simulation'] as const
export const AttemptMode = literalUnion(ATTEMPT_MODES)
export type AttemptMode = (typeof ATTEMPT_MODES)[number]

/** Limits in seconds by part or section, fixed at start; `total` drives the server's deadline. */
export const AttemptTiming = Type.Record(Type.String({ maxLength: 32 }), Type.Union([Type.Integer({ minimum: 1, maximum: 86_400 }), Type.Null()]), {
  maxProperties: 12,
})
export type AttemptTiming = Static<typeof AttemptTiming> & { total: number | null }

/** POST /api/attempts: start (or resume) a sitting of a test. */
export const StartAttemptBody = Type.Object(
  {
    testId: Type.String({ format: 'uuid' }),
    mode: AttemptMode,
    /** Practice: the minutes chosen, or 'no-limit'; simulation ignores it. */
    minutes: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 300 }), Type.Literal('no-limit')])),
    /** Shorter limits for the product's own browser tests; refused unless the server allows it. */
    timing: Type.Optional(AttemptTiming),
    /**
     * A mock only: the sections to sit, any non-empty subset of those the mock has; absent means
     * all of them. Stored and sat in the order Listening, Reading, Writing, Speaking.
     */
    sections: Type.Optional(Type.Array(MockSectionName, { minItems: 1, maxItems: MOCK_SECTIONS.length, uniqueItems: true })),
  },
  { $id: 'StartAttemptBody', additionalProperties: false },
)
export type StartAttemptBody = Static<typeof StartAttemptBody>

export const Attempt = Type.Object(
  {
    id: Type.String(),
    testId: Type.String(),
    kind: Type.String(),
    mode: AttemptMode,
    status: literalUnion(['open', 'submitted'] as const),
    timing: AttemptTiming,
    startedAt: Type.String({ format: 'date-time' }),
    deadlineAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    /** The server's clock when it answered, so the client can correct its own. */
    serverNow: Type.String({ format: 'date-time' }),
    answers: AnswerMap,
    answersSavedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    result: Type.Union([SubmitResult, Type.Null()]),
    /** A mock's chosen sections in the order they are sat; null for any other test. */
    sections: Nullable(Type.Array(MockSectionName)),
  },
  { $id: 'Attempt' },
)
export type Attempt = Static<typeof Attempt>

/** A saved answer's key: a question id, a mock's section-prefixed id, or a mock's letter (writing:answer). */
const SavedAnswerKey = Type.String({ pattern: `^(?:(?:listening|reading|writing):)?${QUESTION_ID_PATTERN.slice(1)}` })

/**
 * PUT /api/attempts/{id}/answers: the whole answer map, so a retry is harmless. Saved answers'
 * limits, except that a letter (a writing test's writingAnswer, a mock's writing:answer) may hold
 * 20,000 characters: the service keeps every other answer to ANSWER_MAX_LENGTH.
 */
export const SaveAnswersBody = Type.Object(
  {
    answers: Type.Record(SavedAnswerKey, Type.String({ maxLength: WRITING_ANSWER_MAX_LENGTH }), {
      maxProperties: ANSWERS_MAX_ENTRIES,
      additionalProperties: false,
    }),
  },
  { $id: 'SaveAnswersBody', additionalProperties: false },
)
export type SaveAnswersBody = Static<typeof SaveAnswersBody>

export const SaveAnswersResponse = Type.Object({
  savedAt: Type.String({ format: 'date-time' }),
  serverNow: Type.String({ format: 'date-time' }),
})

export const ServerTime = Type.Object({ now: Type.String({ format: 'date-time' }) })
