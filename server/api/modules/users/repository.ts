import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema.ts'
import type { Role, User } from '#shared/contracts/auth.ts'

export type UserRow = typeof users.$inferSelect

export const toUser = (row: UserRow): User => ({ id: row.id, name: row.name, email: row.email, role: row.role })

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
    async setPassword(userId: string, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash }).where(eq(users.id, userId))
    },
  }
}
export type UsersRepository = ReturnType<typeof usersRepository>
