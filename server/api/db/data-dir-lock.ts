import { randomUUID } from 'node:crypto'
import { closeSync, linkSync, openSync, readFileSync, readlinkSync, renameSync, rmSync, statSync, utimesSync, writeSync } from 'node:fs'
import { hostname } from 'node:os'
import { join, resolve } from 'node:path'

/**
 * PGlite is a single-process database: a second process that opens a data directory the server
 * holds corrupts what the server believes (it refused new rows, and postmaster.pid went missing).
 * So whoever opens a data directory first creates this file in it, exclusively, and keeps it until
 * it closes the database; everyone else is refused while its holder lives.
 */
export const LOCK_FILE = 'oet-prep.lock'

/** How often a holder touches its lock, and how long after the last touch a lock counts as abandoned. */
const HEARTBEAT_MS = 5_000
const ABANDONED_MS = 30_000

export interface LockHolder {
  pid: number
  host: string
  /** Linux's pid namespace: containers that share the host's name (--network host) have their own pids. */
  pidNamespace?: string | undefined
  since: string
  /** Tells this holding apart from an earlier one of the same pid (a restarted container is pid 1 again). */
  nonce: string
}

export class DataDirLockedError extends Error {
  readonly code = 'DATA_DIR_LOCKED'
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(`The data directory ${dataDir} is in use by another process (pid ${holder.pid} on ${holder.host}, since ${holder.since}).`)
  }
}

const pidNamespace = (() => {
  try {
    return readlinkSync('/proc/self/ns/pid')
  } catch {
    return undefined // not Linux: the host name alone tells whose pids these are
  }
})()

/** Locks this process holds: a second open of the same directory from here is refused as well. */
const held = new Map<string, LockHolder>()

/** Takes the data directory's lock, or throws DataDirLockedError; returns the function that gives it back. */
export function lockDataDir(dataDir: string): () => void {
  const path = join(resolve(dataDir), LOCK_FILE)
  const me: LockHolder = { pid: process.pid, host: hostname(), pidNamespace, since: new Date().toISOString(), nonce: randomUUID() }
  const mine = held.get(path)
  if (mine) throw new DataDirLockedError(dataDir, mine)
  while (!tryCreate(path, me)) {
    const found = readLock(path)
    if (!found) continue // its holder just let go
    if (!abandoned(found)) throw new DataDirLockedError(dataDir, found.holder)
    if (!removeIfUnchanged(path, found.text)) throw new DataDirLockedError(dataDir, readLock(path)?.holder ?? found.holder)
  }
  held.set(path, me)
  // A process that ends without closing (a fatal error, process.exit) lets go as it ends.
  const release = () => {
    clearInterval(heartbeat)
    process.off('exit', release)
    held.delete(path)
    if (readLock(path)?.holder.nonce === me.nonce) rmSync(path, { force: true })
  }
  const heartbeat = setInterval(() => touch(path), HEARTBEAT_MS).unref()
  process.on('exit', release)
  return release
}

function tryCreate(path: string, me: LockHolder): boolean {
  let fd: number
  try {
    fd = openSync(path, 'wx')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  }
  try {
    writeSync(fd, JSON.stringify(me))
  } finally {
    closeSync(fd)
  }
  return true
}

interface FoundLock {
  holder: LockHolder
  text: string
  touchedMs: number
}

function readLock(path: string): FoundLock | undefined {
  try {
    const text = readFileSync(path, 'utf8')
    return { holder: parseHolder(text), text, touchedMs: statSync(path).mtimeMs }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

/** A lock being written this instant reads empty: a holder of unknown pid, alive until it goes quiet. */
function parseHolder(text: string): LockHolder {
  try {
    return JSON.parse(text) as LockHolder
  } catch {
    return { pid: 0, host: 'an unknown host', since: 'an unknown time', nonce: '' }
  }
}

/**
 * A lock's holder is gone when its process has ended here (same host, same pids): a live holder
 * keeps its lock however long it has been quiet (paused, suspended, busy in a long step). A holder
 * this process cannot check, on another host or in another pid namespace, is gone once it has
 * stopped touching the lock.
 */
function abandoned({ holder, touchedMs }: FoundLock): boolean {
  if (holder.host !== hostname() || holder.pidNamespace !== pidNamespace || !holder.pid) return Date.now() - touchedMs > ABANDONED_MS
  // This very pid, yet not held here: an earlier life of this process id (a restarted container).
  if (holder.pid === process.pid) return true
  try {
    process.kill(holder.pid, 0)
    return false
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH'
  }
}

/**
 * Removes an abandoned lock, unless someone replaced it since it was read: it is moved aside first,
 * so that two processes that both found it abandoned cannot both remove it and both take over.
 */
function removeIfUnchanged(path: string, text: string): boolean {
  const aside = `${path}.${process.pid}.${randomUUID()}`
  try {
    renameSync(path, aside)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true
    throw error
  }
  const moved = readFileSync(aside, 'utf8')
  // Another process took the lock between our read and our move: give it back (unless a third
  // one has taken the free name since, which then holds it).
  if (moved !== text) {
    try {
      linkSync(aside, path)
    } catch {
      // EEXIST: see above.
    }
  }
  rmSync(aside, { force: true })
  return moved === text
}

function touch(path: string) {
  const now = new Date()
  try {
    utimesSync(path, now, now)
  } catch {
    // The directory went away under a running server: nothing to keep alive any more.
  }
}
