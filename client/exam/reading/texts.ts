/**
 * The words SPEC.md quotes for the reading screen (sections 2, 5 and 8), exactly as quoted.
 * ("Submission failed", the fallback of a failed submit, is useSubmit's.)
 */
export const SCREEN_TITLE = 'Reading Assessment'
export const LOADING_TEXT = 'Loading test...'
export const ERROR_TEXT = 'Error loading test'
export const NO_QUESTION_TEXT = 'No question for this extract.'
export const NO_PART_DATA_TEXT = 'No data for this part'
export const TIME_ENDED_TITLE = 'Your time for this part has ended'
export const SUBMITTED_TITLE = 'Test Submitted!'
export const NO_ANSWERS_TEXT = 'No answers provided!'
