import { EVALUATION_TURNAROUND_HOURS } from '#shared/submissions/submissions.ts'
import { SPEAKING_RECORDING_MAX_SECONDS } from '#shared/speaking/speaking.ts'
import { clockText } from '#shared/timing/clock-text.ts'

const LIMIT_MINUTES = SPEAKING_RECORDING_MAX_SECONDS / 60

/** OET speaking: 3 minutes to read each role-play card before the role-play begins. */
export const PREPARATION_SECONDS = 180

/** The speaking screens' and hub's words (the hub's title is its route's). Those SPEC.md sections 2, 5 and 8 quote are kept exactly as quoted. */
export const SPEAKING_TEXTS = {
  loading: 'Loading test...',
  loadError: 'Error loading test.',

  setting: 'SETTING',
  tasks: 'TASKS',

  preparationTitle: 'Preparation time',
  preparationIntro: `Read the card: as in the OET, you have ${PREPARATION_SECONDS / 60} minutes to prepare. Recording opens when the time is up.`,
  skipPreparation: 'Skip preparation time',
  preparationOver: 'Preparation time is over. You can record your response now.',

  responseHeading: (part: number) => `Record or Upload Response (Part ${part})`,
  mockResponseHeading: (part: number) => `Part ${part}: Record or Upload`,
  record: 'Record',
  pause: 'Pause',
  resume: 'Resume',
  stop: 'Stop',
  delete: 'Delete',
  uploadWebm: 'Or upload a .webm recording',
  uploadAudio: 'Upload Audio',
  oneSourceHint: 'To use a different recording or file, delete this one first.',
  notRecordedYet: 'Not recording',
  recording: 'Recording',
  paused: 'Paused',
  silentHint: 'We cannot hear anything. Check that your microphone is on and not muted.',
  levelLabel: 'Microphone level',
  recordingLimit: `A response may be up to ${LIMIT_MINUTES} minutes long. Recording stops by itself at ${LIMIT_MINUTES}:00.`,
  ofLimit: `of ${LIMIT_MINUTES}:00`,
  stoppedAtLimit: `Recording stopped at the ${LIMIT_MINUTES}-minute limit. Your recording so far is kept below.`,
  draftFound: (seconds: number) =>
    `Your recording so far (${clockText(seconds)}) was kept when the page closed. Listen to it, keep it as your response, or record again.`,
  draftPlayer: 'Your recording so far',
  keepDraft: 'Keep this recording',
  recordAgain: 'Record again',
  checkingFile: (name: string) => `Checking ${name}…`,
  fileTooLong: (name: string, seconds: number) =>
    `${name} is ${clockText(seconds)} long. A response may be at most ${LIMIT_MINUTES} minutes: please choose a shorter recording.`,

  submitPart: (part: number) => `Submit Part ${part}`,
  submitAll: 'Submit All Completed Parts',
  stopFirst: 'Stop the recording before submitting.',

  /** SPEC.md section 5. */
  noAudio: 'Record or upload audio before submitting.',
  mockNoAudio: 'Please record or upload an audio file first.',
  webmOnly: 'Please upload a .webm audio file',
  audioOnly: 'Please upload a valid audio file',

  confirmTitle: (part: number) => `Submit Part ${part}`,
  confirmBody: (part: number) => `Are you sure you want to submit this audio for part ${part}? You won't be able to redo it.`,
  cancel: 'Cancel',
  yesSubmit: 'Yes, submit',
  mockConfirmTitle: (part: number) => `Submit Part ${part}?`,
  yes: 'Yes',

  uploadingTitle: (part: number) => `Submitting Part ${part}`,
  uploading: (percent: number) => `Uploading: ${percent}%`,
  mockUploadingTitle: 'Submitting your recordings',
  uploadingAll: (percent: number) => `Uploading All Files: ${percent}%`,
  processing: 'All sent. The server is preparing your recording for the evaluator…',

  completeTitle: 'Test Complete',
  completeBody: (parts: number) => `You've successfully submitted ${parts === 2 ? 'both' : `all ${parts}`} parts.`,
  mockCompleteTitle: 'All Parts Submitted!',
  mockCompleteBody: `Staff will evaluate your recordings within ${EVALUATION_TURNAROUND_HOURS} hrs.`,
  ok: 'OK',
  partSubmitted: (part: number) => `Part ${part} submitted. It will be evaluated within ${EVALUATION_TURNAROUND_HOURS} hrs.`,
  partCollected: (part: number) => `Part ${part} is ready. It will be sent with the other parts at the end.`,

  leaveRecording: 'You are recording. If you leave now, this recording is lost.',
  leaveUnsent: 'Your recording has not been sent. It stays in this browser for when you come back, but staff receive it only when you submit it.',
  keptTitle: 'Completed parts',
  keptIntro: 'Kept in this browser and sent together with the last part.',
  keptPart: (part: number) => `Part ${part}`,
  partDeleted: (part: number) => `Part ${part} deleted. Record or upload it again.`,

  partsTitle: 'Your parts',
  partState: (part: number, state: string) => `Part ${part}: ${state}`,
  stateMissing: 'missing, not recorded or uploaded yet',
  stateSent: 'sent to staff',
  stateRecorded: (seconds: number | null) => `recorded${seconds !== null ? `, ${clockText(seconds)}` : ''}`,
  stateFile: (name: string, seconds: number | null) => `file ${name}${seconds !== null ? `, ${clockText(seconds)}` : ''}`,
  stateReady: 'ready to send',
  stateNotConfirmed: 'not confirmed yet',
  stateRefused: (reason: string) => `not accepted. ${reason}`,
  partMissing: (part: number) => `Part ${part} is missing. Record or upload it, then submit it.`,
  refusedHere: (reason: string) => `This response was not accepted: ${reason} Delete it, then record or upload it again.`,
  partialTitle: 'Not every part was submitted',
  partialIntro: 'The parts sent are with staff. Record or upload the others again, then submit them.',

  /** A mock's part whose recording the server could not take (decision 0057): why, and a way to send it again. */
  partRefused: (part: number, reason: string) => `Part ${part} was not accepted: ${reason}`,
  resendHeading: (part: number) => `Part ${part}: record or upload it again`,
  sendAgain: (part: number) => `Send Part ${part}`,
  sendingPart: (part: number, percent: number) => `Sending Part ${part}: ${percent}%`,

  failedTitle: 'Submission Failed',
  failed: 'Submission failed. Please try again.',
  mockFailed: 'Failed to submit all audios.',

  allSubmitted: 'You have submitted every part of this test. Staff will evaluate your recordings.',
  pending: `Your recording will be evaluated within ${EVALUATION_TURNAROUND_HOURS} hrs.`,
  /** A role-play sent after the others were evaluated: the one result is evaluated again with it. */
  pendingAgain: `A role-play sent after this evaluation is waiting: your result will be evaluated again with it within ${EVALUATION_TURNAROUND_HOURS} hrs.`,
  viewPdf: 'View PDF',
} as const

/** SPEC.md section 2: the title "prefixed OET" (not twice, when the content's title has it already). */
export const speakingTitle = (title: string): string => (/^OET\b/i.test(title.trim()) ? title.trim() : `OET ${title.trim()}`)
