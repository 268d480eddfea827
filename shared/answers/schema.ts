import { Type, type Static } from '@sinclair/typebox'
import { QUESTION_ID_MAX_LENGTH, QUESTION_ID_PATTERN } from '#shared/qtypes/question-id.ts'
import { ClientStartTime } from '#shared/answers/start-time-schema.ts'

/** DESIGN.md section 5 (bad input): limits of a saved or submitted answer map. */
export const ANSWERS_MAX_ENTRIES = 1000
export const ANSWER_MAX_LENGTH = 1000
export const KEY_TEXT_MAX_LENGTH = 1000

/**
 * Saved answers (SPEC.md section 3): question id -> answer text. At most 1000 entries, each
 * answer at most 1000 characters, each id a QuestionId (at most 64 characters); any other key is
 * refused rather than ignored.
 */
export const SavedAnswers = Type.Record(
  Type.String({ pattern: QUESTION_ID_PATTERN, maxLength: QUESTION_ID_MAX_LENGTH }),
  Type.String({ maxLength: ANSWER_MAX_LENGTH }),
  { maxProperties: ANSWERS_MAX_ENTRIES, additionalProperties: false },
)
export type SavedAnswers = Static<typeof SavedAnswers>

/** An answer map as the API sends it back (answers, answer keys): no input limits. */
export const AnswerMap = Type.Record(Type.String(), Type.String())
export type AnswerMap = Static<typeof AnswerMap>

/** An answer-key key: a question id, or in a mock a section-prefixed id ("reading:12"). */
export const ANSWER_KEY_ID_PATTERN = `^(?:(?:listening|reading):)?${QUESTION_ID_PATTERN.slice(1)}`

/** The answer key of an import document: question id -> correct-answer text, never empty. */
export const AnswerKey = Type.Record(
  Type.String({ pattern: ANSWER_KEY_ID_PATTERN }),
  Type.String({ minLength: 1, maxLength: KEY_TEXT_MAX_LENGTH }),
  { maxProperties: ANSWERS_MAX_ENTRIES, additionalProperties: false },
)
export type AnswerKey = Static<typeof AnswerKey>

/** The attempt being submitted (from POST /api/attempts); without it, the student's open one. */
const AttemptId = Type.String({ format: 'uuid' })

/**
 * When each submitted answer was typed (server clock, as in a save): the submit merges into the
 * saved sheet question by question, the newer answer winning; an answer without a time counts as
 * typed when the submit arrives.
 */
export const SubmittedAnswerTimes = Type.Record(
  Type.String({ pattern: QUESTION_ID_PATTERN, maxLength: QUESTION_ID_MAX_LENGTH }),
  Type.String({ format: 'date-time', maxLength: 40 }),
  { maxProperties: ANSWERS_MAX_ENTRIES, additionalProperties: false },
)

/**
 * POST /api/listening-tests/{testId}/submit. `startTime` is the client's start (null in
 * simulation); it is informational only: the attempt's server deadline is what counts.
 */
export const ListeningSubmitBody = Type.Object(
  {
    answers: SavedAnswers,
    typedAt: Type.Optional(SubmittedAnswerTimes),
    startTime: ClientStartTime,
    attemptId: Type.Optional(AttemptId),
  },
  { $id: 'ListeningSubmitBody', additionalProperties: false },
)
export type ListeningSubmitBody = Static<typeof ListeningSubmitBody>

/** POST /api/oet-listening-tests/{testId}/submit (also used by OET reading): body answers. */
export const OetSubmitBody = Type.Object(
  { answers: SavedAnswers, typedAt: Type.Optional(SubmittedAnswerTimes), attemptId: Type.Optional(AttemptId) },
  { $id: 'OetSubmitBody', additionalProperties: false },
)
export type OetSubmitBody = Static<typeof OetSubmitBody>

/** GET .../answer-key: the key, once the student has submitted an attempt at that test. */
export const AnswerKeyResponse = Type.Object(
  { correctAnswers: AnswerMap, message: Type.Optional(Type.String()) },
  { $id: 'AnswerKeyResponse' },
)
export type AnswerKeyResponse = Static<typeof AnswerKeyResponse>
