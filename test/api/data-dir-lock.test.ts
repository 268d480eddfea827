import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readlinkSync } from 'node:fs'
import { mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises'
import { hostname, tmpdir } from 'node:os'
import { join } from 'node:path'
import t, { type Test } from 'tap'
import { DataDirLockedError, LOCK_FILE, lockDataDir } from '#api/db/data-dir-lock.ts'
import { openDatabase } from '#api/db/client.ts'

async function dataDir(t: Test) {
  const dir = await mkdtemp(join(tmpdir(), 'oet-lock-'))
  t.teardown(() => rm(dir, { recursive: true, force: true }))
  return dir
}

const ownNamespace = existsSync('/proc/self/ns/pid') ? readlinkSync('/proc/self/ns/pid') : undefined
const lockOf = (pid: number, host = hostname(), pidNamespace = ownNamespace) =>
  JSON.stringify({ pid, host, pidNamespace, since: '2026-01-01T00:00:00.000Z', nonce: 'earlier' })

/** A pid that surely belongs to no process any more: a child's, after it has ended. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!

t.test('one holder at a time, in this process too; a released lock can be taken again', async (t) => {
  const dir = await dataDir(t)
  const release = lockDataDir(dir)
  t.throws(() => lockDataDir(dir), { code: 'DATA_DIR_LOCKED' })
  release()
  t.notOk(existsSync(join(dir, LOCK_FILE)), 'the lock file goes with its holder')
  lockDataDir(dir)()
})

t.test('a lock held by a live process elsewhere is refused, naming that process', async (t) => {
  const dir = await dataDir(t)
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'])
  t.teardown(() => child.kill())
  await writeFile(join(dir, LOCK_FILE), lockOf(child.pid!))
  const error = (() => {
    try {
      lockDataDir(dir)
    } catch (error) {
      return error
    }
  })()
  t.type(error, DataDirLockedError)
  t.match((error as Error).message, `pid ${child.pid}`)
  t.equal(JSON.parse(await readFile(join(dir, LOCK_FILE), 'utf8')).pid, child.pid, 'the holder keeps its lock')
})

t.test('a live holder here keeps its lock however long it has been quiet (paused, suspended)', async (t) => {
  const dir = await dataDir(t)
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'])
  t.teardown(() => child.kill())
  const path = join(dir, LOCK_FILE)
  await writeFile(path, lockOf(child.pid!))
  const longAgo = new Date(Date.now() - 10 * 60_000)
  await utimes(path, longAgo, longAgo)
  t.throws(() => lockDataDir(dir), { code: 'DATA_DIR_LOCKED' })
  t.equal(JSON.parse(await readFile(path, 'utf8')).pid, child.pid, 'the holder keeps its lock')
})

t.test('a lock left by a process that has ended is taken over', async (t) => {
  const dir = await dataDir(t)
  await writeFile(join(dir, LOCK_FILE), lockOf(deadPid()))
  const release = lockDataDir(dir)
  t.equal(JSON.parse(await readFile(join(dir, LOCK_FILE), 'utf8')).pid, process.pid)
  release()
})

t.test("a lock with this process's own pid, not held here, is an earlier life of it (a restarted container)", async (t) => {
  const dir = await dataDir(t)
  await writeFile(join(dir, LOCK_FILE), lockOf(process.pid))
  lockDataDir(dir)()
})

t.test('from another host: held while its holder touches it, abandoned once it has not for a minute', async (t) => {
  const dir = await dataDir(t)
  const path = join(dir, LOCK_FILE)
  await writeFile(path, lockOf(1, 'another-host'))
  t.throws(() => lockDataDir(dir), { code: 'DATA_DIR_LOCKED' })
  const longAgo = new Date(Date.now() - 5 * 60_000)
  await utimes(path, longAgo, longAgo)
  lockDataDir(dir)()
})

t.test("a lock from another container with this host's name (--network host) is not judged by this container's pids", async (t) => {
  const dir = await dataDir(t)
  await writeFile(join(dir, LOCK_FILE), lockOf(deadPid(), hostname(), 'pid:[another container]'))
  t.throws(() => lockDataDir(dir), { code: 'DATA_DIR_LOCKED' })
})

t.test('a half-written lock counts as held until it goes quiet', async (t) => {
  const dir = await dataDir(t)
  await writeFile(join(dir, LOCK_FILE), '')
  t.throws(() => lockDataDir(dir), { code: 'DATA_DIR_LOCKED' })
})

t.test('the embedded database takes the lock while open, and a second open is refused', async (t) => {
  const dir = await dataDir(t)
  const database = await openDatabase({ dataDir: dir })
  t.ok(existsSync(join(dir, LOCK_FILE)))
  await t.rejects(openDatabase({ dataDir: dir }), { code: 'DATA_DIR_LOCKED' })
  await database.close()
  t.notOk(existsSync(join(dir, LOCK_FILE)))
})
