import type { Attempt } from '#shared/attempts/schema.ts'
import type { AttemptMode } from '#shared/attempts/attempts.ts'
import type { PartName } from '#shared/reading/reading.ts'

/**
 * Which clock a reading test shows and what its end does (SPEC.md sections 2, 4 and 9).
 * - Simulation: Part A has its own clock (timing.partA, 15 minutes), then Parts B and C share one
 *   (timing.partsBC, 45 minutes) that starts when Part B is first reached.
 * - Practice: no part clocks; the minutes the student chose are one clock for the whole test,
 *   which is the attempt's own deadline on the server (or none: "No time limit").
 * In both, the attempt's deadline is the last word: whichever ends first is the clock shown.
 */
export type PartClockKey = 'partA' | 'partsBC'

/** An attempt's limits in seconds by key (total, partA, partsBC...), as the server fixed them at start. */
export type Timing = Attempt['timing']

export interface PartClock {
  /** The key its start is recorded under on the server (and the timing key it reads). */
  key: PartClockKey
  limitSeconds: number
}

export function partClockFor(part: PartName, mode: AttemptMode, timing: Timing): PartClock | null {
  if (mode !== 'simulation') return null
  const key: PartClockKey = part === 'partA' ? 'partA' : 'partsBC'
  const limit = timing[key]
  return typeof limit === 'number' && limit > 0 ? { key, limitSeconds: limit } : null
}

export interface ShownClock {
  /** When it reaches zero, on the server's clock (ms). */
  endsAt: number
  /** Its full length, for the ring. */
  totalSeconds: number
  /** A part clock ends the part; the deadline ends the test. */
  source: 'part' | 'deadline'
  label: string
}

interface ClockInputs {
  partClock: PartClock | null
  /** When the part clock ends (from startPartClock), or null without one. */
  partEndsAt: number | null
  /** The attempt's deadline (ms), or null without a limit. */
  deadline: number | null
  timing: Timing
}

const PART_CLOCK_LABELS: Record<PartClockKey, string> = { partA: 'Part A time left', partsBC: 'Parts B and C time left' }

/** The clock that ends first, or null when nothing limits the test. */
export function shownClock({ partClock, partEndsAt, deadline, timing }: ClockInputs): ShownClock | null {
  if (partClock && partEndsAt !== null && (deadline === null || partEndsAt <= deadline)) {
    return { endsAt: partEndsAt, totalSeconds: partClock.limitSeconds, source: 'part', label: PART_CLOCK_LABELS[partClock.key] }
  }
  if (deadline === null) return null
  return { endsAt: deadline, totalSeconds: timing.total ?? 0, source: 'deadline', label: 'Time left' }
}

/**
 * What happens when the shown clock reaches zero:
 * - 'next-part': the "Your time for this part has ended" dialog; Next goes to Part B, Part A closed;
 * - 'submit-after-dialog': the same dialog; Next submits (Parts B and C are the end of the test);
 * - 'submit-now': the attempt's own deadline: the answers are submitted at once, as typed.
 */
export type Expiry = 'next-part' | 'submit-after-dialog' | 'submit-now'

export function expiryOf(clock: ShownClock, part: PartName): Expiry {
  if (clock.source === 'deadline') return 'submit-now'
  return part === 'partA' ? 'next-part' : 'submit-after-dialog'
}
