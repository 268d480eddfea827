import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { notifications } from '../../db/schema.ts'
import { NOTIFICATIONS_LIMIT } from '#shared/evaluation/evaluation.ts'

export type NotificationRow = typeof notifications.$inferSelect
export type NewNotification = Omit<typeof notifications.$inferInsert, 'id' | 'readAt'>

/** Built into SQL once and kept (prepared), as every page runs it. */
const newestOf = (db: Db) =>
  db
    .select({ row: notifications, unread: sql<number>`(count(*) filter (where ${notifications.readAt} is null) over ())::int` })
    .from(notifications)
    .where(eq(notifications.userId, sql.placeholder('userId')))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_LIMIT)
    .prepare('notifications_newest')

export function notificationsRepository(db: Db) {
  let newest: ReturnType<typeof newestOf> | undefined
  return {
    async insert(values: NewNotification): Promise<NotificationRow> {
      const [row] = await db.insert(notifications).values(values).returning()
      return row!
    },

    /**
     * The user's newest notifications and how many of all of theirs are unread, in one query (every
     * page asks it, for the header's bell): the window counts every row of theirs before the limit.
     */
    async list(userId: string): Promise<{ unread: number; rows: NotificationRow[] }> {
      const found = await (newest ??= newestOf(db)).execute({ userId })
      return { unread: found[0]?.unread ?? 0, rows: found.map(({ row }) => row) }
    },

    /** Marks one of the user's notifications read (kept read if it already was); false when it is not theirs. */
    async markRead(userId: string, id: string, at: Date): Promise<boolean> {
      const own = and(eq(notifications.id, id), eq(notifications.userId, userId))
      await db.update(notifications).set({ readAt: at }).where(and(own, isNull(notifications.readAt)))
      const [row] = await db.select({ id: notifications.id }).from(notifications).where(own).limit(1)
      return row !== undefined
    },

    async markAllRead(userId: string, at: Date) {
      await db
        .update(notifications)
        .set({ readAt: at })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    },
  }
}
