import { MOCK_DEFAULT_MINUTES, MOCK_READING_PART_A_SECONDS, MOCK_READING_PARTS_BC_SECONDS } from '#shared/timing/durations.ts'
import { MOCK_SECTIONS, type MockSection } from '#shared/mock/mock.ts'
import type { TestSummary } from '#shared/test-kinds/schema.ts'
import type { StartPlan } from '#client/components/hub/StartDialog.tsx'
import { SECTION_LABELS } from './mock-plan.ts'

/** Practice minutes offered for each timed section. */
const PRACTICE_MINUTES = [10, 20, 30, 45] as const

/** Starting a mock: which of its sections to sit (all by default), then simulation (preselected) or practice. */
export function mockStartPlan(test: TestSummary): StartPlan<MockSection> {
  return {
    modes: ['simulation', 'practice'],
    hints: {
      practice: 'Your own pace: the minutes you choose apply to each timed section (Listening, Reading Part A, Reading Parts B and C, Writing).',
      simulation: `Timed like the exam: Listening ${MOCK_DEFAULT_MINUTES.listening} minutes, Reading ${MOCK_DEFAULT_MINUTES.reading} (Part A ${MOCK_READING_PART_A_SECONDS / 60}, Parts B and C ${MOCK_READING_PARTS_BC_SECONDS / 60}), Writing ${MOCK_DEFAULT_MINUTES.writing}. Each section moves on by itself when its time ends.`,
    },
    minutes: { legend: 'Minutes for each section', choices: PRACTICE_MINUTES, initial: PRACTICE_MINUTES[1], label: (choice) => `${choice} minutes` },
    parts: {
      legend: 'Sections',
      available: MOCK_SECTIONS.filter((section) => test.parts?.includes(section)),
      label: (section) => SECTION_LABELS[section],
      none: 'Choose at least one section.',
      placement: 'first',
    },
    submit: 'Start mock',
  }
}
