import {
  LISTENING_RECORDING_ALLOWANCE_SECONDS,
  OET_LISTENING_READING_SECONDS,
  STANDALONE_LISTENING_READING_SECONDS,
} from '#shared/timing/durations.ts'
import type { ListeningTest } from '#shared/listening/schema.ts'
import { isExtractListeningTest } from '#shared/listening/listening.ts'
import type { PartName } from '#shared/reading/reading.ts'

/** What the timing of a listening test is made of: each recording, in order, with the reading time before it. */
export interface TimedRecording {
  readingSeconds: number
  /** Null when the content does not give the recording's length. */
  durationSeconds: number | null
}

interface RecordingFields {
  readingSeconds?: number | undefined
  durationSeconds?: number | undefined
}

const timed = (recording: RecordingFields, defaultReading: number): TimedRecording => ({
  readingSeconds: recording.readingSeconds ?? defaultReading,
  durationSeconds: recording.durationSeconds ?? null,
})

/**
 * A part's recordings: one per extract (parts A and C) or question (part B) in the extract form,
 * each read for the OET's 30, 15 or 90 seconds unless the content says otherwise; the standalone
 * form's one recording per part, after its 60 seconds (SPEC.md section 9).
 */
export function partRecordings(test: ListeningTest, part: PartName): TimedRecording[] {
  if (!isExtractListeningTest(test)) {
    const standalone = test[part]
    return standalone ? [timed(standalone, STANDALONE_LISTENING_READING_SECONDS)] : []
  }
  const reading = OET_LISTENING_READING_SECONDS[part]
  if (part === 'partA') return (test.partA?.extracts ?? []).map((extract) => timed(extract, reading))
  if (part === 'partB') return (test.partB?.questions ?? []).map((question) => timed(question, reading))
  return (test.partC?.extracts ?? []).map((extract) => timed(extract, reading))
}

/**
 * How long the given parts last as their recordings run: reading time, recording and the move on,
 * for each. Null when a recording does not give its length, or there is none: the caller then
 * keeps the spec's clocks.
 */
export function secondsOfRecordings(test: ListeningTest, parts: readonly PartName[]): number | null {
  const recordings = parts.flatMap((part) => partRecordings(test, part))
  if (recordings.length === 0) return null
  let total = 0
  for (const recording of recordings) {
    if (recording.durationSeconds === null) return null
    total += recording.readingSeconds + recording.durationSeconds + LISTENING_RECORDING_ALLOWANCE_SECONDS
  }
  return Math.ceil(total)
}
