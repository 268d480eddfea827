import type { AnswerMap } from '#shared/answers/schema.ts'
import type { MockKeyedSection, MockSection } from '#shared/mock/mock.ts'
import type { AnswerMode } from '#client/exam/writing/writing-submission.ts'
import { countWords } from '#shared/submissions/submissions.ts'
import { countBodyWords } from '#shared/writing/letter-body.ts'
import { sectionAnswers, WRITING_ANSWER_KEY } from './mock-answers.ts'
import { SECTION_LABELS, type MockPosition, type SectionPlan } from './mock-plan.ts'
import { MOCK_TEXTS } from './texts.ts'

/** The mock's work as it stands in this browser, just before Finish Mock. */
export interface MockWork {
  plan: readonly SectionPlan[]
  /** The question ids of each keyed section, as the content has them. */
  questionIds: Readonly<Record<MockKeyedSection, readonly string[]>>
  /** The attempt's whole answer map, keys prefixed by section. */
  answers: AnswerMap
  writingMode: AnswerMode | null
  photos: number
  /** How each role-play's response came, by main card number; a part without one is missing. */
  speaking: ReadonlyMap<number, { source: 'recording' | 'upload' }>
  /** The writing section's clock still runs, so its letter can still be written. */
  writingOpen: boolean
}

/** One line of the confirmation: a chosen section and what it holds. */
export interface SectionState {
  section: MockSection
  label: string
  detail: string
  /** Nothing of it would reach an evaluator. */
  nothingToEvaluate: boolean
}

/** Work SPEC.md section 5 refuses to submit, where it is, and how to get there. */
export interface MockGap {
  message: string
  where: string
  position: MockPosition
}

/**
 * What Finish Mock is about to send, section by section, and what SPEC.md section 5 refuses before
 * a student's submit: a blank letter (or no photo) while the writing clock still runs, and a
 * role-play without a recording. The clock ending a section or the mock sends what exists instead.
 */
export function mockReadiness(work: MockWork): { states: SectionState[]; gaps: MockGap[] } {
  const states: SectionState[] = []
  const gaps: MockGap[] = []
  work.plan.forEach((plan, sectionIndex) => {
    const label = SECTION_LABELS[plan.section]
    const at = (step: number) => ({ sectionIndex, step })
    switch (plan.section) {
      case 'listening':
      case 'reading': {
        const ids = work.questionIds[plan.section]
        const given = sectionAnswers(work.answers, plan.section)
        const answered = ids.filter((id) => (given[id] ?? '').trim() !== '').length
        states.push({ section: plan.section, label, detail: MOCK_TEXTS.answeredOf(answered, ids.length), nothingToEvaluate: false })
        return
      }
      case 'writing': {
        const letter = writingState(work)
        states.push({ section: 'writing', label, detail: letter.detail, nothingToEvaluate: letter.gap !== null })
        if (letter.gap && work.writingOpen) gaps.push({ message: letter.gap, where: `${label} · ${plan.steps[0]!.label}`, position: at(0) })
        return
      }
      case 'speaking': {
        const parts = plan.steps.flatMap((step, index) => (step.section === 'speaking' ? [{ part: step.mainCard.mainCardNumber, label: step.label, index }] : []))
        const missing = parts.filter(({ part }) => !work.speaking.has(part))
        const detail = parts.map(({ part }) => MOCK_TEXTS.partState(part, work.speaking.get(part)?.source ?? null)).join(', ')
        states.push({ section: 'speaking', label, detail, nothingToEvaluate: missing.length === parts.length })
        for (const { label: step, index } of missing) gaps.push({ message: MOCK_TEXTS.noRecording, where: `${label} · ${step}`, position: at(index) })
        return
      }
    }
  })
  return { states, gaps }
}

function writingState(work: MockWork): { detail: string; gap: string | null } {
  if (work.writingMode === 'paper') {
    return { detail: MOCK_TEXTS.photosChosen(work.photos), gap: work.photos === 0 ? MOCK_TEXTS.noPhoto : null }
  }
  const letter = work.answers[WRITING_ANSWER_KEY] ?? ''
  // Blank is judged on the whole text (SPEC.md section 5); the size shown is the body's, as the
  // writing screen, the results and the evaluator count it.
  if (countWords(letter) === 0) return { detail: MOCK_TEXTS.nothingTyped, gap: MOCK_TEXTS.blankLetter }
  return { detail: MOCK_TEXTS.bodyWords(countBodyWords(letter)), gap: null }
}
