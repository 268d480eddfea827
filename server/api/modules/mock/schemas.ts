export const SUBMIT_DESCRIPTION =
  'multipart/form-data (from the web server): attemptId (the open mock attempt), listeningAnswers and readingAnswers ' +
  '(JSON maps of question id to answer, ids as in the mock, not prefixed), writingAnswer (text), writingData (JSON {mode: "computer" | "paper"}), ' +
  'speakingResponses (JSON list of mainCardNumber), files writingFiles (JPEG, at most 2) and speakingFiles (WebM or Ogg, one per listed part, same order). ' +
  "Only the attempt's chosen sections may be sent. Listening and reading are marked leniently and scaled each on its own; " +
  "each section's review is every keyed question with the verdict stored for it, which its score counts; " +
  'writing and speaking become pending submissions for staff: a blank letter without photos is not queued. ' +
  "The answer's queuedForStaff says what is in the staff queue (writing: the letter; speakingParts: the recorded parts); " +
  'promise an evaluation only for those. A letter (typed or photos) sent during the writing section’s reading time ' +
  '(timing.writingLocked seconds from the section’s start on the server) is 409 and changes nothing, until the attempt’s deadline. ' +
  'Retry safely with an Idempotency-Key; another submission of the attempt is 409.'
