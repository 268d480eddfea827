import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { attempts } from '../../db/schema.ts'

/** The submitted exam attempts at one test version, with what their stored review needs (never their user). */
export const submittedAttemptsAt = (db: Db, testId: string) =>
  db
    .select({ answers: attempts.answers, review: attempts.review, sections: attempts.sections })
    .from(attempts)
    .where(and(eq(attempts.testId, testId), eq(attempts.status, 'submitted'), eq(attempts.screen, 'exam')))
    .orderBy(asc(attempts.submittedAt), asc(attempts.id))
