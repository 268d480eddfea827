import { LRUCache } from 'lru-cache'
import type { User } from '#shared/auth/schema.ts'

export interface CachedSession {
  sessionId: string
  user: User
  lastUsedAt: number
  idleExpiresAt: number
  absoluteExpiresAt: number
}

/**
 * Recently checked sessions, by token hash, so that the calls of an exam in progress (autosaves,
 * page loads) do not each cost a database read. Entries live a few seconds by the API host's
 * clock; logout and password reset through this process drop them at once. A revocation made
 * through another replica takes effect there within the entry's lifetime
 * (docs/decisions/0008-session-cache.md).
 */
export class SessionCache {
  private readonly entries: LRUCache<string, CachedSession>

  constructor(ttlMs: number, now: () => number, maxEntries = 50_000) {
    // ttlResolution 0: every read asks the clock, so an entry ends exactly when the host's clock
    // (a test's included) says so, not up to a millisecond of real time later.
    this.entries = new LRUCache({ max: maxEntries, ttl: ttlMs, ttlResolution: 0, perf: { now } })
  }

  get(tokenHash: string): CachedSession | undefined {
    return this.entries.get(tokenHash)
  }

  set(tokenHash: string, session: CachedSession): void {
    this.entries.set(tokenHash, session)
  }

  dropSession(sessionId: string): void {
    this.drop((session) => session.sessionId === sessionId)
  }

  dropUser(userId: string): void {
    this.drop((session) => session.user.id === userId)
  }

  private drop(matches: (session: CachedSession) => boolean): void {
    const hashes = [...this.entries.entries()].filter(([, session]) => matches(session)).map(([hash]) => hash)
    for (const hash of hashes) this.entries.delete(hash)
  }
}
