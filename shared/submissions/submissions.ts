/** Writing and speaking submissions' texts and kinds (no TypeBox: its schemas are in schema.ts beside it; limits: shared/media/upload-limits.ts). */

/** Staff evaluate a writing or speaking submission within this many hours of its sending. */
export const EVALUATION_TURNAROUND_HOURS = 24

export const WRITING_ANSWER_MAX_LENGTH = 20_000
/** The key under which a writing attempt autosaves the typed letter (PUT /api/attempts/{id}/answers). */
export const WRITING_ANSWER_KEY = 'writingAnswer'

/** SPEC.md section 5's texts, and the answers to a submission. */
export const BLANK_LETTER_MESSAGE = 'Please type your answer before submitting.'
export const NO_IMAGE_MESSAGE = 'Please upload at least one image of your handwritten test.'
export const WRITING_SUBMITTED_MESSAGE = `Submitted. Your writing will be evaluated within ${EVALUATION_TURNAROUND_HOURS} hrs.`
export const SPEAKING_SUBMITTED_MESSAGE = `Submitted. Your speaking will be evaluated within ${EVALUATION_TURNAROUND_HOURS} hrs.`
export const MOCK_SPEAKING_SUBMITTED_MESSAGE = `All parts submitted. Your speaking will be evaluated within ${EVALUATION_TURNAROUND_HOURS} hrs.`
export const TEST_ALREADY_SUBMITTED_MESSAGE = 'This test has already been submitted.'
export const PART_ALREADY_SUBMITTED_MESSAGE = 'This part has already been submitted.'
/** The 409 of a mock attempt the server already holds (another tab sent it, or its clock closed it and its uploads came). */
export const MOCK_ALREADY_SUBMITTED_MESSAGE = 'This mock test attempt has already been submitted.'
/** A second writing submission of a test while the first waits (decision 0032): one per student in the queue. */
export const WRITING_PENDING_MESSAGE =
  'Your letter for this test is already waiting for evaluation. You can submit this test again once it has been evaluated.'
/**
 * A mock attempt with writing (or speaking) while an earlier attempt's writing (or speaking) of
 * that mock waits for evaluation (decision 0032): its other sections can be sat meanwhile.
 */
export const MOCK_PENDING_MESSAGE =
  'Your earlier writing or speaking for this mock test is still waiting for evaluation. You can sit that section again once it has been evaluated; meanwhile you can sit the other sections.'
export const SUBMISSION_SKILLS = ['writing', 'speaking'] as const
export type SubmissionSkill = (typeof SUBMISSION_SKILLS)[number]
export const SUBMISSION_SOURCES = ['test', 'mock'] as const
export type SubmissionSource = (typeof SUBMISSION_SOURCES)[number]
export const SUBMISSION_MODES = ['computer', 'paper', 'audio'] as const
export type SubmissionMode = (typeof SUBMISSION_MODES)[number]
export const SUBMISSION_STATUSES = ['pending', 'evaluated'] as const
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number]

/** Words as a student counts them: runs of non-space characters (the writing screen's live count too). */
export function countWords(text: string): number {
  const trimmed = text.trim()
  return trimmed === '' ? 0 : trimmed.split(/\s+/u).length
}
