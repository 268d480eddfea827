/** Why recording cannot start, in words a student can act on. */
export type MicrophoneProblemKind = 'refused' | 'missing' | 'busy' | 'unsupported'

export const MICROPHONE_MESSAGES: Record<MicrophoneProblemKind, string> = {
  refused:
    'Microphone access was refused, so nothing can be recorded. To allow it, select the padlock or camera icon at the left of the address bar, set Microphone to Allow, then reload this page. On an iPhone or iPad, open Settings, then Safari, then Microphone, and choose Allow. You can also upload a recording instead.',
  missing:
    'No microphone was found. Connect a microphone or a headset with one, then try again. You can also upload a recording instead.',
  busy: 'Your microphone could not be started: another app or browser tab may be using it. Close it, then try again.',
  unsupported:
    'This browser cannot record audio here. Please use a recent version of Chrome, Edge, Firefox or Safari, or upload a recording instead.',
}

export class MicrophoneProblem extends Error {
  constructor(readonly kind: MicrophoneProblemKind) {
    super(MICROPHONE_MESSAGES[kind])
    this.name = 'MicrophoneProblem'
  }
}

// Error names from getUserMedia across browsers, old Chrome names included.
const REFUSED = new Set(['NotAllowedError', 'PermissionDeniedError', 'SecurityError'])
const MISSING = new Set(['NotFoundError', 'DevicesNotFoundError', 'OverconstrainedError', 'ConstraintNotSatisfiedError'])
const BUSY = new Set(['NotReadableError', 'TrackStartError', 'AbortError'])

/** What a failed getUserMedia (or MediaRecorder start) means for the student. */
export function microphoneProblemOf(error: unknown): MicrophoneProblem {
  if (error instanceof MicrophoneProblem) return error
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : ''
  if (REFUSED.has(name)) return new MicrophoneProblem('refused')
  if (MISSING.has(name)) return new MicrophoneProblem('missing')
  if (BUSY.has(name)) return new MicrophoneProblem('busy')
  return new MicrophoneProblem('unsupported')
}
