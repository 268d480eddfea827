import { and, asc, count, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { attempts, submissionFiles, submissions, users } from '../../db/schema.ts'

export type MockSubmissionRow = typeof submissions.$inferSelect & {
  fileIds: string[]
  /** A letter on paper: its photos, in order, with their sizes (areas of them carry comments). */
  photos: { id: string; width: number | null; height: number | null }[]
}

/** What the mock results need beyond the attempts: the student's name and each attempt's submissions. */
export function mockRepository(db: Db) {
  return {
    async userName(userId: string): Promise<string | undefined> {
      const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1)
      return row?.name
    },

    /**
     * What an attempt has in the staff queue: a letter (typed, or the one the sweep queued when it
     * closed the attempt), and uploads (recordings, or photos of a letter), which only the
     * student's own submission brings.
     */
    async queuedFor(attemptId: string): Promise<{ letter: boolean; uploads: boolean }> {
      const rows = await db
        .select({ skill: submissions.skill, files: count(submissionFiles.id) })
        .from(submissions)
        .leftJoin(submissionFiles, eq(submissionFiles.submissionId, submissions.id))
        .where(eq(submissions.attemptId, attemptId))
        .groupBy(submissions.id, submissions.skill)
      return {
        letter: rows.some((row) => row.skill === 'writing'),
        uploads: rows.some((row) => row.skill === 'speaking' || row.files > 0),
      }
    },

    /** What of an attempt reached the staff queue: its letter, and its recordings by part in order. */
    async sentToStaff(attemptId: string): Promise<{ writing: boolean; speakingParts: number[] }> {
      const rows = await db
        .select({ skill: submissions.skill, mainCardNumber: submissions.mainCardNumber })
        .from(submissions)
        .where(eq(submissions.attemptId, attemptId))
        .orderBy(asc(submissions.mainCardNumber))
      return {
        writing: rows.some((row) => row.skill === 'writing'),
        speakingParts: rows.flatMap((row) => (row.skill === 'speaking' && row.mainCardNumber !== null ? [row.mainCardNumber] : [])),
      }
    },

    /** Gives an attempt the server closed the key of the submission that followed, so its retries replay. */
    async claimIdempotencyKey(attemptId: string, key: string | null) {
      await db.update(attempts).set({ idempotencyKey: key }).where(eq(attempts.id, attemptId))
    },

    /** The writing and speaking submissions a mock's attempts made, each with its file ids in order. */
    async submissionsOf(userId: string, attemptIds: string[]): Promise<MockSubmissionRow[]> {
      if (attemptIds.length === 0) return []
      const rows = await db
        .select()
        .from(submissions)
        .where(and(eq(submissions.userId, userId), inArray(submissions.attemptId, attemptIds)))
        .orderBy(asc(submissions.mainCardNumber))
      if (rows.length === 0) return []
      const files = await db
        .select({ id: submissionFiles.id, submissionId: submissionFiles.submissionId, contentType: submissionFiles.contentType, width: submissionFiles.width, height: submissionFiles.height })
        .from(submissionFiles)
        .where(
          inArray(
            submissionFiles.submissionId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(submissionFiles.position))
      return rows.map((row) => {
        const own = files.filter((file) => file.submissionId === row.id)
        return { ...row, fileIds: own.map((file) => file.id), photos: own.filter((file) => file.contentType.startsWith('image/')) }
      })
    },
  }
}
