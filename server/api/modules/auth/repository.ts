import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { passwordResets, sessions, users } from '../../db/schema.ts'

/**
 * The statements every API call may run (an uncached session check, the idle expiry sliding
 * forward), built once and named: drizzle does not rebuild their SQL per call, and PostgreSQL
 * plans them once per connection.
 */
function hotStatements(db: Db) {
  return {
    findSession: db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
      .limit(1)
      .prepare('auth_find_session'),
    touchSession: db
      .update(sessions)
      .set({ lastUsedAt: sql`${sql.placeholder('now')}::timestamptz`, idleExpiresAt: sql`${sql.placeholder('idleExpiresAt')}::timestamptz` })
      .where(eq(sessions.id, sql.placeholder('id')))
      .prepare('auth_touch_session'),
  }
}

export function authRepository(db: Db) {
  // Prepared on first use: the repositories made for a transaction never need them.
  let hot: ReturnType<typeof hotStatements> | undefined
  return {
    async insertSession(values: { userId: string; tokenHash: string; idleExpiresAt: Date; absoluteExpiresAt: Date }) {
      await db.insert(sessions).values(values)
    },
    async findSession(tokenHash: string) {
      hot ??= hotStatements(db)
      const [row] = await hot.findSession.execute({ tokenHash })
      return row
    },
    async touchSession(id: string, now: Date, idleExpiresAt: Date) {
      hot ??= hotStatements(db)
      await hot.touchSession.execute({ id, now: now.toISOString(), idleExpiresAt: idleExpiresAt.toISOString() })
    },
    async revokeSession(id: string, now: Date) {
      await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
    },
    async revokeAllSessions(userId: string, now: Date) {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    },
    async insertPasswordReset(values: { userId: string; tokenHash: string; expiresAt: Date }) {
      await db.insert(passwordResets).values(values)
    },
    /** Marks a live reset token used and answers its user, in one statement so it works once only. */
    async consumePasswordReset(tokenHash: string, now: Date): Promise<string | undefined> {
      const [row] = await db
        .update(passwordResets)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash),
            isNull(passwordResets.usedAt),
            sql`${passwordResets.expiresAt} > ${now.toISOString()}`,
          ),
        )
        .returning({ userId: passwordResets.userId })
      if (row) {
        // A reset ends every other link the user asked for, so an older email cannot be used later.
        await db
          .update(passwordResets)
          .set({ usedAt: now })
          .where(and(eq(passwordResets.userId, row.userId), isNull(passwordResets.usedAt)))
      }
      return row?.userId
    },
  }
}
export type AuthRepository = ReturnType<typeof authRepository>
