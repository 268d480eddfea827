import { readdir, readFile, writeFile, cp } from 'node:fs/promises'
import { join } from 'node:path'
import pg from 'pg'
import t, { type Test } from 'tap'
import { sampleDocument } from '#shared/content/import-samples.ts'
import { createBackup } from '#api/backup/backup.ts'
import { BackupError, knownMigrations, MANIFEST_FILE, type Manifest } from '#api/backup/manifest.ts'
import { restoreBackup } from '#api/backup/restore.ts'
import type { ApiConfig } from '#api/config.ts'
import { openDatabase } from '#api/db/client.ts'
import { DataDirLockedError, LOCK_FILE } from '#api/db/data-dir-lock.ts'
import { buildTestApiServer, databaseBackends, pgliteTemplate, testApiConfig } from '#test/helper.ts'
import { bearer, importDocument, saveAnswers, startedId, user, type Api } from './attempts-helper.ts'
import { jpeg, postForm, writingUrl } from './submissions-helper.ts'

// An operator's backup (decision 0080): made from one install, restored into a fresh one, it
// holds every user, attempt, submission and file; a restore never overwrites data unless told,
// and never loads a backup of a newer schema.

interface Teardown {
  teardown(fn: () => unknown): void
}

/** Two users, an attempt with a saved answer and a letter sent as a photo. */
async function makeWork(app: Api) {
  const admin = await user(app, 'admin')
  const student = await user(app)
  // The listening test's audio: one stored file stands for all of it.
  await app.blobs.put(`media/${'0'.repeat(32)}.webm`, Buffer.from('not really audio'), 'audio/webm')
  const listening = await importDocument(app, admin.token, sampleDocument('oetListeningExtract'))
  const writing = await importDocument(app, admin.token, sampleDocument('oetWriting'))
  const attemptId = await startedId(app, student.token, listening)
  if ((await saveAnswers(app, student.token, attemptId, { '1': 'bike' })).statusCode !== 200) throw new Error('the answer was not saved')
  const photo = await jpeg(120, 80)
  const sent = await postForm(app, { token: student.token }, writingUrl(writing), [['startTime', new Date().toISOString()], ['file', photo, 'page-1.jpg', 'image/jpeg']])
  if (sent.statusCode !== 201) throw new Error(`the letter was not sent: ${sent.body}`)
  return { admin, student, writing, attemptId, photo, submissionId: sent.json<{ submissionId: string }>().submissionId }
}
type Work = Awaited<ReturnType<typeof makeWork>>

/** What the restored install shows the same people. */
async function findWork(t: Test, app: Api, work: Work) {
  for (const person of [work.admin, work.student]) {
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(person.token) })
    t.equal(me.json<{ user: { id: string } }>().user?.id, person.id, 'the user is there, signed in as before')
  }
  const attempt = await app.inject({ method: 'GET', url: `/api/attempts/${work.attemptId}`, headers: bearer(work.student.token) })
  t.match(attempt.json(), { id: work.attemptId, answers: { '1': 'bike' } }, 'the attempt with its saved answer')
  const [listed] = (await app.inject({ method: 'GET', url: `/api/oet-writing-tests/${work.writing}/results`, headers: bearer(work.student.token) })).json<{ id: string; files: { url: string }[] }[]>()
  t.equal(listed?.id, work.submissionId, 'the submission')
  const file = await app.inject({ method: 'GET', url: listed!.files[0]!.url, headers: bearer(work.student.token) })
  t.equal(file.statusCode, 200)
  t.same(file.rawPayload, work.photo, 'and its file, byte for byte')
}

async function refusals(t: Test, config: ApiConfig, backupDir: string, scratch: string) {
  await t.rejects(restoreBackup(config, backupDir), { name: 'BackupError', message: /already holds data.*--force/s }, 'a database with data is not overwritten')
  const newer = join(scratch, 'newer')
  await cp(backupDir, newer, { recursive: true })
  const manifest = JSON.parse(await readFile(join(newer, MANIFEST_FILE), 'utf8')) as Manifest
  manifest.schema.migrations = (await knownMigrations()).length + 1
  await writeFile(join(newer, MANIFEST_FILE), JSON.stringify(manifest))
  await t.rejects(restoreBackup(config, newer, { force: true }), { name: 'BackupError', message: /this version of OET Prep knows/ }, 'nor loaded from a newer schema')
  await t.rejects(restoreBackup(config, scratch), BackupError, 'a folder without a manifest is not a backup')
}

