import type { Redis } from 'ioredis'

/**
 * Counts failures per key in fixed windows. Kept in Redis when REDIS_URL is set so that limits
 * hold across replicas; in memory otherwise (the single-machine default has one process).
 */
export interface FailureCounter {
  /** Adds one failure and answers how many the key has in its current window. */
  add(key: string, windowMs: number): Promise<number>
  count(key: string): Promise<number>
  /** Milliseconds until the key's window ends. */
  msLeft(key: string): Promise<number>
  clear(key: string): Promise<void>
}

export function memoryFailureCounter(now: () => number = Date.now): FailureCounter {
  const windows = new Map<string, { count: number; endsAt: number }>()
  const live = (key: string) => {
    const window = windows.get(key)
    if (window && window.endsAt <= now()) windows.delete(key)
    return windows.get(key)
  }
  return {
    async add(key, windowMs) {
      const window = live(key) ?? { count: 0, endsAt: now() + windowMs }
      window.count += 1
      windows.set(key, window)
      if (windows.size > 100_000) sweep(windows, now())
      return window.count
    },
    count: async (key) => live(key)?.count ?? 0,
    msLeft: async (key) => Math.max(0, (live(key)?.endsAt ?? now()) - now()),
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
    count: async (key) => Number((await redis.get(prefix + key)) ?? 0),
    msLeft: async (key) => Math.max(0, await redis.pttl(prefix + key)),
    clear: async (key) => void (await redis.del(prefix + key)),
  }
}
