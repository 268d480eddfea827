import { SPEAKING_RECORDING_MAX_SECONDS } from '#shared/speaking/speaking.ts'
import { mediaTypeOfName } from '#shared/media/media-types.ts'
import type { AudioProbe } from '#client/lib/recorder/audio-probe.ts'
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

export const fromFile = (file: File, durationSeconds: number | null): PartAudio => ({
  blob: file,
  source: 'upload',
  name: file.name,
  mimeType: file.type || mediaTypeOfName(file.name) || 'application/octet-stream',
  durationSeconds,
})

/** A chosen file taken as the part's response, or the message that says why not. */
export type FileCheck = { audio: PartAudio } | { refusal: string }

/**
 * SPEC.md section 5, judged by the file's content (decision 0047): the standalone screen takes a
 * .webm recording ("webm"), the mock screen any audio ("audio"), whatever type the browser
 * declares (Chromium calls a .webm recording video/webm). A file the browser cannot play is
 * refused with the spec's message; one longer than the limit is refused by name before any byte
 * is sent. A file whose length the browser could not read in time goes on: the server measures it.
 */
export async function checkChosenFile(file: File, rule: 'webm' | 'audio', probe: (file: File) => Promise<AudioProbe>): Promise<FileCheck> {
  const refused = rule === 'webm' ? SPEAKING_TEXTS.webmOnly : SPEAKING_TEXTS.audioOnly
  if (rule === 'webm' && !/\.webm$/i.test(file.name.trim())) return { refusal: refused }
  const heard = await probe(file)
  if (heard.kind === 'not-audio') return { refusal: refused }
  if (heard.kind === 'audio' && heard.seconds > SPEAKING_RECORDING_MAX_SECONDS) {
    return { refusal: SPEAKING_TEXTS.fileTooLong(file.name, heard.seconds) }
  }
  return { audio: fromFile(file, heard.kind === 'audio' ? heard.seconds : null) }
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
