import type { Redis } from 'ioredis'

/**
 * Counts sign-in attempts per key in fixed windows and holds short waits. Kept in Redis when
 * REDIS_URL is set so that the counts hold across replicas; in memory otherwise (the
 * single-machine default has one process). Every change is one atomic step, so logins checked
 * in parallel cannot all slip under a limit.
 */
export interface FailureCounter {
  /** Adds one to the key and answers its count in the current window (started by the first add). */
  add(key: string, windowMs: number): Promise<number>
  /** Takes one back, as when an attempt turns out not to count. */
  remove(key: string): Promise<void>
  count(key: string): Promise<number>
  /** Milliseconds until the key's window ends. */
  msLeft(key: string): Promise<number>
  /** Sets the key for `ms` if it is not set: true for the one caller that set it. */
  claim(key: string, ms: number): Promise<boolean>
  clear(key: string): Promise<void>
}

export function memoryFailureCounter(now: () => number = Date.now): FailureCounter {
  const windows = new Map<string, { count: number; endsAt: number }>()
  const live = (key: string) => {
    const window = windows.get(key)
    if (window && window.endsAt <= now()) windows.delete(key)
    return windows.get(key)
  }
  const set = (key: string, window: { count: number; endsAt: number }) => {
    windows.set(key, window)
    if (windows.size > 100_000) sweep(windows, now())
  }
  return {
    async add(key, windowMs) {
      const window = live(key) ?? { count: 0, endsAt: now() + windowMs }
      window.count += 1
      set(key, window)
      return window.count
    },
    async remove(key) {
      const window = live(key)
      if (window) window.count = Math.max(0, window.count - 1)
    },
    count: async (key) => live(key)?.count ?? 0,
    msLeft: async (key) => Math.max(0, (live(key)?.endsAt ?? now()) - now()),
    async claim(key, ms) {
      if (live(key)) return false
      set(key, { count: 1, endsAt: now() + ms })
      return true
    },
    clear: async (key) => void windows.delete(key),
  }
}

function sweep(windows: Map<string, { endsAt: number }>, now: number) {
  for (const [key, window] of windows) if (window.endsAt <= now) windows.delete(key)
}

export function redisFailureCounter(redis: Redis, prefix = 'login-failures:'): FailureCounter {
  return {
    async add(key, windowMs) {
      const [[, count]] = (await redis.multi().incr(prefix + key).pexpire(prefix + key, windowMs, 'NX').exec()) as [
        [Error | null, number],
      ]
      return count
    },
    // Only while the key lives: a DECR on an expired key would leave a -1 with no expiry.
    async remove(key) {
      await redis.eval("if redis.call('GET', KEYS[1]) and tonumber(redis.call('GET', KEYS[1])) > 0 then redis.call('DECR', KEYS[1]) end", 1, prefix + key)
    },
    count: async (key) => Number((await redis.get(prefix + key)) ?? 0),
    msLeft: async (key) => Math.max(0, await redis.pttl(prefix + key)),
    claim: async (key, ms) => (await redis.set(prefix + key, '1', 'PX', Math.max(1, Math.round(ms)), 'NX')) === 'OK',
    clear: async (key) => void (await redis.del(prefix + key)),
  }
}
