import { and, asc, desc, eq, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm'
import { randomUUID } from 'node:crypto'
import type { Db } from '../../db/client.ts'
import { attempts, evaluations, submissionFiles, submissions, tests } from '../../db/schema.ts'
import { WRITING_ANSWER_KEY, type SubmissionSkill } from '#shared/submissions/submissions.ts'

export type SubmissionRow = typeof submissions.$inferSelect
export type NewSubmission = Omit<typeof submissions.$inferInsert, 'id' | 'createdAt' | 'status'>
export type SubmissionFileRow = typeof submissionFiles.$inferSelect
export type NewSubmissionFile = typeof submissionFiles.$inferInsert
export type AttemptRow = typeof attempts.$inferSelect

/** A submission with its test's title and its files in order, as the results calls show it. */
export interface ListedSubmission {
  row: SubmissionRow
  testTitle: string
  files: SubmissionFileRow[]
}

export function submissionsRepository(db: Db) {
  async function withFiles(rows: { row: SubmissionRow; testTitle: string }[]): Promise<ListedSubmission[]> {
    if (rows.length === 0) return []
    const files = await db
      .select()
      .from(submissionFiles)
      .where(
        inArray(
          submissionFiles.submissionId,
          rows.map(({ row }) => row.id),
        ),
      )
      .orderBy(asc(submissionFiles.position))
    return rows.map((listed) => ({ ...listed, files: files.filter((file) => file.submissionId === listed.row.id) }))
  }

  const listWhere = async (where: SQL | undefined) =>
    withFiles(
      await db
        .select({ row: submissions, testTitle: tests.title })
        .from(submissions)
        .innerJoin(tests, eq(tests.id, submissions.testId))
        .where(where)
        // Parts sent together share a time: then by part.
        .orderBy(desc(submissions.createdAt), asc(submissions.mainCardNumber)),
    )

  /**
   * Serialises the student's checks of the one-pending rule until this transaction ends (a
   * submit, the sweep closing their attempt, a start). A transaction-scoped advisory lock, not a
   * lock on their users row: every insert that references the user (a login's session, an
   * attempt) takes FOR KEY SHARE on that row, which FOR UPDATE would make wait.
   */
  const lockStudent = async (userId: string): Promise<void> => {
    await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`pending:${userId}`}, 0))`)
  }

  return {
    /**
     * Stores a submission and its files. A recording joins the sitting named in `sittingId`, or
     * leads a sitting of its own (decision 0105).
     */
    async insert(values: NewSubmission, files: Omit<NewSubmissionFile, 'submissionId' | 'position'>[]): Promise<SubmissionRow> {
      const id = randomUUID()
      const sittingId = values.skill === 'speaking' ? (values.sittingId ?? id) : null
      const [row] = await db.insert(submissions).values({ ...values, id, sittingId }).returning()
      if (files.length > 0) {
        await db.insert(submissionFiles).values(files.map((file, position) => ({ ...file, submissionId: row!.id, position })))
      }
      return row!
    },

    async findByIdempotencyKeys(userId: string, keys: string[]): Promise<SubmissionRow[]> {
      return db
        .select()
        .from(submissions)
        .where(and(eq(submissions.userId, userId), inArray(submissions.idempotencyKey, keys)))
    },

    async findByAttempt(attemptId: string): Promise<SubmissionRow | undefined> {
      const [row] = await db.select().from(submissions).where(eq(submissions.attemptId, attemptId)).limit(1)
      return row
    },

    lockStudent,

    /**
     * The one-pending rule's question (decision 0032), asked under lockStudent until the
     * transaction ends: the student's work of these skills of this test that still waits for
     * evaluation, if any. A writing test's (source 'test') is any such letter; a mock's is what
     * another of its attempts sent or the sweep queued.
     */
    async lockAndFindWaiting(
      userId: string,
      testId: string,
      scope: { source: 'test'; skills: readonly ['writing'] } | { source: 'mock'; skills: readonly SubmissionSkill[]; exceptAttemptId?: string },
    ): Promise<SubmissionRow | undefined> {
      if (scope.skills.length === 0) return undefined
      await lockStudent(userId)
      const mock = scope.source === 'mock' ? scope : undefined
      const [row] = await db
        .select()
        .from(submissions)
        .where(
          and(
            eq(submissions.userId, userId),
            eq(submissions.testId, testId),
            eq(submissions.source, scope.source),
            inArray(submissions.skill, [...scope.skills]),
            eq(submissions.status, 'pending'),
            mock ? isNotNull(submissions.attemptId) : undefined,
            mock?.exceptAttemptId ? ne(submissions.attemptId, mock.exceptAttemptId) : undefined,
          ),
        )
        .limit(1)
      return row
    },

    async findSpeakingPart(userId: string, testId: string, mainCardNumber: number): Promise<SubmissionRow | undefined> {
      const [row] = await db
        .select()
        .from(submissions)
        .where(
          and(
            eq(submissions.userId, userId),
            eq(submissions.testId, testId),
            eq(submissions.skill, 'speaking'),
            eq(submissions.source, 'test'),
            eq(submissions.mainCardNumber, mainCardNumber),
          ),
        )
        .limit(1)
      return row
    },

    /** The student's submissions of a skill (at one test, or all), newest first. */
    list: (userId: string, skill: SubmissionSkill) => listWhere(and(eq(submissions.userId, userId), eq(submissions.skill, skill))),

    async findListed(id: string): Promise<ListedSubmission | undefined> {
      const [listed] = await listWhere(eq(submissions.id, id))
      return listed
    },

    /** A stored file with the owner of its submission. */
    async findFile(fileId: string): Promise<(SubmissionFileRow & { userId: string }) | undefined> {
      const [found] = await db
        .select({ file: submissionFiles, userId: submissions.userId })
        .from(submissionFiles)
        .innerJoin(submissions, eq(submissions.id, submissionFiles.submissionId))
        .where(eq(submissionFiles.id, fileId))
        .limit(1)
      return found && { ...found.file, userId: found.userId }
    },

    /** A submission's owner and the blob of its current evaluation PDF, or of one earlier version's. */
    async findEvaluationPdf(submissionId: string, version?: string): Promise<{ userId: string; blobKey: string | null } | undefined> {
      const [row] = await db
        .select({ userId: submissions.userId, current: submissions.evaluationPdf })
        .from(submissions)
        .where(eq(submissions.id, submissionId))
        .limit(1)
      if (!row || version === undefined) return row && { userId: row.userId, blobKey: row.current }
      const [earlier] = await db
        .select({ blobKey: evaluations.pdfBlobKey })
        .from(evaluations)
        .where(and(eq(evaluations.id, version), eq(evaluations.submissionId, submissionId)))
        .limit(1)
      return { userId: row.userId, blobKey: earlier?.blobKey ?? null }
    },

    /** The sitting a student's recordings at a standalone speaking test make (each part is sent once). */
    async testSitting(userId: string, testId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ sittingId: submissions.sittingId })
        .from(submissions)
        .where(and(eq(submissions.userId, userId), eq(submissions.testId, testId), eq(submissions.skill, 'speaking'), eq(submissions.source, 'test')))
        .limit(1)
      return row?.sittingId ?? undefined
    },

    /** The sitting of the recordings already held by one attempt, or of one named submission. */
    async sittingOf(where: { attemptId: string } | { submissionId: string }): Promise<string | undefined> {
      const [row] = await db
        .select({ sittingId: submissions.sittingId })
        .from(submissions)
        .where(and(eq(submissions.skill, 'speaking'), 'attemptId' in where ? eq(submissions.attemptId, where.attemptId) : eq(submissions.id, where.submissionId)))
        .limit(1)
      return row?.sittingId ?? undefined
    },

    /** The speaking parts (main card numbers) an attempt's submissions hold. */
    async speakingPartsOf(attemptId: string): Promise<number[]> {
      const rows = await db
        .select({ mainCardNumber: submissions.mainCardNumber })
        .from(submissions)
        .where(and(eq(submissions.attemptId, attemptId), eq(submissions.skill, 'speaking')))
      return rows.flatMap((row) => (row.mainCardNumber === null ? [] : [row.mainCardNumber]))
    },

    /** The student's attempt, locked for this transaction: one submission closes it. */
    async lockAttempt(attemptId: string, userId: string): Promise<AttemptRow | undefined> {
      const [row] = await db
        .select()
        .from(attempts)
        .where(and(eq(attempts.id, attemptId), eq(attempts.userId, userId)))
        .for('update')
        .limit(1)
      return row
    },

    /**
     * The letter of an attempt the server closed, queued for staff once: a second call for the same
     * attempt (its unique letter index) adds nothing. Answers whether this call added it.
     */
    async insertAttemptLetter(letter: { userId: string; testId: string; attemptId: string; source: 'test' | 'mock'; text: string; timed: boolean }): Promise<boolean> {
      const { userId, testId, attemptId, source, text, timed } = letter
      const rows = await db
        .insert(submissions)
        .values({ userId, testId, attemptId, source, skill: 'writing', mode: 'computer', writingAnswer: text, timed })
        .onConflictDoNothing({ target: submissions.attemptId, where: and(isNotNull(submissions.attemptId), sql`${submissions.skill} = 'writing'`) })
        .returning({ id: submissions.id })
      return rows.length > 0
    },

    /** The parts of a speaking test the student has sent (each part is sent once). */
    async speakingPartsSent(userId: string, testId: string): Promise<number[]> {
      const rows = await db
        .select({ part: submissions.mainCardNumber })
        .from(submissions)
        .where(and(eq(submissions.userId, userId), eq(submissions.testId, testId), eq(submissions.skill, 'speaking'), eq(submissions.source, 'test')))
      return rows.flatMap((row) => (row.part === null ? [] : [row.part]))
    },

    /** Marks the student's open attempts at a test (on its own screen) submitted by them: a sitting whose work is all sent. */
    async closeOpenAttempts(userId: string, testId: string, at: Date) {
      await db
        .update(attempts)
        .set({ status: 'submitted', submittedAt: at, submittedBy: 'student' })
        .where(and(eq(attempts.userId, userId), eq(attempts.testId, testId), eq(attempts.status, 'open'), eq(attempts.screen, 'exam')))
    },

    /** Marks a writing attempt submitted by its student (the letter kept as its answer when typed). */
    async closeAttempt(attemptId: string, at: Date, letter: string | null) {
      await db
        .update(attempts)
        .set({ status: 'submitted', submittedAt: at, submittedBy: 'student', ...(letter === null ? {} : { answers: { [WRITING_ANSWER_KEY]: letter } }) })
        .where(eq(attempts.id, attemptId))
    },
  }
}
export type SubmissionsRepository = ReturnType<typeof submissionsRepository>
