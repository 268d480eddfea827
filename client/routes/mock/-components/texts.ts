import { EVALUATION_TURNAROUND_HOURS, BLANK_LETTER_MESSAGE, NO_IMAGE_MESSAGE } from '#shared/submissions/submissions.ts'
import { bodyWordsText } from '#shared/writing/letter-body.ts'
import { plural } from '#client/lib/plural.ts'

/** "writing", "writing and speaking", "a, b and c". */
const listed = (items: readonly string[]) => (items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`)

/** The mock screens' words. Those SPEC.md sections 2, 5 and 8 quote are kept exactly as quoted. */
export const MOCK_TEXTS = {
  loading: 'Loading test...',
  loadError: 'Error loading test',
  /** A section's screen still arriving over a slow connection (SPEC.md section 2's fallback). */
  screenLoading: 'Loading...',

  startingIn: 'Starting in',
  skip: 'Skip',

  confirmTitle: 'Confirm Navigation',
  confirmBody: 'Are you sure you want to go to the next part?',
  no: 'No',
  yes: 'Yes',

  submitFailedTitle: 'Submit failed',
  /** The server already held the attempt: it was received, nothing failed. */
  receivedTitle: 'Already submitted',
  received:
    'This mock had already been submitted (from another tab or device, or when its time ran out), so nothing more was sent. Its results page shows what was received: the scores, and the writing and speaking with their evaluations once they are done.',
  toResults: 'See the results',
  submitFailed: 'Submit failed',
  ok: 'OK',
  submittedTitle: 'Test Submitted!',
  score: 'Score',
  speakingSubmitted: 'Speaking submitted successfully!',
  submitted: 'Submitted successfully!',
  /** The 24-hour promise, for what the staff queue really holds: "writing", "speaking (Part 1)"... */
  evaluatedWithin: (queued: readonly string[]) => `Your ${listed(queued)} will be evaluated within ${EVALUATION_TURNAROUND_HOURS} hrs.`,
  queuedSpeaking: (parts: readonly number[], all: boolean) => (all ? 'speaking' : `speaking (${listed(parts.map((part) => `Part ${part}`))})`),
  letterNotSent: 'No letter was sent (nothing was typed or photographed), so there is no writing to evaluate.',
  partsNotSent: (parts: readonly number[]) =>
    `Speaking ${listed(parts.map((part) => `Part ${part}`))} had no recording, so ${parts.length === 1 ? 'it' : 'they'} will not be evaluated.`,
  nothingQueued: 'Nothing from this mock was sent for evaluation.',
  /** A part whose recording the server could not take, once sent again from the result (decision 0057). */
  partResent: (part: number) => `Part ${part} was sent. It will be evaluated within ${EVALUATION_TURNAROUND_HOURS} hrs.`,

  /** Before Finish Mock: what is about to be sent, and SPEC.md section 5's refusals. */
  finishTitle: 'Finish the mock?',
  finishLead: 'Your whole mock is submitted at once. You cannot change any section afterwards.',
  notEvaluatedNote: 'nothing to evaluate',
  cancel: 'Cancel',
  yesSubmit: 'Yes, Submit',
  answeredOf: (answered: number, total: number) => `${answered} of ${total} answered`,
  nothingTyped: 'nothing typed',
  /** The letter's body, as the OET guide counts it: "letter: 183 words in the body; guide 180-200". */
  bodyWords: (words: number) => `letter: ${bodyWordsText(words)}`,
  photosChosen: (photos: number) => (photos === 0 ? 'no photo chosen' : `letter: ${plural(photos, 'photo', 'photos')}`),
  partState: (part: number, source: 'recording' | 'upload' | null) =>
    `Part ${part} ${source === 'recording' ? 'recorded' : source === 'upload' ? 'file chosen' : 'missing'}`,
  notReadyTitle: 'Not ready to submit',
  /** Under the gaps: what submitting anyway means (decision 0085), so a student without a microphone is not stuck. */
  notReadyLead: 'What is listed here will not be evaluated if you submit now. The rest of your mock is submitted and marked, and no section can be changed afterwards.',
  submitWithout: 'Submit without them',
  goTo: (where: string) => `Go to ${where}`,
  /** SPEC.md section 5's words. */
  blankLetter: BLANK_LETTER_MESSAGE,
  noPhoto: NO_IMAGE_MESSAGE,
  noRecording: 'Please record or upload an audio file first.',
  continue: 'Continue',
  close: 'Close',
  uploading: (percent: number) => `Submitting: ${percent}%`,
} as const

/** The mock hub's words. */
export const MOCK_HUB_TEXTS = {
  scale: "Each section on OET's scale of 0 to 500, with its grade in brackets; writing and speaking from the evaluator's marks.",
} as const
