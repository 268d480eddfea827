import { LRUCache } from 'lru-cache'
import type { ChannelListener } from './pg-listener.ts'

/** The database channel told a user's id whenever a row the kept reads come from changes (migration 0011). */
export const USER_READS_CHANNEL = 'oet_user_reads'

/** Users whose reads are kept at once: a class of several hundred with room to spare, a few MB. */
const MAX_USERS = 5000
/**
 * Every change is notified, so nothing kept should ever be stale; the age limit only bounds how
 * long a fault in that (a table left out of the triggers) could show an old answer.
 */
const MAX_AGE_MS = 10 * 60_000

type Listen = (channel: string, onNotify: (payload?: string) => void) => Promise<ChannelListener>

/**
 * What each signed-in page reads of a user's own rows (their attempts, submissions, notifications),
 * kept until the database says a row of theirs changed (decision 0094). The triggers tell the
 * channel inside the writing transaction, so every replica hears of each change when it commits,
 * whoever made it: the student, the sweep, an evaluator. While the listener is not live (a
 * PostgreSQL reconnect) a notification could be missed, so every call reads afresh; when it is
 * live again, everything kept is dropped.
 */
export class UserReads {
  private readonly users = new LRUCache<string, Map<string, Promise<unknown>>>({ max: MAX_USERS, ttl: MAX_AGE_MS })
  private readonly listeners: ChannelListener[] = []

  /**
   * Starts keeping reads. `alsoDropOn` are channels after which everything is dropped (the
   * published tests: a kept read shows their titles).
   */
  async keep(listen: Listen, alsoDropOn: readonly string[] = []) {
    this.listeners.push(await listen(USER_READS_CHANNEL, (userId) => (userId ? this.drop(userId) : this.users.clear())))
    for (const channel of alsoDropOn) this.listeners.push(await listen(channel, () => this.users.clear()))
  }

  async stop() {
    await Promise.all(this.listeners.splice(0).map((listener) => listener.stop()))
    this.users.clear()
  }

  /** Forgets what is kept of one user. */
  drop(userId: string) {
    this.users.delete(userId)
  }

  /** The user's read named `key`: kept, or read now (and kept unless a change is notified meanwhile). */
  read<T>(userId: string, key: string, load: () => Promise<T>): Promise<T> {
    if (this.listeners.length === 0 || !this.listeners.every((listener) => listener.live)) return load()
    let kept = this.users.get(userId)
    const hit = kept?.get(key)
    if (hit) return hit as Promise<T>
    if (!kept) {
      kept = new Map()
      this.users.set(userId, kept)
    }
    // The promise is kept at once, so a change notified while it reads drops it too: a read that
    // began before the change is never kept after it.
    const reading = load()
    kept.set(key, reading)
    const mine = kept
    reading.catch(() => mine.get(key) === reading && mine.delete(key))
    return reading
  }
}
