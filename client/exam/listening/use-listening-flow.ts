import { useCallback, useMemo, useState } from 'react'
import type { AttemptSession } from '#client/lib/exam/use-attempt.ts'
import { opensWithReading, placeFromPosition, READING_STEP, type Place } from './listening-moves.ts'
import type { ListeningPlan } from './listening-plan.ts'
import { partClockFor, readingClockKey, readingSecondsFor } from './listening-timing.ts'

/**
 * Where the student is in the plan, whether the part's reading time (its instruction dialog) or
 * the screen's own reading time is still on, when the screen's recording began, and the clocks
 * that run from there. The place is saved at each move (savePosition) and each clock's start,
 * and each recording's, is recorded once on the server (startPartClock, markPart), so a reload,
 * or another device, comes back to the same screen with the same time left and the recording
 * where it would be now.
 */
export function useListeningFlow(plan: ListeningPlan, session: AttemptSession) {
  const [initial] = useState(() =>
    placeFromPosition(plan, session.position, session.partStarts, session.attempt?.mode === 'simulation'),
  )
  const [place, setPlace] = useState<Place>(initial.place)
  const [reading, setReading] = useState(initial.reading)
  // The furthest part reached: going back (practice) and forward again does not reopen its reading time.
  const [furthest, setFurthest] = useState(initial.place.partIndex)
  const { startPartClock, markPart, savePosition, attempt, partStarts } = session
  const mode = attempt?.mode ?? 'practice'
  const timing = attempt?.timing ?? { total: null }
  const partName = plan[place.partIndex]!.part
  const step = plan[place.partIndex]!.steps[place.step]!
  const readingSeconds = readingSecondsFor(timing, step)
  const { recordingKey } = step
  const recordingStartedAt = recordingKey === null ? null : (partStarts[recordingKey] ?? null)
  const clock = partClockFor(mode, partName, timing)
  const clockKey = clock?.key ?? null
  const clockLimit = clock?.limitSeconds ?? null

  // startPartClock keeps the first start it is given and answers the same end ever after, so
  // calling it while rendering is safe: it is what makes the clock survive a reload.
  const readingEndsAt = useMemo(
    () => (reading ? startPartClock(readingClockKey(partName), readingSeconds) : null),
    [reading, partName, readingSeconds, startPartClock],
  )
  // A clock an earlier part already started (B's, in part C) runs on through this part's reading time.
  const clockRunning =
    !reading || plan.slice(0, place.partIndex).some((earlier) => partClockFor(mode, earlier.part, timing)?.key === clockKey)
  const partEndsAt = useMemo(
    () => (clockRunning && clockKey !== null ? startPartClock(clockKey, clockLimit) : null),
    [clockRunning, clockKey, clockLimit, startPartClock],
  )
  // A later extract's reading time runs beside its questions until its recording has begun.
  const stepReading = !reading && step.readsFirst && recordingStartedAt === null
  const stepReadingEndsAt = useMemo(
    () => (stepReading ? startPartClock(`reading-${recordingKey}`, readingSeconds) : null),
    [stepReading, recordingKey, readingSeconds, startPartClock],
  )

  /** The screen's reading time is over or skipped: its recording begins, once for good. */
  const startRecording = useCallback(() => {
    if (recordingKey !== null) markPart(recordingKey)
  }, [recordingKey, markPart])

  /** The part's reading time is over or skipped: the part begins, and its first recording. */
  const begin = useCallback(() => {
    setReading(false)
    startRecording()
    savePosition(partName, place.step)
  }, [partName, place.step, savePosition, startRecording])

  const go = useCallback(
    (target: Place) => {
      const nowReading = target.partIndex > furthest && opensWithReading(plan, target.partIndex)
      setPlace(target)
      setReading(nowReading)
      setFurthest(Math.max(furthest, target.partIndex))
      savePosition(plan[target.partIndex]!.part, nowReading ? READING_STEP : target.step)
    },
    [furthest, plan, savePosition],
  )

  return {
    place,
    reading,
    readingSeconds,
    readingEndsAt,
    stepReading,
    stepReadingEndsAt,
    recordingStartedAt,
    clock,
    partEndsAt,
    begin,
    startRecording,
    go,
  }
}
