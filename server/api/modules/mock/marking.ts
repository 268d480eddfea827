import { MOCK_KEYED_SECTIONS, mockKeyId, splitMockKeyId, type MockKeyedSection, type MockSection } from '#shared/contracts/mock.ts'
import type { Grade } from '#shared/contracts/results.ts'
import { markAnswers } from '#shared/marking/index.ts'
import { gradeFor, scaleScore } from '#shared/scoring/index.ts'
import type { TestRow } from '../tests/repository.ts'
import { markAttempt, markedTestOf } from '../attempts/marking.ts'
import type { MarkedAttempt } from '../attempts/repository.ts'

export interface MarkedSection {
  score: number
  grade: Grade
  /** Questions of the section answered right, and of it in all. */
  correct: number
  total: number
  /** The section's answers and key, un-prefixed ("1", not "listening:1"). */
  yourAnswers: Record<string, string>
  correctAnswers: Record<string, string>
}

/** One section's part of a prefixed map ("listening:1" -> "1"). */
export function sectionOf(map: Readonly<Record<string, string>>, section: MockKeyedSection): Record<string, string> {
  const part: Record<string, string> = {}
  for (const [key, value] of Object.entries(map)) {
    const split = splitMockKeyId(key)
    if (split?.section === section) part[split.questionId] = value
  }
  return part
}

/** A section's answers under the attempt's prefixed keys. */
export const prefixed = (section: MockKeyedSection, answers: Readonly<Record<string, string>>) =>
  Object.fromEntries(Object.entries(answers).map(([id, answer]) => [mockKeyId(section, id), answer]))

/**
 * A keyed section marked with the mock's lenient rules (SPEC.md section 5) and scaled on its own
 * by the default estimate (docs/decisions/0018), so the score and the review's ticks agree.
 */
export function markSection(test: TestRow, section: MockKeyedSection, answers: Readonly<Record<string, string>>): MarkedSection {
  const correctAnswers = sectionOf(test.answerKey, section)
  const yourAnswers = sectionOf(answers, section)
  const marked = markAnswers(yourAnswers, correctAnswers, 'lenient')
  const score = scaleScore(marked.correct, marked.total)
  return { score, grade: gradeFor(score), correct: marked.correct, total: marked.total, yourAnswers, correctAnswers }
}

export const keyedSectionsOf = (sections: readonly MockSection[]): MockKeyedSection[] =>
  MOCK_KEYED_SECTIONS.filter((section) => sections.includes(section))

/** The attempt's own columns: every chosen keyed question together, as the sweep marks them. */
export const markMockAttempt = (test: TestRow, sections: readonly MockSection[], answers: Record<string, string>): MarkedAttempt =>
  markAttempt(markedTestOf(test, sections), answers, 'lenient')
