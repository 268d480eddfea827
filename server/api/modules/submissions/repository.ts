import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { attempts, submissionFiles, submissions, tests } from '../../db/schema.ts'
import { WRITING_ANSWER_KEY, type SubmissionSkill } from '#shared/contracts/submissions.ts'

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

  return {
    async insert(values: NewSubmission, files: Omit<NewSubmissionFile, 'submissionId' | 'position'>[]): Promise<SubmissionRow> {
      const [row] = await db.insert(submissions).values(values).returning()
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
    list: (userId: string, skill: SubmissionSkill, testId?: string) =>
      listWhere(and(eq(submissions.userId, userId), eq(submissions.skill, skill), testId ? eq(submissions.testId, testId) : undefined)),

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
