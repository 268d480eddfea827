import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { tests } from '../../db/schema.ts'
import type { TestKind } from '#shared/contracts/test-kinds.ts'

export type TestRow = typeof tests.$inferSelect
export type NewTest = Omit<typeof tests.$inferInsert, 'id' | 'createdAt'>

export function testsRepository(db: Db) {
  return {
    /** Inserts a test unless one with the same content hash exists; answers the id either way. */
    async insertOnce(values: NewTest): Promise<{ id: string; created: boolean }> {
      const [inserted] = await db
        .insert(tests)
        .values(values)
        .onConflictDoNothing({ target: tests.contentHash })
        .returning({ id: tests.id })
      if (inserted) return { id: inserted.id, created: true }
      const [existing] = await db.select({ id: tests.id }).from(tests).where(eq(tests.contentHash, values.contentHash)).limit(1)
      return { id: existing!.id, created: false }
    },
    listByKind: (kind: TestKind) => db.select().from(tests).where(eq(tests.kind, kind)).orderBy(asc(tests.createdAt), asc(tests.title)),
    async isEmpty(): Promise<boolean> {
      return (await db.select({ id: tests.id }).from(tests).limit(1)).length === 0
    },
    async findById(id: string): Promise<TestRow | undefined> {
      const [row] = await db.select().from(tests).where(eq(tests.id, id)).limit(1)
      return row
    },
  }
}
export type TestsRepository = ReturnType<typeof testsRepository>

