import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Test } from 'tap'
import type { sql } from 'drizzle-orm'
import { openDatabase, type Database } from '#api/db/client.ts'
import { newServerDatabase, type Backend } from '#test/helper.ts'

/** Helpers for the tests of one migration: a database opened at the migration before it, then migrated. */

const migrationsDir = fileURLToPath(new URL('../../server/api/db/migrations/', import.meta.url))
interface Journal {
  entries: { tag: string }[]
}

/** The product's migrations up to and including `last`, in a folder of their own. */
export async function migrationsUpTo(t: Test, last: string): Promise<string> {
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
export async function emptyDatabase(t: Test, backend: Backend): Promise<{ database: Database; migrateTo(folder: string): Promise<void> }> {
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

/** The rows a raw query answers. */
export const rowsOf = async <Row>(database: Database, query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows
