import { Type, type Static } from '@sinclair/typebox'
import { literalUnion } from '#shared/typebox/literal-union.ts'
import { ANSWERS_MAX_ENTRIES, AnswerMap } from '#shared/answers/schema.ts'
import { WRITING_ANSWER_MAX_LENGTH } from '#shared/submissions/submissions.ts'
import { QUESTION_ID_PATTERN } from '#shared/qtypes/question-id.ts'
import { Nullable, SubmitResult } from '#shared/results/schema.ts'
import { MOCK_SECTIONS } from '#shared/mock/mock.ts'
import { MockSectionName } from '#shared/mock/schema.ts'
import { ATTEMPT_MODES, DEVICE_ID_PATTERN } from '#shared/attempts/attempts.ts'

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
    /** When each saved answer was typed (server clock), so a device merges by the newer answer. */
    answerTimes: Type.Record(Type.String(), Type.String({ format: 'date-time' })),
    answersSavedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    /** When each timed part began, as the server recorded it (POST /api/attempts/{id}/parts/{part}/start). */
    partStartedAt: Type.Record(Type.String(), Type.String({ format: 'date-time' })),
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
 * PUT /api/attempts/{id}/answers: answers typed since the last save, each with the moment it was
 * typed (server clock). The server merges them into its copy question by question, the newer
 * answer winning, so two tabs or devices never erase each other's answers (decision 0037); a
 * retry is harmless. An answer without a time counts as typed when the server receives it. An
 * empty map is a sync: it tells the device what the others saved. Saved answers' limits, except
 * that a letter (a writing test's writingAnswer, a mock's writing:answer) may hold 20,000
 * characters: the service keeps every other answer to ANSWER_MAX_LENGTH.
 */
export const SaveAnswersBody = Type.Object(
  {
    answers: Type.Record(SavedAnswerKey, Type.String({ maxLength: WRITING_ANSWER_MAX_LENGTH }), {
      maxProperties: ANSWERS_MAX_ENTRIES,
      additionalProperties: false,
    }),
    typedAt: Type.Optional(
      Type.Record(SavedAnswerKey, Type.String({ format: 'date-time', maxLength: 40 }), {
        maxProperties: ANSWERS_MAX_ENTRIES,
        additionalProperties: false,
      }),
    ),
    /**
     * For a letter (one long answer): the time of the server's copy this one edits, '' when the
     * server had none. It is kept only if that is still the server's copy; otherwise the server's
     * letter is answered, for the device to merge with its own (decision 0082).
     */
    basedOn: Type.Optional(
      Type.Record(SavedAnswerKey, Type.Union([Type.String({ format: 'date-time', maxLength: 40 }), Type.Literal('')]), {
        maxProperties: 2,
        additionalProperties: false,
      }),
    ),
    device: Type.Optional(Type.String({ pattern: DEVICE_ID_PATTERN })),
    /** The device's page is closing (sent with its last save): it no longer counts as open elsewhere. */
    closing: Type.Optional(Type.Boolean()),
  },
  { $id: 'SaveAnswersBody', additionalProperties: false },
)
export type SaveAnswersBody = Static<typeof SaveAnswersBody>

export const SaveAnswersResponse = Type.Object({
  savedAt: Type.String({ format: 'date-time' }),
  serverNow: Type.String({ format: 'date-time' }),
  /** The server's answers this request did not send, or sent older than the server's (or, a letter, based on an older copy). */
  answers: AnswerMap,
  /** The time of each of those answers, and of each letter sent with basedOn that was kept: the copy a next save is based on. */
  answerTimes: Type.Record(Type.String(), Type.String({ format: 'date-time' })),
  /** How many other devices saved or synced this attempt in the last DEVICE_PRESENCE_SECONDS. */
  otherDevices: Type.Integer({ minimum: 0 }),
})
export type SaveAnswersResponse = Static<typeof SaveAnswersResponse>

/** POST /api/attempts/{id}/parts/{part}/start: when the part began; the first start is kept. */
export const PartStartResponse = Type.Object({
  startedAt: Type.String({ format: 'date-time' }),
  serverNow: Type.String({ format: 'date-time' }),
})

export const ServerTime = Type.Object({ now: Type.String({ format: 'date-time' }) })
export type PartStartResponse = Static<typeof PartStartResponse>
