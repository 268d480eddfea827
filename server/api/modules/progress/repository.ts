import { desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { attempts, tests } from '../../db/schema.ts'

/** The student's attempts joined with their test's kind and title: read-only, for progress views. */
export function progressRepository(db: Db) {
  return {
    attemptsOf: (userId: string) =>
      db
        .select({
          attemptId: attempts.id,
          testId: attempts.testId,
          kind: tests.kind,
          title: tests.title,
          mode: attempts.mode,
          status: attempts.status,
          startedAt: attempts.startedAt,
          deadlineAt: attempts.deadlineAt,
          submittedAt: attempts.submittedAt,
          score: attempts.score,
          grade: attempts.grade,
          correctCount: attempts.correctCount,
          totalQuestions: attempts.totalQuestions,
          partScores: attempts.partScores,
        })
        .from(attempts)
        .innerJoin(tests, eq(tests.id, attempts.testId))
        .where(eq(attempts.userId, userId))
        // The id breaks ties so that two attempts started in the same instant keep one order.
        .orderBy(desc(attempts.startedAt), desc(attempts.id)),
  }
}
export type ProgressRow = Awaited<ReturnType<ReturnType<typeof progressRepository>['attemptsOf']>>[number]
