import { useCallback, useMemo, useState } from 'react'
import type { AttemptSession } from '#client/lib/exam/use-attempt.ts'
import { opensWithReading, placeFromPosition, READING_STEP, type Place } from './listening-moves.ts'
import type { ListeningPlan } from './listening-plan.ts'
import { partClockFor, readingClockKey, readingSecondsFor } from './listening-timing.ts'

/**
 * Where the student is in the plan, whether the part's reading time is still on, and the clocks
 * that run from there. The place is saved at each move (savePosition) and each clock's start is
 * recorded once on the server (startPartClock), so a reload, or another device, comes back to the
 * same screen with the same time left.
 */
export function useListeningFlow(plan: ListeningPlan, session: AttemptSession) {
  const [initial] = useState(() => placeFromPosition(plan, session.position))
  const [place, setPlace] = useState<Place>(initial.place)
  const [reading, setReading] = useState(initial.reading)
  // The furthest part reached: going back (practice) and forward again does not reopen its reading time.
  const [furthest, setFurthest] = useState(initial.place.partIndex)
  const { startPartClock, savePosition, attempt } = session
  const mode = attempt?.mode ?? 'practice'
  const timing = attempt?.timing ?? { total: null }
  const partName = plan[place.partIndex]!.part
  const readingSeconds = readingSecondsFor(timing)
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

  /** The reading time is over or skipped: the part begins. */
  const begin = useCallback(() => {
    setReading(false)
    savePosition(partName, place.step)
  }, [partName, place.step, savePosition])

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

  return { place, reading, readingSeconds, readingEndsAt, clock, partEndsAt, begin, go }
}
