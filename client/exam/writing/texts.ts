import { EVALUATION_TURNAROUND_HOURS, BLANK_LETTER_MESSAGE, NO_IMAGE_MESSAGE } from '#shared/submissions/submissions.ts'
import { MOCK_PAPER_WRITING_MAX_IMAGES } from '#shared/media/upload-limits.ts'
import { MOCK_MAX_IMAGES_MESSAGE } from '#shared/media/upload-limits.ts'
import { plural } from '#client/lib/plural.ts'

/** The writing screen's and hub's words. Those SPEC.md sections 2, 5 and 8 quote are kept exactly as quoted. */
export const WRITING_TEXTS = {
  loading: 'Loading test...',
  loadError: 'Error loading test',

  taskBox: 'Writing Task Instructions',
  computer: 'Computer-based',
  paper: 'Paper-based',
  /** The choice in the page, which may change until the letter is sent. */
  modeLegend: 'How will you answer?',
  computerHint: 'Type your letter in the box below.',
  paperHint: 'Write on paper, then upload photos of your pages.',
  /** The mock's "Select Test Mode" (SPEC.md section 2): chosen once, before the answer shows. */
  selectModeTitle: 'Select Test Mode',
  modeLegendOnce: 'How will you answer? You cannot change this afterwards.',
  computerHintOnce: 'Type your letter on screen.',
  paperHintOnce: `Write on paper, photograph your pages and upload them (at most ${MOCK_PAPER_WRITING_MAX_IMAGES} images).`,
  start: 'Start',
  /** The mock's paper mode takes at most 2 photos (SPEC.md section 5). */
  maxImages: MOCK_MAX_IMAGES_MESSAGE,
  yourAnswer: 'Your Answer',
  imagesSelected: (count: number) => `${count} image(s) selected`,
  checkingPhotos: 'Checking the photos…',
  /** SPEC.md section 2's "unlocks after 5 minutes", with the minutes of the reading time said. */
  locked: (seconds: number) => `Reading time: the answer area unlocks after ${plural(Math.round(seconds / 60), 'minute', 'minutes')}.`,
  timeUp: 'Your time is up: the answer area is closed.',

  submitTest: 'Submit Test',
  confirmTitle: 'Confirm Submission',
  cancel: 'Cancel',
  yesSubmit: 'Yes, Submit',
  submitting: (percent: number) => `Submitting: ${percent}%`,
  submittedTitle: 'Test Submitted',
  /** In place of the clock once the server holds the letter. */
  submitted: 'Submitted',
  failedTitle: 'Submission Failed',
  ok: 'OK',
  failedFallback: 'Submission failed. Please try again.',
  cannotReach: 'Cannot reach the server. Your work is kept on this device: check your connection and try again.',
  backToLetter: 'Back to my answer',
  /** The server already held the letter (a 409 "already submitted"): it was received, nothing failed. */
  receivedTitle: 'Already submitted',
  received:
    'Your letter for this test had already reached us (sent from another tab or device, or by an earlier try whose answer was lost on the way), so nothing was sent twice.',
  receivedNext: `It is waiting for an evaluator and will be evaluated within ${EVALUATION_TURNAROUND_HOURS} hrs. You will find it, and later its evaluation, under "My writing submissions".`,
  toSubmissions: 'See my submissions',
  tryAgain: 'Try again',
  leaveTest: 'Leave the test',

  /** SPEC.md section 5's words, the same the server answers with. */
  typeFirst: BLANK_LETTER_MESSAGE,
  uploadFirst: NO_IMAGE_MESSAGE,

  /** The 24-hour promise of SPEC.md sections 1 and 9. */
  evaluatedWithin: `Your writing will be evaluated within ${EVALUATION_TURNAROUND_HOURS} hrs.`,
  viewPdf: 'View PDF',

  /** A letter open on two devices (decision 0082). */
  checkingOtherDevice: 'Checking for changes made on your other device…',
  conflictTitle: 'Your letter was changed on another device at the same time',
  conflictBody:
    'Both versions are kept. Yours is in the answer box; the other device’s is below. Copy anything you need from it, then choose which version to go on with.',
  conflictOther: 'The other device’s version',
  keepMine: 'Keep my version',
  useOther: 'Use the other version',
  conflictUnsaved: 'Not saved until you choose a version',

  /** Practice's automatic checks (issue 35). */
  checkLetter: 'Check my letter',
  checking: 'Checking your letter…',
  checkedBefore: 'You have changed your letter since it was checked: check it again to see where things are now.',
  showInLetter: 'Show in my letter',
  practiceTitle: 'Practice: check your letter as you write',
  practiceHint: 'Spelling, register, layout, length and the case notes, checked whenever you ask. The exam has no such help.',
  simulationTitle: 'Exam conditions',
  simulationHint: 'No checks while you write, as in the exam. Your letter is checked after you submit it.',

  /** Asked before leaving while work has not reached the server. */
  leaveSending: 'Your test is being submitted. If you leave now, it may not arrive.',
  leaveLetter: 'Your latest typing has not reached the server yet. Stay a moment so it can be saved.',
  leavePhotos: 'Your photos have not been sent. If you leave, you will have to choose them again.',
} as const
