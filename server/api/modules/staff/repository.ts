import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, not, or, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'
import { evaluationDrafts, evaluations, submissionFiles, submissions, tests, users } from '../../db/schema.ts'
import type { QueueQuery } from '#shared/evaluation/schema.ts'

export type SubmissionRow = typeof submissions.$inferSelect
export type EvaluationRow = typeof evaluations.$inferSelect
export type NewEvaluation = Omit<typeof evaluations.$inferInsert, 'id'>

/** A submission as the queue lists it: with its test, its student and who holds its claim. */
export interface QueueRow {
  row: SubmissionRow
  /** A speaking sitting's role-plays (null for a letter). */
  rolePlays: number[] | null
  /** A double marking awaiting its second marks: who gave the first. */
  firstMarkerId: string | null
  /** content only where one submission is read (find). */
  test: { id: string; title: string; kind: string; content?: unknown }
  student: { id: string; name: string; email: string }
  claimer: { id: string; name: string } | null
}

/**
 * The queue's order (docs/decisions/0060): by sending time, so overdue work comes first and then the
 * least time left; parts sent together by part. Writing has no part: 0 keeps the key comparable.
 */
const queueKey = sql`(${submissions.createdAt}, coalesce(${submissions.mainCardNumber}, 0), ${submissions.id})`
const queueOrder = [asc(submissions.createdAt), asc(sql`coalesce(${submissions.mainCardNumber}, 0)`), asc(submissions.id)]

const claimer = alias(users, 'claimer')

/**
 * A speaking sitting is listed once, by its first role-play (decision 0105), and waits while any of
 * its recordings does: one sent late reopens it. A letter is its own.
 */
const listed = or(isNull(submissions.sittingId), eq(submissions.sittingId, submissions.id))
const pendingInSitting = sql`exists (select 1 from ${submissions} as part where part.sitting_id = ${submissions.id} and part.status = 'pending')`
const sittingStatus = sql<'pending' | 'evaluated'>`case when ${submissions.sittingId} is null then ${submissions.status} when ${pendingInSitting} then 'pending' else 'evaluated' end`
/** As a filter the index on status can serve: a letter by its own status, a sitting by its recordings'. */
const statusIs = (status: 'pending' | 'evaluated') =>
  or(and(isNull(submissions.sittingId), eq(submissions.status, status)), and(isNotNull(submissions.sittingId), status === 'pending' ? pendingInSitting : not(pendingInSitting)))
/** Who gave the first marks of a double marking awaiting its second: they may not give those too. */
const firstMarkerId = sql<string | null>`case when ${submissions.doubleMarking} = 'second' then
  (select earlier.evaluator_id from ${evaluations} as earlier where earlier.submission_id = ${submissions.id} and earlier.round = 'first' order by earlier.created_at desc limit 1) end`
const sittingRolePlays = sql<number[] | null>`case when ${submissions.sittingId} is null then null
  else (select array_agg(part.main_card_number order by part.main_card_number) from ${submissions} as part where part.sitting_id = ${submissions.id}) end`

