import {
  LISTENING_PRACTICE_DEFAULT_SECONDS,
  LISTENING_SIMULATION_PART_A_SECONDS,
  LISTENING_SIMULATION_PARTS_BC_SECONDS,
  MOCK_DEFAULT_MINUTES,
  MOCK_READING_PART_A_SECONDS,
  MOCK_READING_PARTS_BC_SECONDS,
  MOCK_SECTION_COUNTDOWN_SECONDS,
  STANDALONE_LISTENING_READING_SECONDS,
  WRITING_LOCKED_SECONDS,
  WRITING_TOTAL_SECONDS,
} from '#shared/timing/durations.ts'
import type { TestKind } from '#shared/test-kinds/test-kinds.ts'
import type { AttemptMode } from '#shared/attempts/attempts.ts'
import type { AttemptTiming } from '#shared/attempts/schema.ts'
import { MOCK_SECTIONS, type MockSection } from '#shared/mock/mock.ts'
import type { ListeningTest } from '#shared/listening/schema.ts'
import { secondsOfRecordings } from '#shared/timing/listening.ts'
import { mockWritingLockSeconds } from '#shared/timing/mock-writing.ts'

export interface TimingChoice {
  mode: AttemptMode
  /** Practice only: the minutes the student chose, or 'no-limit'. */
  minutes?: number | 'no-limit' | undefined
  /** A mock only: the sections chosen (all the mock has when the service calls this). */
  sections?: readonly MockSection[] | undefined
}

/** Reading time before each of the three listening parts, allowed on top of the parts' limits. */
const LISTENING_READING_ALLOWANCE = 3 * STANDALONE_LISTENING_READING_SECONDS

/**
 * The limits an attempt runs under (SPEC.md sections 4 and 9), fixed when it starts. The client
 * times each part; the server holds only the overall deadline, which is the sum. A listening
 * simulation whose recordings all give their length is timed by them (decision 0040): the parts
 * last as long as their reading times and recordings, not the spec's 15 and 45 minutes.
 */
export function timingFor(kind: TestKind, choice: TimingChoice, content?: unknown): AttemptTiming {
  if (kind === 'oet-writing') return { total: WRITING_TOTAL_SECONDS, locked: WRITING_LOCKED_SECONDS }
  if (kind === 'oet-speaking') return { total: null }
  if (kind === 'mock') return mockTiming(choice)
  if (choice.mode === 'simulation') {
    const listening = kind === 'oet-reading' ? null : (content as ListeningTest | undefined)
    const partA = (listening && secondsOfRecordings(listening, ['partA'])) ?? LISTENING_SIMULATION_PART_A_SECONDS
    const partsBC = (listening && secondsOfRecordings(listening, ['partB', 'partC'])) ?? LISTENING_SIMULATION_PARTS_BC_SECONDS
    const allowance = kind === 'oet-reading' ? 0 : LISTENING_READING_ALLOWANCE
    return { partA, partsBC, total: partA + partsBC + allowance }
  }
  if (choice.minutes === 'no-limit') return { total: null }
  return { total: choice.minutes ? choice.minutes * 60 : LISTENING_PRACTICE_DEFAULT_SECONDS }
}

/**
 * Speaking is untimed, but when it follows timed sections the deadline must leave room for it:
 * past the deadline the sweep submits the attempt and the recordings could no longer be sent.
 */
const MOCK_SPEAKING_ALLOWANCE_SECONDS = 20 * 60

/**
 * A mock's limits (SPEC.md section 9), only for the chosen timed sections: Listening 40 min,
 * Reading part A 900 s and parts B+C 2700 s, Writing 45 min, or the practice minutes for each.
 * The total adds each chosen section's 30 s "Starting in" countdown; speaking alone has none.
 * Writing's first minutes are its reading time (writingLocked), when the answer area is locked.
 */
function mockTiming(choice: TimingChoice): AttemptTiming {
  const chosen = choice.sections ?? MOCK_SECTIONS
  const minutes = choice.mode === 'practice' && typeof choice.minutes === 'number' ? choice.minutes * 60 : undefined
  const limits: Record<string, number> = {}
  if (chosen.includes('listening')) limits.listening = minutes ?? MOCK_DEFAULT_MINUTES.listening * 60
  if (chosen.includes('reading')) {
    limits.readingPartA = minutes ?? MOCK_READING_PART_A_SECONDS
    limits.readingPartsBC = minutes ?? MOCK_READING_PARTS_BC_SECONDS
  }
  if (chosen.includes('writing')) limits.writing = minutes ?? MOCK_DEFAULT_MINUTES.writing * 60
  const timed = Object.values(limits).reduce((sum, seconds) => sum + seconds, 0)
  // The writing section's reading time, inside its limit (decision 0043): not a clock of its own.
  if (limits.writing !== undefined) limits.writingLocked = mockWritingLockSeconds(limits.writing)
  if (timed === 0) return { total: null }
  const speaking = chosen.includes('speaking') ? MOCK_SPEAKING_ALLOWANCE_SECONDS : 0
  return { ...limits, total: timed + chosen.length * MOCK_SECTION_COUNTDOWN_SECONDS + speaking }
}

/** When the attempt must be in, or null without a limit. */
export const deadlineFor = (startedAt: Date, timing: AttemptTiming): Date | null =>
  timing.total == null ? null : new Date(startedAt.getTime() + timing.total * 1000)
