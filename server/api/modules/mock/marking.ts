import {
  MOCK_KEYED_SECTIONS,
  mockKeyId,
  mockSectionsOf,
  splitMockKeyId,
  type MockKeyedSection,
  type MockSection,
} from '#shared/mock/mock.ts'
import type { MockTest } from '#shared/mock/schema.ts'
import type { Grade, ReviewItem } from '#shared/results/schema.ts'
import { gradeFor, scaleScore } from '#shared/scoring/index.ts'
import type { TestRow } from '../tests/repository.ts'
import { markAttempt, markedTestOf, reviewOfRecord } from '../attempts/marking.ts'
import type { AttemptRow, MarkedAttempt } from '../attempts/repository.ts'

export interface MarkedSection {
  score: number
  grade: Grade
  /** Questions of the section answered right, and of it in all. */
  correct: number
  total: number
  /** The section's answers and key, un-prefixed ("1", not "listening:1"). */
  yourAnswers: Record<string, string>
  correctAnswers: Record<string, string>
  /** Each keyed question of the section (un-prefixed), with its verdict of record. */
  review: ReviewItem[]
}

/** What of a submitted mock attempt its sections are read from. */
export type MockAttemptOfRecord = Pick<AttemptRow, 'answers' | 'review' | 'sections'>

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
 * A keyed section of a submitted attempt, from the verdicts the attempt stored when it was marked
 * with the mock's lenient rules (SPEC.md section 5): never marked again on read, so the review,
 * the count and the score, scaled on its own by the default estimate (docs/decisions/0018), agree
 * with each other and with what the student was first shown (docs/decisions/0069).
 */
export function sectionOfRecord(test: TestRow, row: MockAttemptOfRecord, section: MockKeyedSection): MarkedSection {
  const sections = row.sections ?? mockSectionsOf(test.content as MockTest)
  const review = reviewOfRecord(row, markedTestOf(test, sections)).flatMap((item) => {
    const split = splitMockKeyId(item.questionId)
    return split?.section === section ? [{ ...item, questionId: split.questionId }] : []
  })
  const correct = review.filter((item) => item.isCorrect).length
  const score = scaleScore(correct, review.length)
  return {
    score,
    grade: gradeFor(score),
    correct,
    total: review.length,
    yourAnswers: sectionOf(row.answers, section),
    correctAnswers: sectionOf(test.answerKey, section),
    review,
  }
}

export const keyedSectionsOf = (sections: readonly MockSection[]): MockKeyedSection[] =>
  MOCK_KEYED_SECTIONS.filter((section) => sections.includes(section))

/** The attempt's own columns: every chosen keyed question together, as the sweep marks them. */
export const markMockAttempt = (test: TestRow, sections: readonly MockSection[], answers: Record<string, string>): MarkedAttempt =>
  markAttempt(markedTestOf(test, sections), answers, 'lenient')
