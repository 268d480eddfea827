import { EVALUATION_TURNAROUND_HOURS, MOCK_PAPER_WRITING_MAX_IMAGES } from '#shared/constants.ts'

/** The mock screens' words. Those SPEC.md sections 2, 5 and 8 quote are kept exactly as quoted. */
export const MOCK_TEXTS = {
  hubTitle: 'Mock tests',
  loading: 'Loading test...',
  loadError: 'Error loading test',

  startingIn: 'Starting in',
  skip: 'Skip',

  confirmTitle: 'Confirm Navigation',
  confirmBody: 'Are you sure you want to go to the next part?',
  no: 'No',
  yes: 'Yes',

  selectModeTitle: 'Select Test Mode',
  computer: 'Computer-based',
  computerHint: 'Type your letter on screen.',
  paper: 'Paper-based',
  paperHint: `Write on paper, photograph your pages and upload them (at most ${MOCK_PAPER_WRITING_MAX_IMAGES} images).`,
  start: 'Start',
  maxImages: `Maximum ${MOCK_PAPER_WRITING_MAX_IMAGES} images allowed.`,

  submitFailedTitle: 'Submit failed',
  submitFailed: 'Submit failed',
  ok: 'OK',
  submittedTitle: 'Test Submitted!',
  score: 'Score',
  speakingSubmitted: 'Speaking submitted successfully!',
  submitted: 'Submitted successfully!',
  evaluatedWithin: `Your writing and speaking will be evaluated within ${EVALUATION_TURNAROUND_HOURS} hrs.`,
  continue: 'Continue',
  close: 'Close',
  uploading: (percent: number) => `Submitting: ${percent}%`,
} as const

/** The mock hub's words. */
export const MOCK_HUB_TEXTS = {
  scale: "Each section on OET's scale of 0 to 500, with its grade in brackets; writing and speaking from the evaluator's marks.",
} as const
