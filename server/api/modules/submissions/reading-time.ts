import { clockText } from '#shared/timing/clock-text.ts'

/**
 * Why a letter sent while the answer area is still locked for the reading time is refused, and
 * how long is left, in words a student can act on (a writing test's letter, a mock's).
 */
export function readingTimeMessage(msLeft: number): string {
  const left = clockText(Math.ceil(msLeft / 1000))
  return `The reading time is not over yet: you can submit your letter once writing time starts, in ${left} (minutes:seconds).`
}
