import { asc, eq, ilike, or } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema.ts'
import type { Role } from '#shared/auth/auth.ts'
import type { User } from '#shared/auth/schema.ts'
import { ADMIN_USERS_LIMIT } from '#shared/evaluation/evaluation.ts'

export type UserRow = typeof users.$inferSelect

export const toUser = (row: UserRow): User => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  ...(row.extraTimePercent > 0 ? { extraTimePercent: row.extraTimePercent } : {}),
  ...(row.textSize !== 'normal' ? { textSize: row.textSize } : {}),
})

export const normaliseEmail = (email: string): string => email.trim().toLowerCase()

export function usersRepository(db: Db) {
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, normaliseEmail(email))).limit(1)
      return row
    },
    async insert(values: { name: string; email: string; passwordHash: string; role?: Role }): Promise<UserRow> {
      const [row] = await db
        .insert(users)
        .values({ ...values, email: normaliseEmail(values.email) })
        .returning()
      return row!
    },
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1)
      return row
    },
    /** Users whose name or email contains the text (any case), by name; at most ADMIN_USERS_LIMIT. */
    async search(text: string): Promise<UserRow[]> {
      // LIKE's own wildcards in the text are matched as themselves.
      const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
      return db
        .select()
        .from(users)
        .where(text ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined)
        .orderBy(asc(users.name), asc(users.email))
        .limit(ADMIN_USERS_LIMIT)
    },
    async setRole(id: string, role: Role): Promise<UserRow | undefined> {
      const [row] = await db.update(users).set({ role }).where(eq(users.id, id)).returning()
      return row
    },
    async setPassword(userId: string, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash }).where(eq(users.id, userId))
    },
  }
}
export type UsersRepository = ReturnType<typeof usersRepository>
