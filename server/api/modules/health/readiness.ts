import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import { statfs } from 'node:fs/promises'
import { blobDirOf } from '../../blob/configured-store.ts'
import type { ApiConfig } from '../../config.ts'
import type { RedisLink } from '../../redis.ts'

/** A check that has not answered in this time counts as down: /readyz never hangs a health check. */
const CHECK_TIMEOUT_MS = 2000
/**
 * Less free space than one segment of PostgreSQL's write-ahead log (16 MB) is a full disk: the
 * next segment the database needs, or the next upload, would not fit.
 */
const FULL_BELOW_BYTES = 16 * 1024 * 1024

export interface Checks {
  database: 'ok' | 'down'
  redis?: 'ok' | 'down'
  blobs: 'ok' | 'down'
  disk?: 'ok' | 'full'
}

/**
 * What /readyz reports (decision 0078): each dependency by name. The host is ready when the
 * database and the file store answer and its disk has room; Redis is reported but not required,
 * since the limits it keeps fall back to this process while it is away.
 */
export function readiness(app: FastifyInstance, config: ApiConfig, redis: RedisLink | undefined) {
  const localDirs = [
    ...(!config.DATABASE_URL && !config.DATA_DIR.startsWith('memory://') ? [config.DATA_DIR] : []),
    ...(!config.S3_URL ? [blobDirOf({ blobDir: config.BLOB_DIR, dataDir: config.DATA_DIR })] : []),
  ]
  return async (log: FastifyBaseLogger): Promise<{ ready: boolean; checks: Checks }> => {
    const failures: Record<string, unknown> = {}
    const answers = (name: string, work: () => Promise<unknown>) =>
      withTimeout(work()).then(
        () => true,
        (error: unknown) => {
          failures[name] = error
          return false
        },
      )
    const [database, blobs, redisUp, full] = await Promise.all([
      answers('database', () => app.database.ping()),
      answers('blobs', () => app.blobs.ready()),
      redis ? withTimeout(redis.ping()).catch(() => false) : undefined,
      Promise.all(localDirs.map((dir) => freeBytes(dir))).then((free) => free.some((bytes) => bytes !== undefined && bytes < FULL_BELOW_BYTES)),
    ])
    const checks: Checks = {
      database: database ? 'ok' : 'down',
      ...(redisUp === undefined ? {} : { redis: redisUp ? 'ok' : 'down' }),
      blobs: blobs ? 'ok' : 'down',
      ...(localDirs.length > 0 ? { disk: full ? 'full' : 'ok' } : {}),
    }
    const ready = database && blobs && !full
    if (!ready) log.warn({ checks, failures: Object.fromEntries(Object.entries(failures).map(([name, error]) => [name, String(error)])) }, 'not ready')
    return { ready, checks }
  }
}

/** Free bytes for an unprivileged writer on the file system holding `dir`; undefined if it cannot be told. */
async function freeBytes(dir: string): Promise<number | undefined> {
  try {
    const stats = await statfs(dir)
    return stats.bavail * stats.bsize
  } catch {
    return undefined
  }
}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}
