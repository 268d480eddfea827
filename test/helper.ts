import { createHash, randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import tap from 'tap'
import { sql } from 'drizzle-orm'
import { openDatabase, type Database } from '#api/db/client.ts'
import { loadApiConfig, type ApiConfig } from '#api/config.ts'
import { buildApiServer } from '#api/server.ts'
import type { ApiAppOptions } from '#api/app.ts'
import { createPasswordHasher } from '#api/modules/auth/password-hash.ts'
import { testLogStream } from './test-log.ts'

export type Backend = 'pglite' | 'postgres'

/**
 * Where the database itself is under test (its statements, locks, migrations, the sweep,
 * concurrency): PGlite, and PostgreSQL too when DATABASE_URL is set. Decision 0007 lists the files.
 */
export const databaseBackends = (): Backend[] => (process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'])

/** The database the rest of the HTTP suite runs on: embedded PGlite, the product's default. */
export const HTTP_BACKEND: Backend = 'pglite'

interface Teardown {
  teardown(fn: () => unknown): void
}

const migrationsDir = new URL('../server/api/db/migrations/', import.meta.url)

/**
 * A migrated PGlite data directory, made once per migration set and reused (initdb costs seconds);
 * read once per test file, however many databases the file opens. Kept as a plain tar (41 MB in the
 * temp folder): every PGlite a test opens would otherwise unzip it first, a third of a second each.
 */
let template: Promise<Blob> | undefined
export const pgliteTemplate = () => (template ??= readOrMakeTemplate())

async function readOrMakeTemplate(): Promise<Blob> {
  const files = (await readdir(migrationsDir, { recursive: true })).sort()
  const digest = createHash('sha256')
  for (const file of files.filter((f) => f.endsWith('.sql') || f.endsWith('.json'))) {
    digest.update(file).update(await readFile(new URL(file, migrationsDir)))
  }
  const cacheDir = join(tmpdir(), 'oet-prep-test-templates')
  const path = join(cacheDir, `${digest.digest('hex').slice(0, 16)}.tar`)
  try {
    return new Blob([await readFile(path)])
  } catch {
    const database = await openDatabase({ dataDir: 'memory://' })
    await database.migrate()
    const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client
    const dump = await client.dumpDataDir('none')
    await database.close()
    await mkdir(cacheDir, { recursive: true })
    // Published by a rename, so a test file starting beside this one never reads half of it.
    const partial = `${path}.${process.pid}`
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()))
    await rename(partial, path)
    return dump
  }
}

/**
 * Databases this test file has opened and its finished tests have given back, emptied, by backend.
 * Starting PGlite costs about a second of CPU and a PostgreSQL database its migrations; emptying
 * one costs a TRUNCATE. Tests in a file run one after another, so a database is never shared.
 */
const idle: Record<Backend, Database[]> = { pglite: [], postgres: [] }
/** How to close each database this file opened (and drop it, on the server) when the file ends. */
const opened = new Map<Database, () => Promise<void>>()
async function retire(database: Database) {
  const close = opened.get(database)
  opened.delete(database)
  // A database a test closed on purpose throws when closed again: it is gone either way.
  await close?.().catch(() => {})
}
tap.teardown(async () => {
  for (const database of [...opened.keys()]) await retire(database)
})

/**
 * A database with no rows for one test, on PGlite or on the PostgreSQL server: one a finished
 * test of this file gave back, or a new one. When the test ends (after its apps closed, since
 * teardowns run last-in first-out) every table is emptied and the database given back; one the
 * test broke (closed, dropped its connections) is closed instead.
 */
export async function openTestDatabase(t: Teardown, backend: Backend): Promise<Database> {
  const database = idle[backend].pop() ?? (await newTestDatabase(backend))
  t.teardown(async () => {
    if (await emptied(database)) idle[backend].push(database)
    else await retire(database)
  })
  return database
}

