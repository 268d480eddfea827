import type { User } from '#shared/contracts/auth.ts'

export interface CachedSession {
  sessionId: string
  user: User
  lastUsedAt: number
  idleExpiresAt: number
  absoluteExpiresAt: number
}

/**
 * Recently checked sessions, by token hash, so that the calls of an exam in progress (autosaves,
 * page loads) do not each cost a database read. Entries live a few seconds; logout and password
 * reset through this process drop them at once. A revocation made through another replica takes
 * effect there within the entry's lifetime (docs/decisions/0008-session-cache.md).
 */
export class SessionCache {
  private readonly entries = new Map<string, { session: CachedSession; storedAt: number }>()

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 50_000,
  ) {}

  get(tokenHash: string, now: number): CachedSession | undefined {
    const entry = this.entries.get(tokenHash)
    if (!entry) return undefined
    if (now - entry.storedAt >= this.ttlMs) {
      this.entries.delete(tokenHash)
      return undefined
    }
    return entry.session
  }

  set(tokenHash: string, session: CachedSession, now: number): void {
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!)
    this.entries.set(tokenHash, { session, storedAt: now })
  }

  dropSession(sessionId: string): void {
    for (const [hash, entry] of this.entries) if (entry.session.sessionId === sessionId) this.entries.delete(hash)
  }

  dropUser(userId: string): void {
    for (const [hash, entry] of this.entries) if (entry.session.user.id === userId) this.entries.delete(hash)
  }
}
