import type { FastifyBaseLogger } from 'fastify'

/** What a student or staff member reads when a write could not be kept (decision 0078). */
export const DISK_FULL_MESSAGE = "The server's disk is full, so what you sent was not saved. Keep this page open and try again later."

/** ENOSPC and EDQUOT from the file system; PostgreSQL's disk_full (53100) from the database. */
const DISK_FULL_CODES = new Set(['ENOSPC', 'EDQUOT', '53100'])

/**
 * A write failed for want of space: the disk (or the user's quota) is full. Streams, drizzle and
 * the blob store wrap the file system's error, so causes are looked through.
 */
export function isDiskFull(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false
  const { code, cause } = error as { code?: unknown; cause?: unknown }
  return (typeof code === 'string' && DISK_FULL_CODES.has(code)) || isDiskFull(cause, depth + 1)
}

/** A class uploading at once would write one line each: the operator needs one a minute. */
const LOG_EVERY_MS = 60_000

/**
 * Logs a full disk at most once a minute per host, with how many requests it refused since the
 * last line, so a full disk is one clear line for the operator rather than a flood.
 */
export function diskFullLogger(now: () => number = Date.now) {
  let loggedAt = -Infinity
  let refusedSince = 0
  return (log: FastifyBaseLogger, error: unknown) => {
    refusedSince += 1
    if (now() - loggedAt < LOG_EVERY_MS) return
    log.error(
      { err: error, refused: refusedSince },
      "the disk is full: writes are refused with 507 until space is freed (this line repeats at most once a minute)",
    )
    loggedAt = now()
    refusedSince = 0
  }
}