export function staffRepository(db: Db) {
  // The queue leaves out each test's content (the prompt): only one submission's screen shows it.
  const queueSelect = (withContent: boolean) =>
    db
      .select({
        row: submissions,
        sittingStatus,
        rolePlays: sittingRolePlays,
        firstMarkerId,
        test: { id: tests.id, title: tests.title, kind: tests.kind, ...(withContent ? { content: tests.content } : {}) },
        student: { id: users.id, name: users.name, email: users.email },
        claimer: { id: claimer.id, name: claimer.name },
      })
      .from(submissions)
      .innerJoin(tests, eq(tests.id, submissions.testId))
      .innerJoin(users, eq(users.id, submissions.userId))
      .leftJoin(claimer, eq(claimer.id, submissions.claimedBy))

  /** The rows as the queue shows them: a sitting's status on its first role-play. */
  const asListed = (rows: (QueueRow & { sittingStatus: 'pending' | 'evaluated' })[]): QueueRow[] =>
    rows.map(({ sittingStatus: status, ...found }) => ({ ...found, row: { ...found.row, status } }))

  const filters = (query: QueueQuery, withTest: boolean): SQL | undefined =>
    and(
      listed,
      query.status ? statusIs(query.status) : undefined,
      query.skill ? eq(submissions.skill, query.skill) : undefined,
      withTest && query.testId ? eq(submissions.testId, query.testId) : undefined,
    )

  return {
    /**
     * One page of the queue: up to `size` submissions after the one named `after` (from the start
     * without it). Undefined when `after` names no submission.
     */
    async queuePage(query: QueueQuery, size: number): Promise<QueueRow[] | undefined> {
      let after: SQL | undefined
      if (query.after) {
        const [known] = await db.select({ id: submissions.id }).from(submissions).where(eq(submissions.id, query.after)).limit(1)
        if (!known) return undefined
        // The key read in SQL, not through a JS Date: that would drop the time's microseconds.
        after = sql`${queueKey} > (select ${submissions.createdAt}, coalesce(${submissions.mainCardNumber}, 0), ${submissions.id} from ${submissions} where ${submissions.id} = ${known.id})`
      }
      const rows = await queueSelect(false)
        .where(and(filters(query, true), after))
        .orderBy(...queueOrder)
        .limit(size)
      return asListed(rows as Parameters<typeof asListed>[0])
    },

    /** How many submissions the filters match, and how many still wait though sent before `dueBefore` (their 24 hours are over). */
    async queueCounts(query: QueueQuery, dueBefore: Date): Promise<{ total: number; overdue: number }> {
      const [counts] = await db
        .select({
          total: sql<number>`count(*)::int`,
          overdue: sql<number>`(count(*) filter (where ${statusIs('pending')} and ${submissions.createdAt} < ${dueBefore.toISOString()}::timestamptz))::int`,
        })
        .from(submissions)
        .where(filters(query, true))
      return counts ?? { total: 0, overdue: 0 }
    },

    /** The tests with submissions under the same status and skill filters, for the test filter. */
    async queueTests(query: QueueQuery): Promise<{ id: string; title: string }[]> {
      return db
        .selectDistinct({ id: tests.id, title: tests.title })
        .from(submissions)
        .innerJoin(tests, eq(tests.id, submissions.testId))
        .where(filters(query, false))
        .orderBy(asc(tests.title), asc(tests.id))
    },

    /** One submission; a recording's sitting as listed, by its first role-play, whichever of them is named. */
    async find(id: string): Promise<QueueRow | undefined> {
      const [named] = await db.select({ sittingId: submissions.sittingId }).from(submissions).where(eq(submissions.id, id)).limit(1)
      if (!named) return undefined
      const [found] = await queueSelect(true)
        .where(eq(submissions.id, named.sittingId ?? id))
        .limit(1)
      return found && asListed([found as Parameters<typeof asListed>[0][number]])[0]
    },

    /** A sitting's recordings, role-play by role-play. */
    sittingParts: (sittingId: string) => db.select().from(submissions).where(eq(submissions.sittingId, sittingId)).orderBy(asc(submissions.mainCardNumber)),

    /** The files of several submissions, each submission's in order. */
    filesOf: (submissionIds: string[]) =>
      db.select().from(submissionFiles).where(inArray(submissionFiles.submissionId, submissionIds)).orderBy(asc(submissionFiles.position)),

    /**
     * Takes or renews the lock in one statement, so two evaluators claiming at once cannot both
     * win: it succeeds when the submission is free, already the caller's, expired, or taken over.
     */
    async claim(id: string, userId: string, at: Date, expiredBefore: Date, takeover: boolean): Promise<boolean> {
      const rows = await db
        .update(submissions)
        .set({ claimedBy: userId, claimedAt: at })
        .where(and(eq(submissions.id, id), takeover ? undefined : freeFor(userId, expiredBefore)))
        .returning({ id: submissions.id })
      return rows.length > 0
    },

    /**
     * Clears the lock in one statement, so a claim another evaluator takes meanwhile is never
     * wiped: only where it is free for `holder` (no condition for an admin, who passes none).
     */
    async release(id: string, holder?: { userId: string; expiredBefore: Date }): Promise<boolean> {
      const rows = await db
        .update(submissions)
        .set({ claimedBy: null, claimedAt: null })
        .where(and(eq(submissions.id, id), holder && freeFor(holder.userId, holder.expiredBefore)))
        .returning({ id: submissions.id })
      return rows.length > 0
    },

    /** The submission, locked for this transaction (an evaluation is saved against one state). */
    async lock(id: string): Promise<SubmissionRow | undefined> {
      const [row] = await db.select().from(submissions).where(eq(submissions.id, id)).for('update').limit(1)
      return row
    },

    /** A paper letter's typed copy, kept as its text (decision 0099). */
    async setTypedCopy(id: string, letter: string) {
      await db.update(submissions).set({ writingAnswer: letter }).where(eq(submissions.id, id))
    },

    /** Is the caller's claim on it still running at `notExpiredAfter`? */
    async holdsClaim(id: string, userId: string, notExpiredAfter: Date): Promise<boolean> {
      const rows = await db
        .select({ id: submissions.id })
        .from(submissions)
        .where(and(eq(submissions.id, id), eq(submissions.claimedBy, userId), gt(submissions.claimedAt, notExpiredAfter)))
      return rows.length > 0
    },

    async insertEvaluation(values: NewEvaluation): Promise<EvaluationRow> {
      const [row] = await db.insert(evaluations).values(values).returning()
      return row!
    },

    /** Records the current evaluation on the submission and releases its claim. */
    async markEvaluated(id: string, evaluation: EvaluationRow) {
      await db
        .update(submissions)
        .set({
          status: 'evaluated',
          marks: evaluation.marks,
          grade: evaluation.grade,
          adminComments: evaluation.adminComments,
          feedback: evaluation.feedback,
          anchoredComments: evaluation.anchoredComments,
          evaluationPdf: evaluation.pdfBlobKey,
          criteria: evaluation.criteria,
          evaluatedAt: evaluation.createdAt,
          evaluatedBy: evaluation.evaluatorId,
          claimedBy: null,
          claimedAt: null,
        })
        .where(eq(submissions.id, id))
    },

    /** Every evaluation of a submission with its evaluator's name, newest first. */
    async evaluations(submissionId: string) {
      return db
        .select({ evaluation: evaluations, evaluatorName: users.name })
        .from(evaluations)
        .leftJoin(users, eq(users.id, evaluations.evaluatorId))
        .where(eq(evaluations.submissionId, submissionId))
        .orderBy(desc(evaluations.createdAt), desc(evaluations.id))
    },

    async findEvaluation(id: string): Promise<EvaluationRow | undefined> {
      const [row] = await db.select().from(evaluations).where(eq(evaluations.id, id)).limit(1)
      return row
    },

    async draft(submissionId: string, evaluatorId: string) {
      const [row] = await db
        .select()
        .from(evaluationDrafts)
        .where(and(eq(evaluationDrafts.submissionId, submissionId), eq(evaluationDrafts.evaluatorId, evaluatorId)))
        .limit(1)
      return row
    },

    async saveDraft(submissionId: string, evaluatorId: string, body: Record<string, unknown>, savedAt: Date) {
      await db
        .insert(evaluationDrafts)
        .values({ submissionId, evaluatorId, body, savedAt })
        .onConflictDoUpdate({ target: [evaluationDrafts.submissionId, evaluationDrafts.evaluatorId], set: { body, savedAt } })
    },

    /**
     * The draft goes with the claim: `from`'s unsaved form becomes `to`'s (unless `to` has saved a
     * newer one of their own), so whoever holds the submission carries on from where it was left.
     */
    async handOverDraft(submissionId: string, from: string, to: string) {
      const [given] = await db
        .delete(evaluationDrafts)
        .where(and(eq(evaluationDrafts.submissionId, submissionId), eq(evaluationDrafts.evaluatorId, from)))
        .returning()
      if (!given) return
      await db
        .insert(evaluationDrafts)
        .values({ submissionId, evaluatorId: to, body: given.body, savedAt: given.savedAt })
        .onConflictDoUpdate({
          target: [evaluationDrafts.submissionId, evaluationDrafts.evaluatorId],
          set: { body: given.body, savedAt: given.savedAt },
          setWhere: lte(evaluationDrafts.savedAt, given.savedAt),
        })
    },

    /** A saved evaluation supersedes every unsaved form for the submission. */
    async deleteDrafts(submissionId: string) {
      await db.delete(evaluationDrafts).where(eq(evaluationDrafts.submissionId, submissionId))
    },
  }
}
export type StaffRepository = ReturnType<typeof staffRepository>

/** A submission `userId` may claim or release: unclaimed, already theirs, or its claim run out. */
const freeFor = (userId: string, expiredBefore: Date) =>
  or(isNull(submissions.claimedBy), eq(submissions.claimedBy, userId), lte(submissions.claimedAt, expiredBefore))
