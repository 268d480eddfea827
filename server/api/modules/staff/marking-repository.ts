import { and, desc, eq, inArray } from 'drizzle-orm'
import { DEFAULT_MARKING_SETTINGS, type MarkingSettings } from '#shared/evaluation/double-marking.ts'
import type { Db } from '../../db/client.ts'
import { evaluations, markingSettings, submissions, users } from '../../db/schema.ts'

/** Double marking's stored parts (decision 0106): the admin's settings, who may adjudicate, and a submission's rounds. */
export function markingRepository(db: Db) {
  return {
    async settings(): Promise<MarkingSettings> {
      const [row] = await db.select().from(markingSettings).where(eq(markingSettings.id, 1)).limit(1)
      return row ? { sharePercent: row.sharePercent, criterionTolerance: row.criterionTolerance } : DEFAULT_MARKING_SETTINGS
    },

    async saveSettings(settings: MarkingSettings, updatedBy: string, at: Date) {
      const values = { ...settings, updatedBy, updatedAt: at }
      await db
        .insert(markingSettings)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: markingSettings.id, set: values })
    },

    /** What the marking asks of a user: whether they adjudicate (a senior evaluator) and whether their own work is always double marked. */
    async person(userId: string): Promise<{ senior: boolean; doubleMarked: boolean } | undefined> {
      const [row] = await db.select({ senior: users.senior, doubleMarked: users.doubleMarked }).from(users).where(eq(users.id, userId)).limit(1)
      return row
    },

    /** The independent marks of a submission's double marking with their evaluators' names, newest first. */
    async rounds(submissionId: string) {
      return db
        .select({ evaluation: evaluations, evaluatorName: users.name })
        .from(evaluations)
        .leftJoin(users, eq(users.id, evaluations.evaluatorId))
        .where(and(eq(evaluations.submissionId, submissionId), inArray(evaluations.round, ['first', 'second'])))
        .orderBy(desc(evaluations.createdAt))
    },

    /** Moves the double marking of these submissions (a sitting's recordings together) on. */
    async setState(ids: string[], state: 'second' | 'adjudication' | 'done') {
      await db.update(submissions).set({ doubleMarking: state, claimedBy: null, claimedAt: null }).where(inArray(submissions.id, ids))
    },
  }
}
export type MarkingRepository = ReturnType<typeof markingRepository>
