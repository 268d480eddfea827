import { and, asc, desc, eq, isNotNull, lt, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { attempts, users } from '../../db/schema.ts'

export type AttemptRow = typeof attempts.$inferSelect
/** One save: answers, when each was typed (ISO, server clock), and the device that sent them. */
export interface AnswerSheet {
  answers: Record<string, string>
  typedAt: Record<string, string>
  /** For a letter: the time of the server's copy it edits ('' for none); kept only if that is still the server's copy. */
  basedOn: Record<string, string>
  device: string | null
  /** The device's page is closing: it no longer counts as open. */
  closing: boolean
  presenceSeconds: number
}
export type MarkedAttempt = Pick<AttemptRow, 'answers' | 'score' | 'grade' | 'correctCount' | 'totalQuestions' | 'partScores' | 'review'>

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
  const savedTime = (key: SQL) => sql`(${attempts.answerTimes} ->> ${key})::timestamptz`
  const keptAnswer = (key: SQL) => sql`case when ${jsonb('basedOn')} ? ${key}
    then ${savedTime(key)} is not distinct from nullif(${jsonb('basedOn')} ->> ${key}, '')::timestamptz
    else (${jsonb('typedAt')} ->> ${key})::timestamptz >= coalesce(${savedTime(key)}, '-infinity') end`
  return {
    ownerOf: db
      .select({ userId: attempts.userId, testId: attempts.testId })
      .from(attempts)
      .where(eq(attempts.id, placeholder('id')))
      .prepare('attempts_owner_of'),
    // Each answer is kept only when typed no earlier than the server's copy of it (decision
    // 0037), a letter sent with basedOn only when it edits the server's copy (decision 0082); SET
    // reads the row as it was, so both maps merge by the same test. Devices not seen lately are
    // dropped and this one is stamped; one closing its page is dropped at once.
    saveAnswers: db
      .update(attempts)
      .set({
        answers: sql`${attempts.answers} || (select coalesce(jsonb_object_agg(n.key, n.value), '{}'::jsonb) from jsonb_each(${jsonb('answers')}) n
          where ${keptAnswer(sql`n.key`)})`,
        answerTimes: sql`${attempts.answerTimes} || (select coalesce(jsonb_object_agg(n.key, n.value), '{}'::jsonb) from jsonb_each(${jsonb('typedAt')}) n
          where ${keptAnswer(sql`n.key`)})`,
        // A sync (nothing sent) is not a save.
        answersSavedAt: sql`case when ${jsonb('answers')} = '{}'::jsonb then ${attempts.answersSavedAt} else ${placeholder('now')}::timestamptz end`,
        devices: sql`(select coalesce(jsonb_object_agg(d.key, d.value), '{}'::jsonb) from jsonb_each(${attempts.devices}) d
          where (d.value #>> '{}')::timestamptz > ${placeholder('now')}::timestamptz - make_interval(secs => ${placeholder('presenceSeconds')})
            and not (${placeholder('closing')}::boolean and d.key = ${placeholder('device')}::text))
          || case when ${placeholder('device')}::text is null or ${placeholder('closing')}::boolean then '{}'::jsonb
            else jsonb_build_object(${placeholder('device')}::text, ${placeholder('now')}::text) end`,
      })
      .where(openInTime)
      .returning({ answers: attempts.answers, answerTimes: attempts.answerTimes, devices: attempts.devices })
      .prepare('attempts_save_answers'),
    // The first start of a part is kept (the left side of || loses to the right).
    startPart: db
      .update(attempts)
      .set({ partStartedAt: sql`jsonb_build_object(${placeholder('part')}::text, ${placeholder('now')}::text) || ${attempts.partStartedAt}` })
      .where(
        and(
          openInTime,
          sql`((${attempts.partStartedAt} -> ${placeholder('part')}::text) is not null or (select count(*) from jsonb_object_keys(${attempts.partStartedAt})) < ${placeholder('maxParts')})`,
        ),
      )
      .returning({ partStartedAt: attempts.partStartedAt })
      .prepare('attempts_start_part'),
    submitInTime: db
      .update(attempts)
      .set({
        answers: jsonb('answers'),
        score: sql`${placeholder('score')}::integer`,
        grade: sql`${placeholder('grade')}::text`,
        correctCount: sql`${placeholder('correctCount')}::integer`,
        totalQuestions: sql`${placeholder('totalQuestions')}::integer`,
        partScores: jsonb('partScores'),
        review: jsonb('review'),
        submittedAt: sql`${placeholder('now')}::timestamptz`,
        submittedBy: 'student',
        idempotencyKey: sql`${placeholder('idempotencyKey')}::text`,
        status: 'submitted',
      })
      // Every saved answer is among those sent, as sent: the merge of the two is what was sent.
      .where(and(openInTime, eq(attempts.testId, placeholder('testId')), sql`${attempts.answers} <@ ${jsonb('answers')}`))
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
    /**
     * Inserts an attempt unless the student's Idempotency-Key is already taken (another request
     * with the key stored its attempt meanwhile): answers the new attempt's id, if it did.
     */
    async insertUnlessKeyTaken(values: typeof attempts.$inferInsert): Promise<string | undefined> {
      const rows = await db
        .insert(attempts)
        .values(values)
        .onConflictDoNothing({ target: [attempts.userId, attempts.idempotencyKey] })
        .returning({ id: attempts.id })
      return rows[0]?.id
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
    /** The student's open sitting of a test on a screen: a test's own or the mock's ('exam'), or the mock speaking screen's. */
    async lockLatestOpen(userId: string, testId: string, screen: AttemptRow['screen'] = 'exam'): Promise<AttemptRow | undefined> {
      const [row] = await db
        .select()
        .from(attempts)
        .where(and(eq(attempts.userId, userId), eq(attempts.testId, testId), eq(attempts.status, 'open'), eq(attempts.screen, screen)))
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
    /**
     * Merges answers (each with the time it was typed) into the saved ones while the attempt is
     * open and within its deadline plus grace; answers the merged sheet, or undefined when closed.
     */
    async saveAnswers(id: string, userId: string, sheet: AnswerSheet, now: Date, graceSeconds: number) {
      hot ??= hotStatements(db)
      const [row] = await hot.saveAnswers.execute({
        ...openInTimeValues(id, userId, now, graceSeconds),
        answers: JSON.stringify(sheet.answers),
        typedAt: JSON.stringify(sheet.typedAt),
        basedOn: JSON.stringify(sheet.basedOn),
        device: sheet.device,
        closing: sheet.closing,
        presenceSeconds: sheet.presenceSeconds,
      })
      return row
    },
    /** Removes part clocks from the student's open sitting of a test on a screen: those parts begin afresh when next sat. */
    async forgetPartClocks(userId: string, testId: string, screen: AttemptRow['screen'], parts: readonly string[]) {
      const without = parts.reduce((clocks, part) => sql`${clocks} - ${part}::text`, sql`${attempts.partStartedAt}`)
      await db
        .update(attempts)
        .set({ partStartedAt: without })
        .where(and(eq(attempts.userId, userId), eq(attempts.testId, testId), eq(attempts.status, 'open'), eq(attempts.screen, screen)))
    },
    /** Sets an attempt's answers; with `closedAt`, closes it as submitted by its student (the mock speaking screen's sitting). */
    async setAnswers(id: string, answers: Record<string, string>, closedAt?: Date) {
      const closing = closedAt ? { status: 'submitted' as const, submittedAt: closedAt, submittedBy: 'student' as const } : {}
      await db.update(attempts).set({ answers, ...closing }).where(eq(attempts.id, id))
    },
    /** Records when a part began (the first start stays); answers every part's start, or undefined when closed or full. */
    async startPart(id: string, userId: string, part: string, now: Date, graceSeconds: number, maxParts: number) {
      hot ??= hotStatements(db)
      const [row] = await hot.startPart.execute({ ...openInTimeValues(id, userId, now, graceSeconds), part, maxParts })
      return row?.partStartedAt
    },
    /** The extra time an admin gave the student (issue 37), as a percentage: their new attempts' limits carry it. */
    async extraTimePercentOf(userId: string): Promise<number> {
      const [row] = await db.select({ percent: users.extraTimePercent }).from(users).where(eq(users.id, userId))
      return row?.percent ?? 0
    },
    /** Deletes the student's attempt if it is still open (started again from the hub); answers whether it did. */
    async discardOpen(id: string, userId: string): Promise<boolean> {
      const rows = await db
        .delete(attempts)
        .where(and(eq(attempts.id, id), eq(attempts.userId, userId), eq(attempts.status, 'open')))
        .returning({ id: attempts.id })
      return rows.length > 0
    },
    /**
     * Marks and stores a submission in one statement if the attempt is open and in time and every
     * answer it saved is among those sent: answers whether it did. A key already used (another attempt, a racing retry) fails on the unique
     * index; the caller's transaction then works out what the key means.
     */
    async submitIfOpenInTime(id: string, userId: string, testId: string, now: Date, graceSeconds: number, marked: MarkedAttempt, idempotencyKey: string | null) {
      hot ??= hotStatements(db)
      const rows = await hot.submitInTime.execute({
        ...openInTimeValues(id, userId, now, graceSeconds),
        testId,
        answers: JSON.stringify(marked.answers),
        score: marked.score,
        grade: marked.grade,
        correctCount: marked.correctCount,
        totalQuestions: marked.totalQuestions,
        partScores: JSON.stringify(marked.partScores),
        review: JSON.stringify(marked.review),
        idempotencyKey,
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
        .where(and(eq(attempts.userId, userId), eq(attempts.testId, testId), eq(attempts.status, 'submitted'), eq(attempts.screen, 'exam')))
        .orderBy(asc(attempts.submittedAt)),
    async hasSubmitted(userId: string, testId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: attempts.id })
        .from(attempts)
        .where(and(eq(attempts.userId, userId), eq(attempts.testId, testId), eq(attempts.status, 'submitted'), eq(attempts.screen, 'exam')))
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
