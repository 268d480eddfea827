import {
  LISTENING_PRACTICE_DEFAULT_SECONDS,
  LISTENING_SIMULATION_PART_A_SECONDS,
  LISTENING_SIMULATION_PARTS_BC_SECONDS,
} from '#shared/timing/durations.ts'
import { PART_NAMES, type PartName } from '#shared/reading/reading.ts'
import type { TestSummary } from '#shared/test-kinds/schema.ts'
import type { MinutesChoice, StartPlan } from './StartDialog.tsx'
import { partLabel } from './test-facts.ts'

/** Practice limits offered, with the test's own length when it is not one of them. */
const PRACTICE_MINUTES = [15, 30, 45, 60] as const
/**
 * Preselected: the test's own length, so a practice run is not cut off halfway through Part B
 * (decision 0039); the spec's 900 s only where a test gives no length.
 */
const FALLBACK_MINUTES = LISTENING_PRACTICE_DEFAULT_SECONDS / 60

const minuteChoices = (own: number | undefined): MinutesChoice[] => [
  ...[...new Set([...PRACTICE_MINUTES, ...(own ? [own] : [])])].sort((a, b) => a - b),
  'no-limit',
]

const partA = LISTENING_SIMULATION_PART_A_SECONDS / 60
const partsBC = LISTENING_SIMULATION_PARTS_BC_SECONDS / 60
const HINTS = {
  listening: {
    practice: () => 'Your own pace: choose a time limit or none. You can pause the audio and go back with Previous.',
    simulation: (minutes: number | undefined) =>
      `Timed like the exam${minutes ? `, about ${minutes} minutes` : ''}: time to read the questions before each recording, and each recording plays once, straight through: you cannot pause, seek or replay it, and Previous is not available.`,
  },
  reading: {
    practice: () => 'Your own pace: choose a time limit or none, and move between parts freely.',
    simulation: () => `Timed like the exam: Part A ${partA} minutes and it closes when they end, then Parts B and C together ${partsBC} minutes. The clock cannot be paused.`,
  },
} as const

export type HubSkill = keyof typeof HINTS

/** A listening or reading test's start: practice first, its own length preselected; listening's parts can be left out. */
export function testStartPlan(skill: HubSkill, test: TestSummary): StartPlan<PartName> {
  const own = test.durationMinutes
  const available = PART_NAMES.filter((part) => test.parts?.includes(part))
  return {
    modes: ['practice', 'simulation'],
    hints: { practice: HINTS[skill].practice(), simulation: HINTS[skill].simulation(own) },
    minutes: {
      legend: 'Time limit',
      choices: minuteChoices(own),
      initial: own || FALLBACK_MINUTES,
      label: (choice) => (choice === 'no-limit' ? 'No time limit' : `${choice} minutes${choice === own ? ' (full test)' : ''}`),
    },
    ...(skill === 'listening' && available.length > 1
      ? { parts: { legend: 'Parts', available, label: partLabel, none: 'Choose at least one part.', placement: 'last' as const } }
      : {}),
    submit: 'Start test',
  }
}
