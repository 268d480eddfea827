import t from 'tap'
import { execFileSync } from 'node:child_process'
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { openDatabase } from '#api/db/client.ts'
import { attempts } from '#api/db/schema.ts'
import { sampleDocument } from '#shared/content/import-samples.ts'
import { buildTestApiServer, pgliteTemplate, testApiConfig } from '#test/helper.ts'
import { importDocument, saveAnswers, startedId, user, type Api } from './attempts-helper.ts'
import { makeOgg, uploadMedia } from './tests-fixtures.ts'
import { memoryLog } from '#test/memory-log.ts'

// Decision 0078: DATA_DIR (PGlite) and BLOB_DIR on a 100 MB file system that then fills up. An
// upload's file cannot be written: 507 with a message a person can act on, logged once a minute.
// PostgreSQL writes autosaves into write-ahead log segments it has already allocated, so they are
// still stored, and confirmed only because they are: the test reopens the data after the disk is
// freed and finds them. /readyz says the disk is full.

// A folder of its own, not tap's fixture folder: in a test worker that folder is shared with the
// files that run after this one, and removing it would meet the mount.
const mount = mkdtempSync(join(tmpdir(), 'oet-disk-full-'))

/** Mounts the small file system, or answers why it cannot be (mounting needs root). */
function mountTmpfs(): string | undefined {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=100m', 'tmpfs', mount], { stdio: 'pipe' })
    return undefined
  } catch (error) {
    rmSync(mount, { recursive: true, force: true })
    return `a tmpfs cannot be mounted here (it needs root): ${String((error as { stderr?: Buffer }).stderr ?? error).trim()}`
  }
}
const cannotMount = mountTmpfs()

interface LogLine {
  level: number
  msg?: string
}

/** Writes zeros until the file system refuses: the disk is full. */
function fill(path: string) {
  const fd = openSync(path, 'w')
  const chunk = Buffer.alloc(1 << 20)
  try {
    for (;;) writeSync(fd, chunk)
  } catch (error) {
    if ((error as { code?: string }).code !== 'ENOSPC') throw error
  } finally {
    closeSync(fd)
  }
}

/** Real recordings, each of its own (the media intake re-encodes audio), made outside the mount. */
const tonesDir = mkdtempSync(join(tmpdir(), 'oet-disk-full-tones-'))
const tones = await Promise.all([440, 550, 660].map(async (pitch) => (await makeOgg(tonesDir, `${pitch}.ogg`, pitch, 1)).bytes))
rmSync(tonesDir, { recursive: true, force: true })

t.test('a full disk under DATA_DIR and BLOB_DIR', { skip: cannotMount }, async (t) => {
  // Registered first, so it runs last, after the hosts and databases on the mount are closed.
  t.teardown(() => {
    execFileSync('umount', ['-l', mount])
    rmSync(mount, { recursive: true, force: true })
  })
  const dataDir = join(mount, 'data')
  const { lines, stream: logStream } = memoryLog<LogLine>()
  const database = await openDatabase({ dataDir, loadDataDir: await pgliteTemplate() })
  const config = testApiConfig({ DATA_DIR: dataDir, BLOB_DIR: join(mount, 'blobs'), SWEEP_INTERVAL_SECONDS: '0' })
  const app = (await buildTestApiServer({ config, database, logStream })) as unknown as Api
  let closed = false
  t.teardown(async () => {
    if (closed) return
    await app.close()
    await database.close()
  })

  await app.blobs.put(`media/${'0'.repeat(32)}.webm`, Buffer.from('not really audio'), 'audio/webm')
  const admin = await user(app, 'admin')
  const student = await user(app)
  const testId = await importDocument(app, admin.token, sampleDocument('oetReading'))
  const attemptId = await startedId(app, student.token, testId)
  t.equal((await uploadMedia(app, admin.token, tones[0]!)).statusCode, 201, 'an upload is stored while there is room')
  t.match((await app.inject({ method: 'GET', url: '/readyz' })).json(), { status: 'ready', checks: { disk: 'ok' } })

  fill(join(mount, 'filler'))

  for (const [what, tone] of [['an upload', tones[1]!], ['another upload', tones[2]!]] as const) {
    const res = await uploadMedia(app, admin.token, tone)
    t.equal(res.statusCode, 507, `${what} is refused as Insufficient Storage`)
    t.same(res.json(), {
      statusCode: 507,
      error: 'Insufficient Storage',
      code: 'DISK_FULL',
      message: "The server's disk is full, so what you sent was not saved. Keep this page open and try again later.",
    })
  }
  t.equal(lines.filter((line) => /the disk is full/.test(line.msg ?? '')).length, 1, 'one log line for both, not one per request')
  t.equal(lines.filter((line) => line.level >= 50 && line.msg === 'request failed').length, 0, 'no 500 logged')

  const saved = await saveAnswers(app, student.token, attemptId, { '1': 'kept through a full disk' })
  t.equal(saved.statusCode, 200, 'an autosave still goes into the write-ahead log PostgreSQL allocated')

  const ready = await app.inject({ method: 'GET', url: '/readyz' })
  t.equal(ready.statusCode, 503)
  t.same(ready.json(), { status: 'not ready', checks: { database: 'ok', blobs: 'ok', disk: 'full' } })

  await app.close()
  await database.close()
  closed = true
  rmSync(join(mount, 'filler'))
  const reopened = await openDatabase({ dataDir })
  t.teardown(() => reopened.close())
  const [row] = await reopened.db.select({ answers: attempts.answers }).from(attempts).where(eq(attempts.id, attemptId))
  t.same(row?.answers, { '1': 'kept through a full disk' }, 'the confirmed autosave was stored')
})
