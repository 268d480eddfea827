import { randomUUID } from 'node:crypto'
import type { Redis } from 'ioredis'

/**
 * Counts sign-in attempts per key in fixed windows and holds short waits. Kept in Redis when
 * REDIS_URL is set so that the counts hold across replicas; in memory otherwise (the
 * single-machine default has one process). Every change is one atomic step, so logins checked
 * in parallel cannot all slip under a limit. Windows and waits end by the API host's clock (the
 * `now` it is built with), in Redis as in memory.
 */
export interface FailureCounter {
  /** Adds one to the key and answers its count in the current window (started by the first add). */
  add(key: string, windowMs: number): Promise<number>
  /** Takes one back, as when an attempt turns out not to count. */
  remove(key: string): Promise<void>
  count(key: string): Promise<number>
  /** Milliseconds until the key's window ends. */
  msLeft(key: string): Promise<number>
  /**
   * Sets the key for `ms` if it is not set: the one caller that set it gets a token of its own
   * (undefined for everyone else), with which `release` ends this claim and no later one.
   */
  claim(key: string, ms: number): Promise<string | undefined>
  /** Ends the claim the token is for; a newer claim on the key (this one having run out) stays. */
  release(key: string, token: string): Promise<void>
  clear(key: string): Promise<void>
}

interface Window {
  count: number
  endsAt: number
  token?: string
}

export function memoryFailureCounter(now: () => number = Date.now): FailureCounter {
  const windows = new Map<string, Window>()
  const live = (key: string) => {
    const window = windows.get(key)
    if (window && window.endsAt <= now()) windows.delete(key)
    return windows.get(key)
  }
  const set = (key: string, window: Window) => {
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
      if (live(key)) return undefined
      const token = randomUUID()
      set(key, { count: 1, endsAt: now() + ms, token })
      return token
    },
    async release(key, token) {
      if (live(key)?.token === token) windows.delete(key)
    },
    clear: async (key) => void windows.delete(key),
  }
}

function sweep(windows: Map<string, { endsAt: number }>, now: number) {
  for (const [key, window] of windows) if (window.endsAt <= now) windows.delete(key)
}

/**
 * Redis forgets a key this long after its end by the API host's clock. The end itself is checked
 * against that clock (so replicas and a test's clock agree); Redis's own expiry only frees memory.
 */
const FORGET_AFTER_MS = 60_000

// Each key is a hash: count, endsAt (ms by the host's clock) and, for a claim, its token. ARGV[1]
// is always the host's now. A window that has ended reads as no window at all.
const LIVE = `
local now = tonumber(ARGV[1])
local endsAt = tonumber(redis.call('HGET', KEYS[1], 'endsAt'))
local live = endsAt ~= nil and endsAt > now
local function keep(endsAt) redis.call('PEXPIRE', KEYS[1], string.format('%.0f', math.max(1, endsAt - now) + ${FORGET_AFTER_MS})) end
`
const ADD = `${LIVE}
local count = 0
if live then count = tonumber(redis.call('HGET', KEYS[1], 'count')) else
  endsAt = now + tonumber(ARGV[2])
  redis.call('DEL', KEYS[1])
  redis.call('HSET', KEYS[1], 'endsAt', string.format('%.0f', endsAt))
end
count = count + 1
redis.call('HSET', KEYS[1], 'count', count)
keep(endsAt)
return count`
const REMOVE = `${LIVE}
if live and tonumber(redis.call('HGET', KEYS[1], 'count')) > 0 then redis.call('HINCRBY', KEYS[1], 'count', -1) end`
const COUNT = `${LIVE}
if not live then return 0 end
return tonumber(redis.call('HGET', KEYS[1], 'count'))`
const MS_LEFT = `${LIVE}
if not live then return 0 end
return string.format('%.0f', endsAt - now)`
const CLAIM = `${LIVE}
if live then return 0 end
endsAt = now + tonumber(ARGV[2])
redis.call('DEL', KEYS[1])
redis.call('HSET', KEYS[1], 'count', 1, 'endsAt', string.format('%.0f', endsAt), 'token', ARGV[3])
keep(endsAt)
return 1`
const RELEASE = `${LIVE}
if live and redis.call('HGET', KEYS[1], 'token') == ARGV[2] then redis.call('DEL', KEYS[1]) end`

export function redisFailureCounter(redis: Redis, now: () => number = Date.now, prefix = 'login-throttle:'): FailureCounter {
  const run = (script: string, key: string, ...args: (string | number)[]) => redis.eval(script, 1, prefix + key, Math.round(now()), ...args)
  return {
    add: async (key, windowMs) => Number(await run(ADD, key, Math.max(1, Math.round(windowMs)))),
    // Only while the window lives: a take-back never leaves a count below zero or without its end.
    remove: async (key) => void (await run(REMOVE, key)),
    count: async (key) => Number(await run(COUNT, key)),
    msLeft: async (key) => Number(await run(MS_LEFT, key)),
    async claim(key, ms) {
      const token = randomUUID()
      return Number(await run(CLAIM, key, Math.max(1, Math.round(ms)), token)) === 1 ? token : undefined
    },
    release: async (key, token) => void (await run(RELEASE, key, token)),
    clear: async (key) => void (await redis.del(prefix + key)),
  }
}
