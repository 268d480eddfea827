import { and, asc, desc, eq, isNotNull, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { attempts } from '../../db/schema.ts'

export type AttemptRow = typeof attempts.$inferSelect
export type MarkedAttempt = Pick<AttemptRow, 'answers' | 'score' | 'grade' | 'correctCount' | 'totalQuestions' | 'review'>

const placeholder = sql.placeholder
const openInTimeValues = (id: string, userId: string, now: Date, graceSeconds: number) => ({ id, userId, now: now.toISOString(), graceSeconds })

/**
 * The statements of an exam's busiest moments (a class autosaving, a class submitting when the
 * clock ends), built once and named: drizzle does not rebuild their SQL on every call, and
 * PostgreSQL parses and plans them once per connection. JSON and times go as text, cast here.
 */
function hotStatements(db: Db) {
  const openInTime = and(
    eq(attempts.id, placeholder('id')),
    eq(attempts.userId, placeholder('userId')),
    eq(attempts.status, 'open'),
    sql`(${attempts.deadlineAt} is null or ${attempts.deadlineAt} + make_interval(secs => ${placeholder('graceSeconds')}) >= ${placeholder('now')}::timestamptz)`,
  )
  const jsonb = (name: string) => sql`${placeholder(name)}::jsonb`
  return {
    ownerOf: db
      .select({ userId: attempts.userId, testId: attempts.testId })
      .from(attempts)
      .where(eq(attempts.id, placeholder('id')))
      .prepare('attempts_owner_of'),
    saveAnswers: db
      .update(attempts)
      .set({ answers: jsonb('answers'), answersSavedAt: sql`${placeholder('now')}::timestamptz` })
      .where(openInTime)
      .returning({ id: attempts.id })
      .prepare('attempts_save_answers'),
    submit: db
      .update(attempts)
      .set({
        answers: jsonb('answers'),
        score: sql`${placeholder('score')}::integer`,
        grade: sql`${placeholder('grade')}::text`,
        correctCount: sql`${placeholder('correctCount')}::integer`,
        totalQuestions: sql`${placeholder('totalQuestions')}::integer`,
        review: jsonb('review'),
        submittedAt: sql`${placeholder('submittedAt')}::timestamptz`,
        submittedBy: 'student',
        idempotencyKey: sql`${placeholder('idempotencyKey')}::text`,
        status: 'submitted',
      })
      .where(and(openInTime, eq(attempts.testId, placeholder('testId'))))
      .returning({ id: attempts.id })
      .prepare('attempts_submit_in_time'),
  }
}

export function attemptsRepository(db: Db) {
  // Prepared on first use: the repositories made for a transaction never need them.
  let hot: ReturnType<typeof hotStatements> | undefined
  return {
    async insert(values: typeof attempts.$inferInsert): Promise<AttemptRow> {
      const [row] = await db.insert(attempts).values(values).returning()
      return row!
    },
    /** Who an attempt belongs to and what it is a sitting of, or undefined for an unknown id. */
    async ownerOf(id: string): Promise<{ userId: string; testId: string } | undefined> {
      hot ??= hotStatements(db)
      const [row] = await hot.ownerOf.execute({ id })
      return row
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
      hot ??= hotStatements(db)
      const rows = await hot.saveAnswers.execute({ ...openInTimeValues(id, userId, now, graceSeconds), answers: JSON.stringify(answers) })
      return rows.length > 0
    },
    /** Marks an attempt submitted only if it is open and within its deadline plus grace. */
    async submitIfOpenInTime(
      id: string,
      userId: string,
      testId: string,
      now: Date,
      graceSeconds: number,
      values: MarkedAttempt & { submittedAt: Date; idempotencyKey: string | null },
    ): Promise<boolean> {
      hot ??= hotStatements(db)
      const rows = await hot.submit.execute({
        ...openInTimeValues(id, userId, now, graceSeconds),
        testId,
        answers: JSON.stringify(values.answers),
        score: values.score,
        grade: values.grade,
        correctCount: values.correctCount,
        totalQuestions: values.totalQuestions,
        review: JSON.stringify(values.review),
        submittedAt: values.submittedAt.toISOString(),
        idempotencyKey: values.idempotencyKey,
      })
      return rows.length > 0
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
