import type { MockTest } from '#shared/mock/schema.ts'
import { MOCK_SECTIONS, type MockSection } from '#shared/mock/mock.ts'
import type { MainCard } from '#shared/speaking/schema.ts'
import { orderedMainCards } from '#client/exam/speaking/role-cards.ts'
import { planListening, stepLabel, type ListeningStep } from '#client/exam/listening/listening-plan.ts'
import { partCGroups } from '#client/exam/reading/part-content.ts'
import { stepCount } from '#client/exam/reading/reading-flow.ts'

/**
 * One screen of a mock test. Listening: a part A extract, a part B question or a part C extract;
 * reading: part A, each part B text, each part C text; writing: the letter; speaking: each role-play.
 */
export type MockStep =
  | { section: 'listening'; listening: ListeningStep; label: string }
  | { section: 'reading'; part: 'partA' | 'partB' | 'partC'; index: number; label: string }
  | { section: 'writing'; label: string }
  | { section: 'speaking'; mainCard: MainCard; label: string }

export interface SectionPlan {
  section: MockSection
  steps: MockStep[]
}

/**
 * The clock a step runs under, as the attempt's timing names it (contract point 1): listening and
 * writing one each, reading part A its own and parts B and C one together; speaking has none.
 */
export type ClockKey = 'listening' | 'readingPartA' | 'readingPartsBC' | 'writing'

export function clockKeyOf(step: MockStep): ClockKey | null {
  if (step.section === 'reading') return step.part === 'partA' ? 'readingPartA' : 'readingPartsBC'
  return step.section === 'speaking' ? null : step.section
}

export const SECTION_LABELS: Record<MockSection, string> = {
  listening: 'Listening',
  reading: 'Reading',
  writing: 'Writing',
  speaking: 'Speaking',
}

/** The chosen sections the mock has, in the order Listening, Reading, Writing, Speaking, each with its screens. */
export function planMock(test: MockTest, chosen: readonly MockSection[] | null): SectionPlan[] {
  const sections = MOCK_SECTIONS.filter((section) => test[section] !== undefined && (chosen === null || chosen.includes(section)))
  return sections.map((section) => ({ section, steps: sectionSteps(test, section) })).filter((plan) => plan.steps.length > 0)
}

function sectionSteps(test: MockTest, section: MockSection): MockStep[] {
  if (section === 'listening' && test.listening) {
    const plan = planListening(test.listening)
    return plan.flatMap((part, partIndex) =>
      part.empty
        ? []
        : part.steps.map((listening, step) => ({
            section: 'listening' as const,
            listening,
            label: [`Part ${part.part.slice(-1)}`, stepLabel(plan, partIndex, step)].filter(Boolean).join(' · '),
          })),
    )
  }
  if (section === 'reading' && test.reading) {
    const reading = test.reading
    const partB = Array.from({ length: stepCount(reading, 'partB') }, (_, index) => ({
      section: 'reading' as const,
      part: 'partB' as const,
      index,
      label: `Part B · Text ${index + 1} of ${stepCount(reading, 'partB')}`,
    }))
    const groups = partCGroups(reading.partC)
    const partC = groups.map((_, index) => ({
      section: 'reading' as const,
      part: 'partC' as const,
      index,
      label: groups.length > 1 ? `Part C · Text ${index + 1} of ${groups.length}` : 'Part C',
    }))
    return [{ section: 'reading', part: 'partA', index: 0, label: 'Part A' }, ...partB, ...partC]
  }
  if (section === 'writing' && test.writing) return [{ section: 'writing', label: 'Letter' }]
  if (section === 'speaking' && test.speaking) {
    const cards = orderedMainCards(test.speaking)
    return cards.map((mainCard, index) => ({ section: 'speaking', mainCard, label: `Role-play ${index + 1} of ${cards.length}` }))
  }
  return []
}

/** Where the student is: a section of the plan and a screen in it. */
export interface MockPosition {
  sectionIndex: number
  step: number
}

export const FIRST_MOCK_POSITION: MockPosition = { sectionIndex: 0, step: 0 }

/** A stored position (section name and step) back to a place in the plan, or the start when it no longer fits. */
export function restoreMockPosition(plan: readonly SectionPlan[], stored: { part: string; step: number } | null): MockPosition {
  const sectionIndex = plan.findIndex((section) => section.section === stored?.part)
  if (!stored || sectionIndex < 0 || !Number.isInteger(stored.step) || stored.step < 0) return FIRST_MOCK_POSITION
  return { sectionIndex, step: Math.min(stored.step, plan[sectionIndex]!.steps.length - 1) }
}

/** The bottom bar's move from here: the next screen, the next section, or the end (Finish Mock). */
export type MockMove = { kind: 'next'; to: MockPosition } | { kind: 'section'; to: MockPosition } | { kind: 'finish' }

export function moveFrom(plan: readonly SectionPlan[], at: MockPosition): MockMove {
  const section = plan[at.sectionIndex]
  if (section && at.step + 1 < section.steps.length) return { kind: 'next', to: { sectionIndex: at.sectionIndex, step: at.step + 1 } }
  if (at.sectionIndex + 1 < plan.length) return { kind: 'section', to: { sectionIndex: at.sectionIndex + 1, step: 0 } }
  return { kind: 'finish' }
}

/**
 * Where a clock's end takes the student: past every screen under that clock. Reading part A's end
 * goes on to part B; any other clock's end to the next section, or to the submit after the last.
 */
export function afterClock(plan: readonly SectionPlan[], at: MockPosition): MockMove {
  const steps = plan[at.sectionIndex]?.steps ?? []
  const key = steps[at.step] ? clockKeyOf(steps[at.step]!) : null
  let step = at.step
  while (step + 1 < steps.length && clockKeyOf(steps[step + 1]!) === key) step += 1
  return moveFrom(plan, { sectionIndex: at.sectionIndex, step })
}

export const BOTTOM_BAR_TEXTS = { next: 'Next →', section: 'Next Section →', finish: 'Finish Mock', submitting: 'Submitting…' } as const
