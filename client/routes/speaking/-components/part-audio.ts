import { extensionFor } from '#client/lib/recorder/recording-type.ts'
import type { RecordedAudio } from '#client/lib/recorder/recorder.ts'
import type { RecorderStatus } from '#client/lib/recorder/use-recorder.ts'
import { SPEAKING_TEXTS } from './texts.ts'

/** The response to one role-play: a recording made here or a file the student chose. */
export interface PartAudio {
  blob: Blob
  source: 'recording' | 'upload'
  /** The chosen file's name; a recording gets one when it is sent. */
  name: string
  mimeType: string
  /** Known for recordings (the browser's WebM has none written in it); the server measures it anyway. */
  durationSeconds: number | null
}

export const fromRecording = (recorded: RecordedAudio): PartAudio => ({
  blob: recorded.blob,
  source: 'recording',
  name: `recording.${extensionFor(recorded.mimeType)}`,
  mimeType: recorded.mimeType,
  durationSeconds: recorded.durationSeconds,
})

export const fromFile = (file: File): PartAudio => ({
  blob: file,
  source: 'upload',
  name: file.name,
  mimeType: file.type,
  durationSeconds: null,
})

/**
 * SPEC.md section 5: the standalone screen takes only .webm files ("webm"), the mock screen any
 * audio/* type ("audio"). Answers the message to show, or null when the file is accepted.
 * Browsers type .webm files as audio/webm or video/webm, so the name decides there.
 */
export function uploadRefusal(file: { name: string; type: string }, rule: 'webm' | 'audio'): string | null {
  if (rule === 'webm') return /\.webm$/i.test(file.name.trim()) ? null : SPEAKING_TEXTS.webmOnly
  return file.type.toLowerCase().startsWith('audio/') ? null : SPEAKING_TEXTS.audioOnly
}

export interface ControlState {
  recorder: RecorderStatus
  /** Asking for the microphone, or finishing a recording. */
  busy: boolean
  hasAudio: boolean
  /** The preparation time is running: the card is for reading. */
  preparing: boolean
}

/**
 * Which controls can be used (SPEC.md section 4): recording and upload each disable the other.
 * A response from one source blocks the other until it is deleted, so nothing is replaced by accident.
 */
export function availableControls({ recorder, busy, hasAudio, preparing }: ControlState) {
  const open = !preparing && !busy
  const active = recorder !== 'idle'
  return {
    record: open && !active && !hasAudio,
    pauseResume: active && !busy,
    stop: active && !busy,
    upload: open && !active && !hasAudio,
    remove: hasAudio && !active,
  }
}

/** Why Submit cannot go ahead yet, or null: SPEC.md section 5's message when there is no audio. */
export function submitRefusal(recorder: RecorderStatus, audio: PartAudio | null, noAudioMessage: string): string | null {
  if (recorder !== 'idle') return SPEAKING_TEXTS.stopFirst
  if (!audio || audio.blob.size === 0) return noAudioMessage
  return null
}
