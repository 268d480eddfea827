import { WRITING_LOCKED_SECONDS, WRITING_TOTAL_SECONDS } from '#shared/timing/durations.ts'

/**
 * The reading time at the start of a mock's writing section, when the answer area is locked
 * (decision 0043): the exam's 5 of 45 minutes, and in practice the same share of the minutes
 * chosen, in whole minutes, at least one. Without a limit the exam's 5 minutes.
 */
export function mockWritingLockSeconds(writingLimitSeconds: number | null | undefined): number {
  if (typeof writingLimitSeconds !== 'number' || writingLimitSeconds >= WRITING_TOTAL_SECONDS) return WRITING_LOCKED_SECONDS
  const minutes = Math.round((writingLimitSeconds * WRITING_LOCKED_SECONDS) / WRITING_TOTAL_SECONDS / 60)
  return Math.max(1, minutes) * 60
}
