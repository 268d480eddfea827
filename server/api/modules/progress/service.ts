import { mockSectionsOf } from '#shared/mock/mock.ts'
import type { MockTest } from '#shared/mock/schema.ts'
import type { MockSectionScore, MyAttempt } from '#shared/progress/schema.ts'
import type { TestKind } from '#shared/test-kinds/test-kinds.ts'
import type { Db } from '../../db/client.ts'
import { keyedSectionsOf, sectionOfRecord } from '../mock/marking.ts'
import { progressRepository, type ProgressRow, type SubmittedMockRow } from './repository.ts'

/** An attempt as the student sees it: result fields only once it is submitted. */
function view(row: ProgressRow, mockSections: MockSectionScore[]): MyAttempt {
  const submitted = row.status === 'submitted'
  return {
    attemptId: row.attemptId,
    testId: row.testId,
    kind: row.kind as TestKind,
    title: row.title,
    mode: row.mode,
    status: row.status,
    startedAt: row.startedAt.toISOString(),
    deadlineAt: row.deadlineAt?.toISOString() ?? null,
    submittedAt: submitted ? (row.submittedAt?.toISOString() ?? null) : null,
    score: submitted ? row.score : null,
    grade: submitted ? row.grade : null,
    correctAnswers: submitted ? row.correctCount : null,
    totalQuestions: submitted ? row.totalQuestions : null,
    // Attempts marked before parts were kept have none to show.
    parts: submitted ? (row.partScores ?? []) : [],
    mockSections: submitted ? mockSections : [],
  }
}

/**
 * A submitted mock's listening and reading, each from its stored verdicts as the mock's results
 * screen shows them (docs/decisions/0018, 0069). The attempt's own score mixes both sections,
 * so it is no one skill's score.
 */
function mockSectionScores(row: SubmittedMockRow): MockSectionScore[] {
  const chosen = row.sections ?? mockSectionsOf(row.test.content as MockTest)
  return keyedSectionsOf(chosen).flatMap((section) => {
    const { score, grade, correct, total } = sectionOfRecord(row.test, row, section)
    return total === 0 ? [] : [{ section, score, grade, correctAnswers: correct, totalQuestions: total }]
  })
}

/** Where a student stands: their own attempts across every test, newest first. */
export function progressService(db: Db) {
  const repository = progressRepository(db)
  return {
    myAttempts: async (userId: string): Promise<MyAttempt[]> => {
      const [rows, mocks] = await Promise.all([repository.attemptsOf(userId), repository.submittedMocksOf(userId)])
      const sections = new Map(mocks.map((mock) => [mock.attemptId, mockSectionScores(mock)]))
      return rows.map((row) => view(row, sections.get(row.attemptId) ?? []))
    },
  }
}
export type ProgressService = ReturnType<typeof progressService>
