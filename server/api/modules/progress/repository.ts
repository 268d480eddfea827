import { and, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { attempts, tests } from '../../db/schema.ts'

/** A student's attempts with their test's kind and title, newest first: built into SQL once and kept (prepared), as every hub runs it. */
const attemptsOfQuery = (db: Db) =>
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
      answers: attempts.answers,
      review: attempts.review,
    })
    .from(attempts)
    .innerJoin(tests, eq(tests.id, attempts.testId))
    // The mock speaking screen's sitting only keeps its clocks: it is no attempt to show (decision 0084).
    .where(and(eq(attempts.userId, sql.placeholder('userId')), eq(attempts.screen, 'exam')))
    // The id breaks ties so that two attempts started in the same instant keep one order.
    .orderBy(desc(attempts.startedAt), desc(attempts.id))
    .prepare('progress_attempts_of')

/** The student's attempts joined with their test's kind and title: read-only, for progress views. */
export function progressRepository(db: Db) {
  let attemptsQuery: ReturnType<typeof attemptsOfQuery> | undefined
  return {
    attemptsOf: (userId: string) => (attemptsQuery ??= attemptsOfQuery(db)).execute({ userId }),

    /**
     * The student's submitted mocks with what marking each section needs: the answers and the
     * sections chosen (the test itself comes from the tests service, which keeps published versions).
     */
    submittedMocksOf: (userId: string) =>
      db
        .select({ attemptId: attempts.id, testId: attempts.testId, answers: attempts.answers, review: attempts.review, sections: attempts.sections })
        .from(attempts)
        .innerJoin(tests, eq(tests.id, attempts.testId))
        .where(and(eq(attempts.userId, userId), eq(attempts.status, 'submitted'), eq(attempts.screen, 'exam'), eq(tests.kind, 'mock'))),
  }
}
export type ProgressRow = Awaited<ReturnType<ReturnType<typeof progressRepository>['attemptsOf']>>[number]
export type SubmittedMockRow = Awaited<ReturnType<ReturnType<typeof progressRepository>['submittedMocksOf']>>[number]
