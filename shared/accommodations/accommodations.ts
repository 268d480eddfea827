/**
 * Accommodations an admin sets for a student with a documented need (issue 37, decision 0104):
 * extra time on every timed part, and a larger text size. Framework-free: the API host applies the
 * extra time to an attempt's limits in one place (its timing), and the screens read it from there.
 */

export const TEXT_SIZES = ['normal', 'large', 'larger'] as const
export type TextSize = (typeof TEXT_SIZES)[number]

/** Extra time is a whole percentage of every limit, up to double time. */
export const EXTRA_TIME_MAX_PERCENT = 100

/** The timing key that records the extra time an attempt's limits carry. */
export const EXTRA_TIME_KEY = 'extraTimePercent'

type Timing = Record<string, number | null>

/** A limit with the extra time on it, in whole seconds (rounded up: never less than the student is owed). */
export const extended = (seconds: number, percent: number): number => Math.ceil((seconds * (100 + percent)) / 100)

/** The extra time an attempt's limits carry (0 for none). */
export const extraTimeOf = (timing: Readonly<Timing>): number => {
  const percent = timing[EXTRA_TIME_KEY]
  return typeof percent === 'number' ? percent : 0
}

/** An attempt's limits as they were before any extra time. */
export function withoutExtraTime(timing: Readonly<Timing>): Timing {
  const percent = extraTimeOf(timing)
  return Object.fromEntries(
    Object.entries(timing).flatMap(([key, seconds]) =>
      key === EXTRA_TIME_KEY ? [] : [[key, seconds === null || percent === 0 ? seconds : Math.max(1, Math.round((seconds * 100) / (100 + percent)))]],
    ),
  )
}

/**
 * An attempt's limits with `percent` extra time on every one of them (part clocks, the writing
 * reading time, the total), whatever extra time they carried before: setting it on a running
 * attempt replaces the old figure rather than adding to it. No limit stays no limit.
 */
export function withExtraTime(timing: Readonly<Timing>, percent: number): Timing {
  const base = withoutExtraTime(timing)
  if (percent === 0) return base
  const scaled = Object.fromEntries(Object.entries(base).map(([key, seconds]) => [key, seconds === null ? null : extended(seconds, percent)]))
  return { ...scaled, [EXTRA_TIME_KEY]: percent }
}
