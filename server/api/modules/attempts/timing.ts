import {
  LISTENING_PRACTICE_DEFAULT_SECONDS,
  LISTENING_SIMULATION_PART_A_SECONDS,
  LISTENING_SIMULATION_PARTS_BC_SECONDS,
  MOCK_DEFAULT_MINUTES,
  MOCK_READING_PART_A_SECONDS,
  MOCK_READING_PARTS_BC_SECONDS,
  STANDALONE_LISTENING_READING_SECONDS,
  WRITING_LOCKED_SECONDS,
  WRITING_TOTAL_SECONDS,
} from '#shared/constants.ts'
import type { TestKind } from '#shared/contracts/test-kinds.ts'
import type { AttemptMode, AttemptTiming } from '#shared/contracts/attempts.ts'

export interface TimingChoice {
  mode: AttemptMode
  /** Practice only: the minutes the student chose, or 'no-limit'. */
  minutes?: number | 'no-limit' | undefined
}

/** Reading time before each of the three listening parts, allowed on top of the parts' limits. */
const LISTENING_READING_ALLOWANCE = 3 * STANDALONE_LISTENING_READING_SECONDS

/**
 * The limits an attempt runs under (SPEC.md sections 4 and 9), fixed when it starts. The client
 * times each part; the server holds only the overall deadline, which is the sum.
 */
export function timingFor(kind: TestKind, choice: TimingChoice): AttemptTiming {
  if (kind === 'oet-writing') return { total: WRITING_TOTAL_SECONDS, locked: WRITING_LOCKED_SECONDS }
  if (kind === 'oet-speaking') return { total: null }
  if (kind === 'mock') {
    const { listening, reading, writing } = MOCK_DEFAULT_MINUTES
    const minutes = choice.mode === 'practice' && typeof choice.minutes === 'number' ? choice.minutes : undefined
    return {
      listening: (minutes ?? listening) * 60,
      readingPartA: minutes ? minutes * 60 : MOCK_READING_PART_A_SECONDS,
      readingPartsBC: minutes ? minutes * 60 : MOCK_READING_PARTS_BC_SECONDS,
      writing: (minutes ?? writing) * 60,
      total: ((minutes ?? listening) + (minutes ?? reading) + (minutes ?? writing)) * 60,
    }
  }
  if (choice.mode === 'simulation') {
    const allowance = kind === 'oet-reading' ? 0 : LISTENING_READING_ALLOWANCE
    return {
      partA: LISTENING_SIMULATION_PART_A_SECONDS,
      partsBC: LISTENING_SIMULATION_PARTS_BC_SECONDS,
      total: LISTENING_SIMULATION_PART_A_SECONDS + LISTENING_SIMULATION_PARTS_BC_SECONDS + allowance,
    }
  }
  if (choice.minutes === 'no-limit') return { total: null }
  return { total: choice.minutes ? choice.minutes * 60 : LISTENING_PRACTICE_DEFAULT_SECONDS }
}

/** When the attempt must be in, or null without a limit. */
export const deadlineFor = (startedAt: Date, timing: AttemptTiming): Date | null =>
  timing.total == null ? null : new Date(startedAt.getTime() + timing.total * 1000)
