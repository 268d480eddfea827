import { randomUUID } from 'node:crypto'
import { and, asc, desc, eq, max, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { tests } from '../../db/schema.ts'
import type { TestKind } from '#shared/test-kinds/test-kinds.ts'
import { PUBLISHED_TESTS_CHANNEL } from './published-lists.ts'

export type TestRow = typeof tests.$inferSelect
export type TestStatus = TestRow['status']
/** What a version holds of its test: the import document's fields. */
export type TestDocumentFields = Pick<TestRow, 'kind' | 'title' | 'content' | 'answerKey' | 'scaling'>

/** A version as the authoring list shows it: never its content. */
const versionColumns = {
  id: tests.id,
  familyId: tests.familyId,
  version: tests.version,
  status: tests.status,
  kind: tests.kind,
  title: tests.title,
  createdAt: tests.createdAt,
  publishedAt: tests.publishedAt,
}

/** Tells every process keeping lists of published tests that they changed, when the transaction commits. */
const notifyPublishedChanged = (tx: Pick<Db, 'execute'>) => tx.execute(sql`select pg_notify(${PUBLISHED_TESTS_CHANNEL}, '')`)

export function testsRepository(db: Db) {
  return {
    /**
     * Stores an imported document as version 1 of a new test, published, unless a version with
     * the same content hash exists; answers the id either way.
     */
    async insertOnce(values: TestDocumentFields & { contentHash: string }): Promise<{ id: string; created: boolean }> {
      const id = randomUUID()
      const inserted = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(tests)
          .values({ ...values, id, familyId: id, status: 'published', publishedAt: sql`now()` })
          .onConflictDoNothing({ target: tests.contentHash })
          .returning({ id: tests.id })
        if (row) await notifyPublishedChanged(tx)
        return row
      })
      if (inserted) return { id: inserted.id, created: true }
      const [existing] = await db.select({ id: tests.id }).from(tests).where(eq(tests.contentHash, values.contentHash)).limit(1)
      return { id: existing!.id, created: false }
    },
    /** What students are offered: the published version of each test of a kind. */
    listPublished: (kind: TestKind) =>
      db
        .select()
        .from(tests)
        .where(and(eq(tests.kind, kind), eq(tests.status, 'published')))
        .orderBy(asc(tests.createdAt), asc(tests.title)),
    /** Every version of every test, for staff: newest test first, each test's versions newest first. */
    listVersions: () => db.select(versionColumns).from(tests).orderBy(desc(tests.familyId), desc(tests.version)),
    async isEmpty(): Promise<boolean> {
      return (await db.select({ id: tests.id }).from(tests).limit(1)).length === 0
    },
    async findById(id: string): Promise<TestRow | undefined> {
      const [row] = await db.select().from(tests).where(eq(tests.id, id)).limit(1)
      return row
    },

    /** A new test whose first version is a draft. */
    async insertDraft(values: TestDocumentFields): Promise<string> {
      const id = randomUUID()
      await db.insert(tests).values({ ...values, id, familyId: id, version: 1, status: 'draft', contentHash: null })
      return id
    },
    /** The test's draft, or a new one (the next version number) holding a copy of `from`. */
    async draftOf(from: TestRow): Promise<{ id: string; created: boolean }> {
      return db.transaction(async (tx) => {
        // One draft per test: two staff pressing Edit at once get the same draft.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${from.familyId}))`)
        const [existing] = await tx
          .select({ id: tests.id })
          .from(tests)
          .where(and(eq(tests.familyId, from.familyId), eq(tests.status, 'draft')))
        if (existing) return { id: existing.id, created: false }
        const [{ latest } = { latest: 0 }] = await tx
          .select({ latest: max(tests.version) })
          .from(tests)
          .where(eq(tests.familyId, from.familyId))
        const id = randomUUID()
        const { kind, title, content, answerKey, scaling } = from
        await tx.insert(tests).values({
          id,
          familyId: from.familyId,
          version: (latest ?? 0) + 1,
          status: 'draft',
          kind,
          title,
          content,
          answerKey,
          scaling,
          contentHash: null,
        })
        return { id, created: true }
      })
    },
    /**
     * Replaces a draft's document if it is still the revision the save was made from (any, when
     * none is named); false when it is not, or no longer a draft.
     */
    async updateDraft(id: string, values: Omit<TestDocumentFields, 'kind'>, revision: number | undefined): Promise<boolean> {
      const updated = await db
        .update(tests)
        .set({ ...values, revision: sql`${tests.revision} + 1` })
        .where(and(eq(tests.id, id), eq(tests.status, 'draft'), revision === undefined ? undefined : eq(tests.revision, revision)))
        .returning({ id: tests.id })
      return updated.length === 1
    },
    /** Publishes a draft and retires the version it replaces, in one transaction; false when it is no longer a draft. */
    async publish(id: string, familyId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${familyId}))`)
        const [draft] = await tx
          .select({ id: tests.id })
          .from(tests)
          .where(and(eq(tests.id, id), eq(tests.status, 'draft')))
        if (!draft) return false
        await tx
          .update(tests)
          .set({ status: 'retired' })
          .where(and(eq(tests.familyId, familyId), eq(tests.status, 'published')))
        await tx.update(tests).set({ status: 'published', publishedAt: sql`now()` }).where(eq(tests.id, id))
        await notifyPublishedChanged(tx)
        return true
      })
    },
    /** Deletes a draft (and any preview attempts on it); false when it is no longer a draft. */
    async discardDraft(id: string): Promise<boolean> {
      const deleted = await db
        .delete(tests)
        .where(and(eq(tests.id, id), eq(tests.status, 'draft')))
        .returning({ id: tests.id })
      return deleted.length === 1
    },
  }
}
export type TestsRepository = ReturnType<typeof testsRepository>