/** Empties every table of the product's schema; false when the database no longer answers. */
async function emptied(database: Database): Promise<boolean> {
  try {
    const { rows } = (await database.db.execute(sql`select tablename from pg_tables where schemaname = 'public'`)) as unknown as { rows: { tablename: string }[] }
    await database.db.execute(sql.raw(`truncate ${rows.map((row) => `"${row.tablename}"`).join(', ')} restart identity cascade`))
    return true
  } catch {
    return false
  }
}

/** A migrated PGlite database for this test alone, closed when it ends: for a test that changes the schema. */
export async function ownPgliteDatabase(t: Teardown): Promise<Database> {
  const database = await openDatabase({ dataDir: 'memory://', loadDataDir: await pgliteTemplate() })
  t.teardown(() => database.close())
  return database
}

/** A new, empty database on the PostgreSQL server of DATABASE_URL, and how to close and drop it again. */
export async function newServerDatabase(prefix: string): Promise<{ database: Database; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL!
  const name = `${prefix}_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ databaseUrl: url.href, dataDir: '' })
  const drop = async () => {
    await database.close().catch(() => {})
    const dropper = new pg.Client({ connectionString: serverUrl })
    await dropper.connect()
    await dropper.query(`drop database if exists ${name} with (force)`)
    await dropper.end()
  }
  return { database, drop }
}

async function newTestDatabase(backend: Backend): Promise<Database> {
  if (backend === 'pglite') {
    const database = await openDatabase({ dataDir: 'memory://', loadDataDir: await pgliteTemplate() })
    opened.set(database, () => database.close())
    return database
  }
  const { database, drop } = await newServerDatabase('oet_test')
  await database.migrate()
  opened.set(database, drop)
  return database
}

/** Where a test's files go unless it names a folder: this file's own, removed when it ends. */
const fileBlobDir = join(tmpdir(), `oet-test-blobs-${process.pid}`)
tap.teardown(() => rm(fileBlobDir, { recursive: true, force: true }))

export function testApiConfig(overrides: Partial<Record<keyof ApiConfig, string>> = {}): ApiConfig {
  return loadApiConfig({ DATA_DIR: 'memory://', BLOB_DIR: fileBlobDir, PUBLIC_URL: 'http://localhost:3000', LOAD_SAMPLE_CONTENT: 'false', ...overrides })
}

/**
 * Argon2id at a cost of microseconds. The product's floor (OWASP's, which its config enforces)
 * costs 150-500 ms a hash, and the suite registers thousands of users.
 */
export const testPasswordHasher = createPasswordHasher({ memoryKib: 64, timeCost: 1 })

/** The API host as buildApiServer builds it, hashing passwords cheaply and logging to this test file's log. */
export const buildTestApiServer = (options: ApiAppOptions) => buildApiServer({ passwordHasher: testPasswordHasher, logStream: testLogStream, ...options })

/** The API host on a fresh database, closed when the test ends; on the test's clock when it gives one. */
export async function buildTestApi(
  t: Teardown,
  backend: Backend,
  overrides: Partial<Record<keyof ApiConfig, string>> = {},
  { now }: { now?: () => Date } = {},
) {
  const database = await openTestDatabase(t, backend)
  // Files go to a folder of this test's own, removed when it ends, unless the test names one.
  const blobDir = overrides.BLOB_DIR ?? (await mkdtemp(join(tmpdir(), 'oet-test-blobs-')))
  if (!overrides.BLOB_DIR) t.teardown(() => rm(blobDir, { recursive: true, force: true }))
  const app = await buildTestApiServer({ config: testApiConfig({ ...overrides, BLOB_DIR: blobDir }), database, ...(now ? { now } : {}) })
  t.teardown(() => app.close())
  return app
}

let counter = 0
/** A unique, valid registration for a test user. */
export function newStudent(name = 'Test Student') {
  counter += 1
  return { name, email: `student${counter}.${randomBytes(4).toString('hex')}@example.test`, password: 'correct horse battery' }
}
