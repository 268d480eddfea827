import { LISTENING_SIMULATION_PART_A_SECONDS, LISTENING_SIMULATION_PARTS_BC_SECONDS } from '#shared/timing/durations.ts'
import type { Attempt } from '#shared/attempts/schema.ts'
import type { AttemptMode } from '#shared/attempts/attempts.ts'
import type { PartName } from '#shared/reading/reading.ts'
import type { ListeningStep } from './listening-plan.ts'
import { extended, extraTimeOf } from '#shared/accommodations/accommodations.ts'

/** An attempt's limits in seconds by name (total, partA, partsBC, reading...), null for none. */
export type ListeningTiming = Attempt['timing']

/** A simulation's part clock: part A has its own, parts B and C share one (SPEC.md sections 4 and 9). */
export interface PartClock {
  key: 'partA' | 'partsBC'
  limitSeconds: number
}

/**
 * Which clock the header shows for a part.
 * - simulation: the part's clock, started when the part begins (its reading time over); the B/C
 *   clock starts in the first of B or C reached and runs on through the other. A limit the
 *   attempt sets (short ones in the product's own tests) wins over the constant; null in the
 *   attempt means no limit.
 * - practice: no part clock; the attempt's own deadline (chosen minutes, or none) is the clock.
 */
export function partClockFor(mode: AttemptMode, part: PartName, timing: ListeningTiming): PartClock | null {
  if (mode !== 'simulation') return null
  const key = part === 'partA' ? 'partA' : 'partsBC'
  const fallback = key === 'partA' ? LISTENING_SIMULATION_PART_A_SECONDS : LISTENING_SIMULATION_PARTS_BC_SECONDS
  const limit = timing[key] === undefined ? fallback : timing[key]
  return typeof limit === 'number' ? { key, limitSeconds: limit } : null
}

/**
 * The reading time before a screen's recording: the attempt's `reading` when it sets one (its
 * extra time already on it), else the step's own with the attempt's extra time (issue 37).
 */
export function readingSecondsFor(timing: ListeningTiming, step: ListeningStep): number {
  const reading = timing.reading
  if (typeof reading === 'number' && reading > 0) return reading
  const percent = extraTimeOf(timing)
  return percent > 0 && step.readingSeconds > 0 ? extended(step.readingSeconds, percent) : step.readingSeconds
}

/** The key under which a part's reading time is started (startPartClock), apart from the part clocks. */
export const readingClockKey = (part: PartName): string => `reading-${part}`
