/** The listening screen's words. Those SPEC.md sections 2, 5 and 8 quote are kept exactly as quoted. */
export const LISTENING_TEXTS = {
  loading: 'Loading test...',
  loadError: 'Error loading test',
  noPartData: 'No data for this part',
  noListeningData: 'No listening data',

  next: 'Next',
  start: 'Start',
  nextPart: 'Next Part',
  submit: 'Submit',
  previous: 'Previous',
  continue: 'Continue',
  no: 'No',
  yesSkip: 'Yes, Skip',
  yesContinue: 'Yes, Continue',
  noGoBack: 'No, go back',
  cancel: 'Cancel',

  skipReadingTitle: 'Skip Reading?',
  skipReadingBody: (seconds: number) => `You still have ${seconds} seconds remaining. Skip ahead?`,
  timesUpTitle: "Time's Up!",
  readingExpired: 'Reading time expired. Starting now...',
  stepReadingLabel: 'Reading time',
  stepReadingHint: 'Read the questions: the recording starts when the reading time ends.',
  startRecordingNow: 'Start the recording now',
  partTimeOver: (partLabel: string, toSubmit: boolean) =>
    `The time for ${partLabel} is over. Your answers are kept. ${toSubmit ? 'Your test will now be submitted.' : 'The next part starts now.'}`,
  /** A simulation's recording ended and the test moved on by itself: where to, "Part A · Extract 2 of 2", or the submit. */
  recordingEnded: (next: string | 'submit') =>
    `The recording has ended. Your answers are kept. ${next === 'submit' ? 'Your test is being submitted.' : `Now: ${next}.`}`,
  /** Before a practice submit: the recordings the student has not heard and cannot hear afterwards. */
  unheardTitle: 'Recordings not heard',
  unheard: (count: number) =>
    count === 1
      ? 'This recording has not been heard to its end. Once you submit, it can never be heard, and its questions are marked as they are:'
      : `These ${count} recordings have not been heard to their end. Once you submit, they can never be heard, and their questions are marked as they are:`,

  proceedTitle: 'Are you sure you want to proceed?',
  finishSectionTitle: 'Confirm Finish Section',
  noAnswersYetTitle: 'No answers yet',
  finishExtractTitle: 'Finish this extract?',
  reviewTitle: 'Review before you submit',
  keepWorking: 'Keep working',
  answeredCount: (answered: number, total: number) => `You've answered ${answered} of ${total} questions...`,

  noAnswersProvided: 'No answers provided!',
  keyFailed: 'Failed to load answer key',
} as const
