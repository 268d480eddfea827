import type { MyAttempt } from '#shared/contracts/progress.ts'
import type { TestKind } from '#shared/contracts/test-kinds.ts'
import type { Db } from '../../db/client.ts'
import { progressRepository, type ProgressRow } from './repository.ts'

/** An attempt as the student sees it: result fields only once it is submitted. */
function view(row: ProgressRow): MyAttempt {
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
  }
}

/** Where a student stands: their own attempts across every test, newest first. */
export function progressService(db: Db) {
  const repository = progressRepository(db)
  return {
    myAttempts: async (userId: string): Promise<MyAttempt[]> => (await repository.attemptsOf(userId)).map(view),
  }
}
export type ProgressService = ReturnType<typeof progressService>
