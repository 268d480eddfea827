import { randomUUID } from 'node:crypto'
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import t, { type Test } from 'tap'
import { sql } from 'drizzle-orm'
import { openDatabase, type Database } from '#api/db/client.ts'
import { databaseBackends, newServerDatabase, type Backend } from '#test/helper.ts'

// Decision 0084: the migration that moves the mock speaking screen's clocks into attempts keeps a
// running sitting's starts. A database is opened at the migration before it, given a student's
// running clocks, and migrated.

const migrationsDir = fileURLToPath(new URL('../../server/api/db/migrations/', import.meta.url))
/** The last migration that kept the clocks in their own table. */
const BEFORE = '0009_test_versions'

interface Journal {
  entries: { tag: string }[]
}

/** The product's migrations up to and including `last`, in a folder of their own. */
async function migrationsUpTo(t: Test, last: string): Promise<string> {
  const journal = JSON.parse(await readFile(join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as Journal
  const entries = journal.entries.slice(0, journal.entries.findIndex((entry) => entry.tag === last) + 1)
  const folder = await mkdtemp(join(tmpdir(), 'oet-migrations-'))
  t.teardown(() => rm(folder, { recursive: true, force: true }))
  await mkdir(join(folder, 'meta'))
  await writeFile(join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }))
  for (const { tag } of entries) await copyFile(join(migrationsDir, `${tag}.sql`), join(folder, `${tag}.sql`))
  return folder
}

/** An empty database of its own on the backend, closed (and dropped, on the server) when the test ends. */
async function emptyDatabase(t: Test, backend: Backend): Promise<{ database: Database; migrateTo(folder: string): Promise<void> }> {
  if (backend === 'pglite') {
    const database = await openDatabase({ dataDir: 'memory://' })
    t.teardown(() => database.close())
    const { migrate } = await import('drizzle-orm/pglite/migrator')
    return { database, migrateTo: (folder) => migrate(database.db as never, { migrationsFolder: folder }) }
  }
  const { database, drop } = await newServerDatabase('oet_migration')
  t.teardown(drop)
  const { migrate } = await import('drizzle-orm/node-postgres/migrator')
  return { database, migrateTo: (folder) => migrate(database.db as never, { migrationsFolder: folder }) }
}

const rowsOf = async <Row>(database: Database, query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows

for (const backend of databaseBackends()) {
  t.test(`${backend}: a running mock speaking sitting keeps its clocks' starts in its attempt`, async (t) => {
    const { database, migrateTo } = await emptyDatabase(t, backend)
    await migrateTo(await migrationsUpTo(t, BEFORE))
    const [student, mock] = [randomUUID(), randomUUID()]
    const starts = { 'preparation-1': '2026-11-29T02:50:00.000Z', 'preparation-2-skipped': '2026-11-29T02:51:30.000Z' }
    await database.db.execute(sql`insert into users (id, name, email, password_hash) values (${student}, 'Student', 'student@example.test', 'x')`)
    await database.db.execute(
      sql`insert into tests (id, kind, title, content, answer_key, family_id) values (${mock}, 'mock', 'Mock', '{"speaking":{"mainCards":[]}}'::jsonb, '{}'::jsonb, ${mock})`,
    )
    await database.db.execute(sql`insert into mock_speaking_clocks (user_id, test_id, part_started_at) values (${student}, ${mock}, ${JSON.stringify(starts)}::jsonb)`)

    await database.migrate()

    const sittings = await rowsOf<{ user_id: string; status: string; screen: string; deadline_at: unknown; sections: unknown; part_started_at: Record<string, string> }>(
      database,
      sql`select user_id, status, screen, deadline_at, sections, part_started_at from attempts where test_id = ${mock}`,
    )
    t.equal(sittings.length, 1, 'one sitting for the student’s running clocks')
    t.match(sittings[0], { user_id: student, status: 'open', screen: 'mock-speaking', deadline_at: null, sections: ['speaking'] })
    const kept = Object.fromEntries(Object.entries(sittings[0]!.part_started_at).map(([key, at]) => [key, new Date(at).toISOString()]))
    t.same(kept, starts, 'every clock keeps the moment it began')
    const [table] = await rowsOf<{ name: string | null }>(database, sql`select to_regclass('mock_speaking_clocks')::text as name`)
    t.equal(table?.name, null, 'the clocks’ own table is gone')
  })
}
