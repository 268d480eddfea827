import { and, asc, desc, eq, isNotNull, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { attempts } from '../../db/schema.ts'

export type AttemptRow = typeof attempts.$inferSelect
export type MarkedAttempt = Pick<AttemptRow, 'answers' | 'score' | 'grade' | 'correctCount' | 'totalQuestions' | 'review'>

/** The student's attempt, still open, with no deadline or one whose grace has not passed. */
const openInTime = ({ id, userId }: { id: string; userId: string }, now: Date, graceSeconds: number) =>
  and(
    eq(attempts.id, id),
    eq(attempts.userId, userId),
    eq(attempts.status, 'open'),
    sql`(${attempts.deadlineAt} is null or ${attempts.deadlineAt} + make_interval(secs => ${graceSeconds}) >= ${now.toISOString()})`,
  )

export function attemptsRepository(db: Db) {
  return {
    async insert(values: typeof attempts.$inferInsert): Promise<AttemptRow> {
      const [row] = await db.insert(attempts).values(values).returning()
      return row!
    },
    async findOwn(id: string, userId: string): Promise<AttemptRow | undefined> {
      const [row] = await db.select().from(attempts).where(and(eq(attempts.id, id), eq(attempts.userId, userId))).limit(1)
      return row
    },
    /** The attempt row, locked for this transaction: one submit at a time per attempt. */
    async lockOwn(id: string, userId: string): Promise<AttemptRow | undefined> {
      const [row] = await db.select().from(attempts).where(and(eq(attempts.id, id), eq(attempts.userId, userId))).for('update').limit(1)
      return row
    },
    /**
     * Serialises starts of one student's sitting of one test until this transaction ends: before
     * the first attempt exists there is no row to lock, and two tabs would each insert one.
     */
    async lockSitting(userId: string, testId: string) {
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${userId}:${testId}`}, 0))`)
    },
    async lockLatestOpen(userId: string, testId: string): Promise<AttemptRow | undefined> {
      const [row] = await db
        .select()
        .from(attempts)
        .where(and(eq(attempts.userId, userId), eq(attempts.testId, testId), eq(attempts.status, 'open')))
        .orderBy(desc(attempts.startedAt))
        .for('update')
        .limit(1)
      return row
    },
    async findByIdempotencyKey(userId: string, key: string): Promise<AttemptRow | undefined> {
      const [row] = await db
        .select()
        .from(attempts)
        .where(and(eq(attempts.userId, userId), eq(attempts.idempotencyKey, key)))
        .limit(1)
      return row
    },
    /** Saves the whole answer map while the attempt is open and within its deadline plus grace. */
    async saveAnswers(id: string, userId: string, answers: Record<string, string>, now: Date, graceSeconds: number) {
      const [row] = await db
        .update(attempts)
        .set({ answers, answersSavedAt: now })
        .where(openInTime({ id, userId }, now, graceSeconds))
        .returning({ id: attempts.id })
      return row !== undefined
    },
    /** Marks an attempt submitted only if it is open and within its deadline plus grace. */
    async submitIfOpenInTime(
      id: string,
      userId: string,
      testId: string,
      now: Date,
      graceSeconds: number,
      values: MarkedAttempt & { submittedAt: Date; submittedBy: 'student'; idempotencyKey: string | null },
    ): Promise<boolean> {
      const [row] = await db
        .update(attempts)
        .set({ ...values, status: 'submitted' })
        .where(and(openInTime({ id, userId }, now, graceSeconds), eq(attempts.testId, testId)))
        .returning({ id: attempts.id })
      return row !== undefined
    },
    async markSubmitted(id: string, values: MarkedAttempt & { submittedAt: Date; submittedBy: 'student' | 'server'; idempotencyKey?: string | null }) {
      const [row] = await db
        .update(attempts)
        .set({ ...values, status: 'submitted' })
        .where(eq(attempts.id, id))
        .returning()
      return row!
    },
    submittedFor: (userId: string, testId: string) =>
      db
        .select()
        .from(attempts)
        .where(and(eq(attempts.userId, userId), eq(attempts.testId, testId), eq(attempts.status, 'submitted')))
        .orderBy(asc(attempts.submittedAt)),
    async hasSubmitted(userId: string, testId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: attempts.id })
        .from(attempts)
        .where(and(eq(attempts.userId, userId), eq(attempts.testId, testId), eq(attempts.status, 'submitted')))
        .limit(1)
      return row !== undefined
    },
    /** Open attempts past deadline plus grace, locked; rows another replica holds are skipped. */
    lockOverdue: (now: Date, graceSeconds: number, limit: number) =>
      db
        .select()
        .from(attempts)
        .where(
          and(
            eq(attempts.status, 'open'),
            isNotNull(attempts.deadlineAt),
            lt(attempts.deadlineAt, new Date(now.getTime() - graceSeconds * 1000)),
          ),
        )
        .orderBy(asc(attempts.deadlineAt))
        .limit(limit)
        .for('update', { skipLocked: true }),
  }
}
export type AttemptsRepository = ReturnType<typeof attemptsRepository>