async function openApi(t: Teardown, config: ApiConfig) {
  const app = await buildTestApiServer({ config })
  t.teardown(() => app.close())
  return app
}

for (const backend of databaseBackends()) {
  t.test(`${backend}: a backup restored into a fresh install holds every user, attempt, submission and file`, async (t) => {
    const dir = t.testdir()
    const backupDir = join(dir, 'backup')
    let source: ApiConfig
    let fresh: ApiConfig
    let work: Work
    if (backend === 'pglite') {
      // The default layout: the files in DATA_DIR/blobs, inside PGlite's own directory.
      source = testApiConfig({ DATA_DIR: join(dir, 'data'), BLOB_DIR: '', SWEEP_INTERVAL_SECONDS: '0' })
      const database = await openDatabase({ dataDir: source.DATA_DIR, loadDataDir: await pgliteTemplate() })
      const app = await buildTestApiServer({ config: source, database })
      t.teardown(async () => {
        await app.close()
        await database.close().catch(() => {}) // closed already, unless the test failed first
      })
      work = await makeWork(app)
      const refused = await createBackup(source, join(dir, 'while-running')).catch((error: unknown) => error)
      t.type(refused, DataDirLockedError, 'a backup while the server holds the embedded database is refused')
      await app.close()
      await database.close()
      fresh = testApiConfig({ DATA_DIR: join(dir, 'fresh-data'), BLOB_DIR: join(dir, 'fresh-files'), SWEEP_INTERVAL_SECONDS: '0' })
    } else {
      const databases = await serverDatabases(t, ['source', 'fresh'])
      source = testApiConfig({ DATABASE_URL: databases[0]!, BLOB_DIR: join(dir, 'files'), SWEEP_INTERVAL_SECONDS: '0' })
      const app = await openApi(t, source)
      work = await makeWork(app)
      await app.close()
      fresh = testApiConfig({ DATABASE_URL: databases[1]!, BLOB_DIR: join(dir, 'fresh-files'), SWEEP_INTERVAL_SECONDS: '0' })
    }

    const manifest = await createBackup(source, backupDir)
    t.match(manifest, { database: { driver: backend }, files: { store: 'directory', count: 2 }, schema: { migrations: (await knownMigrations()).length } })
    if (backend === 'pglite') {
      const copied = await readdir(join(backupDir, 'database'))
      t.notOk(copied.includes('blobs') || copied.includes(LOCK_FILE), 'the database copy holds neither the files (they are copied once) nor the lock')
    }

    await restoreBackup(fresh, backupDir)
    const restored = await openApi(t, fresh)
    await t.test('found in the fresh install', (t) => findWork(t, restored, work))
    await restored.close()

    await t.test('refusals', (t) => refusals(t, fresh, backupDir, dir))
    // Each start of the embedded database costs a second or more: what --force restored is the same backup, found above.
    t.match(await restoreBackup(fresh, backupDir, { force: true }), { createdAt: manifest.createdAt }, 'with --force, the data is replaced')
  })
}

/** Empty databases of their own on the PostgreSQL server, dropped when the test ends. */
async function serverDatabases(t: Teardown, roles: string[]): Promise<string[]> {
  const serverUrl = process.env.DATABASE_URL!
  const suffix = `${process.pid}_${Date.now().toString(36)}`
  const names = roles.map((role) => `oet_backup_${role}_${suffix}`)
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  for (const name of names) await admin.query(`create database ${name}`)
  await admin.end()
  t.teardown(async () => {
    const dropper = new pg.Client({ connectionString: serverUrl })
    await dropper.connect()
    for (const name of names) await dropper.query(`drop database if exists ${name} with (force)`)
    await dropper.end()
  })
  return names.map((name) => {
    const url = new URL(serverUrl)
    url.pathname = `/${name}`
    return url.href
  })
}
