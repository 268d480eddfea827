import { WRITING_TOTAL_SECONDS } from '#shared/timing/durations.ts'
import { mockWritingLockSeconds } from '#shared/timing/mock-writing.ts'
import { conflict } from '../../errors.ts'
import type { AttemptRow } from '../attempts/repository.ts'
import { readingTimeMessage } from '../submissions/reading-time.ts'

/** The writing section's part clock: the server records it when the section begins (decision 0020). */
const WRITING_PART = 'writing'

/**
 * When the writing section's reading time ends (decision 0043), server ms: its start on the
 * server plus its locked seconds; null while the section has not begun.
 */
function unlockAt(row: AttemptRow): number | null {
  const start = row.partStartedAt[WRITING_PART]
  if (start === undefined) return null
  const timing = row.timing
  const locked = typeof timing.writingLocked === 'number' ? timing.writingLocked : mockWritingLockSeconds(timing.writing)
  return Date.parse(start) + locked * 1000
}

/**
 * A mock's letter (typed, or photos) is refused during its section's reading time, as the writing
 * test's is (decision 0056): nothing changes and the attempt stays open. Once the attempt's
 * deadline has passed the mock is being ended by its clock, and what exists is taken.
 */
export function requireWritingUnlocked(row: AttemptRow, hasLetter: boolean, at: Date) {
  if (!hasLetter || row.status !== 'open') return
  if (row.deadlineAt !== null && at.getTime() >= row.deadlineAt.getTime()) return
  const end = unlockAt(row)
  if (end !== null && at.getTime() < end) throw conflict(readingTimeMessage(end - at.getTime()))
}

/**
 * Whether a mock's letter was written under the exam's timed conditions (decision 0056), as staff
 * see it ("Timed: 45 min"): the writing section ran for the exam's 45 minutes and the letter came
 * in time (after the deadline and grace, the letter saved in time counts; photos that came late
 * were not written in time).
 */
export function writingTimed(row: AttemptRow, late: boolean, typed: boolean): boolean {
  return row.timing.writing === WRITING_TOTAL_SECONDS && row.deadlineAt !== null && (!late || typed)
}
