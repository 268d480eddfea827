import { createHash, randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { openDatabase, type Database } from '#api/db/client.ts'
import { loadApiConfig, type ApiConfig } from '#api/config.ts'
import { buildApiServer } from '#api/server.ts'

export type Backend = 'pglite' | 'postgres'

/** The databases the API suite runs against: PGlite always, PostgreSQL too when DATABASE_URL is set. */
export const backends = (): Backend[] => (process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'])

interface Teardown {
  teardown(fn: () => unknown): void
}

const migrationsDir = new URL('../server/api/db/migrations/', import.meta.url)

/** A migrated PGlite data directory, made once per migration set and reused (initdb costs seconds). */
async function pgliteTemplate(): Promise<Blob> {
  const files = (await readdir(migrationsDir, { recursive: true })).sort()
  const digest = createHash('sha256')
  for (const file of files.filter((f) => f.endsWith('.sql') || f.endsWith('.json'))) {
    digest.update(file).update(await readFile(new URL(file, migrationsDir)))
  }
  const cacheDir = join(tmpdir(), 'oet-prep-test-templates')
  const path = join(cacheDir, `${digest.digest('hex').slice(0, 16)}.tar.gz`)
  try {
    return new Blob([await readFile(path)])
  } catch {
    const database = await openDatabase({ dataDir: 'memory://' })
    await database.migrate()
    const client = (database.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).$client
    const dump = await client.dumpDataDir('gzip')
    await database.close()
    await mkdir(cacheDir, { recursive: true })
    await writeFile(path, Buffer.from(await dump.arrayBuffer()))
    return dump
  }
}

/** A fresh database of its own for one test: PGlite in memory, or a new database on the server. */
export async function openTestDatabase(t: Teardown, backend: Backend): Promise<Database> {
  if (backend === 'pglite') {
    const database = await openDatabase({ dataDir: 'memory://', loadDataDir: await pgliteTemplate() })
    t.teardown(() => database.close())
    return database
  }
  const serverUrl = process.env.DATABASE_URL!
  const name = `oet_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ databaseUrl: url.href, dataDir: '' })
  t.teardown(async () => {
    await database.close()
    const dropper = new pg.Client({ connectionString: serverUrl })
    await dropper.connect()
    await dropper.query(`drop database if exists ${name} with (force)`)
    await dropper.end()
  })
  return database
}

export function testApiConfig(overrides: Partial<Record<keyof ApiConfig, string>> = {}): ApiConfig {
  return loadApiConfig({ LOG_LEVEL: 'silent', DATA_DIR: 'memory://', PUBLIC_URL: 'http://localhost:3000', LOAD_SAMPLE_CONTENT: 'false', ...overrides })
}

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
  const app = await buildApiServer({ config: testApiConfig({ ...overrides, BLOB_DIR: blobDir }), database, ...(now ? { now } : {}) })
  t.teardown(() => app.close())
  return app
}

let counter = 0
/** A unique, valid registration for a test user. */
export function newStudent(name = 'Test Student') {
  counter += 1
  return { name, email: `student${counter}.${randomBytes(4).toString('hex')}@example.test`, password: 'correct horse battery' }
}
