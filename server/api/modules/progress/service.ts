import { mockSectionsOf, type MockKeyedSection } from '#shared/mock/mock.ts'
import type { MockTest } from '#shared/mock/schema.ts'
import type { MockSectionScore, MyAttempt, TypeScore } from '#shared/progress/schema.ts'
import type { TestKind } from '#shared/test-kinds/test-kinds.ts'
import type { Db } from '../../db/client.ts'
import { keyedSectionsOf, sectionOfRecord } from '../mock/marking.ts'
import type { TestRow } from '../tests/repository.ts'
import type { TestsService } from '../tests/service.ts'
import { progressRepository, type ProgressRow, type SubmittedMockRow } from './repository.ts'
import { typeScoresOf } from './type-scores.ts'
import { partScoresOf, reviewOfRecord } from '../attempts/marking.ts'

/** An attempt as the student sees it: result fields only once it is submitted. */
function view(row: ProgressRow, mockSections: MockSectionScore[], types: TypeScore[]): MyAttempt {
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
    types: submitted ? types : [],
    mockSections: submitted ? mockSections : [],
  }
}

/**
 * A submitted mock's listening and reading, each from its stored verdicts as the mock's results
 * screen shows them (docs/decisions/0018, 0069). The attempt's own score mixes both sections,
 * so it is no one skill's score.
 */
function mockSectionScores(row: SubmittedMockRow, test: TestRow): MockSectionScore[] {
  const chosen = row.sections ?? mockSectionsOf(test.content as MockTest)
  return keyedSectionsOf(chosen).flatMap((section) => {
    const { score, grade, correct, total, review } = sectionOfRecord(test, row, section)
    if (total === 0) return []
    // By part and by type as the section's own test would be: its verdicts are un-prefixed.
    const sectionTest = sectionTestOf(test, section)
    return [{ section, score, grade, correctAnswers: correct, totalQuestions: total, parts: partScoresOf(sectionTest, review), types: typeScoresOf(sectionTest, review) }]
  })
}

// Each mock version's sections as tests of their own kind, made once: a published version never changes.
const sectionTests = new WeakMap<TestRow, Partial<Record<MockKeyedSection, TestRow>>>()

/** A mock's listening or reading section as an OET listening or reading test. */
function sectionTestOf(test: TestRow, section: MockKeyedSection): TestRow {
  const made = sectionTests.get(test) ?? {}
  sectionTests.set(test, made)
  made[section] ??= { ...test, kind: section === 'listening' ? 'oet-listening' : 'oet-reading', content: (test.content as MockTest)[section] }
  return made[section]
}

/** Where a student stands: their own attempts across every test, newest first. */
export function progressService(db: Db, tests: Pick<TestsService, 'find'>) {
  const repository = progressRepository(db)

  /** Each submitted mock's section scores, by attempt: asked of the database only when there is one (every hub asks). */
  async function sectionScoresByAttempt(rows: ProgressRow[], userId: string): Promise<Map<string, MockSectionScore[]>> {
    if (!rows.some((row) => row.kind === 'mock' && row.status === 'submitted')) return new Map()
    const scored = new Map<string, MockSectionScore[]>()
    for (const mock of await repository.submittedMocksOf(userId)) {
      const test = await tests.find(mock.testId)
      if (test) scored.set(mock.attemptId, mockSectionScores(mock, test))
    }
    return scored
  }

  /** A submitted listening or reading test's scores by question type (a mock's sections are scored by section). */
  async function typeScores(row: ProgressRow): Promise<TypeScore[]> {
    if (row.status !== 'submitted' || row.review === null || row.kind === 'mock') return []
    const test = await tests.find(row.testId)
    // The stored verdicts, named by question as the review names them (attempts/marking.ts).
    return test ? typeScoresOf(test, reviewOfRecord(row, test)) : []
  }

  return {
    myAttempts: async (userId: string): Promise<MyAttempt[]> => {
      const rows = await repository.attemptsOf(userId)
      const sections = await sectionScoresByAttempt(rows, userId)
      return Promise.all(rows.map(async (row) => view(row, sections.get(row.attemptId) ?? [], await typeScores(row))))
    },
  }
}
export type ProgressService = ReturnType<typeof progressService>
