import { Type } from '@sinclair/typebox'
import { IDEMPOTENCY_KEY_MAX_LENGTH, IDEMPOTENCY_KEY_MIN_LENGTH } from '#shared/constants.ts'

/** A retry with the same key answers what the first request stored. */
export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(Type.String({ minLength: IDEMPOTENCY_KEY_MIN_LENGTH, maxLength: IDEMPOTENCY_KEY_MAX_LENGTH })),
})

export const SUBMIT_DESCRIPTION =
  'multipart/form-data (from the web server): attemptId (the open mock attempt), listeningAnswers and readingAnswers ' +
  '(JSON maps of question id to answer, ids as in the mock, not prefixed), writingAnswer (text), writingData (JSON {mode: "computer" | "paper"}), ' +
  'speakingResponses (JSON list of mainCardNumber), files writingFiles (JPEG, at most 2) and speakingFiles (WebM or Ogg, one per listed part, same order). ' +
  "Only the attempt's chosen sections may be sent. Listening and reading are marked leniently and scaled each on its own; " +
  'writing and speaking become pending submissions for staff. Retry safely with an Idempotency-Key; another submission of the attempt is 409.'
