/** What the countdowns show and say; pure, so the timing rules are tested without a clock. */

const pad = (n: number) => String(n).padStart(2, '0')
/** Whole seconds, never negative: a deadline just passed shows 00:00, not -00:01. */
const whole = (seconds: number) => (Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : 0)

/**
 * "mm:ss", minutes not capped at 59 (a 75-minute test shows 75:00): the circle's format.
 * Seconds round up, so the clock shows 00:00 only once time is really up.
 */
export function formatMinutesSeconds(seconds: number): string {
  const s = whole(seconds)
  return `${pad(Math.floor(s / 60))}:${pad(s % 60)}`
}

/** "mm:ss" below an hour, "h:mm:ss" from an hour up: the header's format. */
export function formatClock(seconds: number): string {
  const s = whole(seconds)
  if (s < 3600) return formatMinutesSeconds(s)
  return `${Math.floor(s / 3600)}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`
}

/** How much of the ring is left, from 1 (full) to 0 (empty). */
export function remainingFraction(secondsLeft: number, totalSeconds: number): number {
  if (!(totalSeconds > 0)) return 0
  return Math.min(1, Math.max(0, secondsLeft / totalSeconds))
}

/** Below five minutes a countdown turns to its warning colour (the digits say the same in words). */
export const isLowTime = (secondsLeft: number | null): boolean => secondsLeft !== null && secondsLeft <= 300

/** The moments a screen reader hears about, latest last: five minutes left, then one. */
export const TIME_MARKS = [
  { seconds: 300, text: '5 minutes remaining' },
  { seconds: 60, text: '1 minute remaining' },
] as const

/**
 * What to announce now that the clock moved from `previous` to `current` seconds left, or null.
 * A mark is announced when the clock crosses it while the timer is shown (previous above it,
 * current at or below it); opening a screen with 3 minutes left announces nothing, since the
 * student can read the clock. If one step crosses both marks (a tab woken after sleeping), only
 * the later one is said.
 */
export function crossedMarkAnnouncement(previous: number | null, current: number | null): string | null {
  if (previous === null || current === null) return null
  let text: string | null = null
  for (const mark of TIME_MARKS) if (previous > mark.seconds && current <= mark.seconds) text = mark.text
  return text
}

/** A mark's words, in force from the moment the clock crossed it. */
export interface TimeWarning {
  text: string
  /** The mark's seconds: the clock going back above it (the next part's clock) ends the warning. */
  mark: number
}

/** How long a warning stays on screen after its mark, in seconds of the clock; screen readers hear it once. */
export const WARNING_SHOWN_SECONDS = 20

/**
 * The warning in force once the clock moved from `previous` to `current` seconds left: a mark just
 * crossed, else the one before unless the clock is back above its mark (a new part's clock, which
 * must not open with the last part's "1 minute remaining").
 */
export function nextTimeWarning(warning: TimeWarning | null, previous: number | null, current: number | null): TimeWarning | null {
  if (current === null) return null
  const crossed = crossedMarkAnnouncement(previous, current)
  if (crossed !== null) return { text: crossed, mark: TIME_MARKS.find((mark) => mark.text === crossed)!.seconds }
  return warning && current <= warning.mark ? warning : null
}

/** Whether the warning is still on screen: for WARNING_SHOWN_SECONDS after its mark. */
export const warningShown = (warning: TimeWarning | null, current: number | null): boolean =>
  warning !== null && current !== null && current > warning.mark - WARNING_SHOWN_SECONDS
