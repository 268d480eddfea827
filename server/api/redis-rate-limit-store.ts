import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import { createRequire } from 'node:module'
import type { RedisLink } from './redis.ts'

type Result = { current: number; ttl: number }
type Callback = (error: Error | null, result?: Result) => void
interface Store extends FastifyRateLimitStore {
  read?(key: string, callback: Callback, timeWindow: number, max: number): void
}
type StoreCtor = new (continueExceeding: boolean, exponentialBackoff: boolean, ...rest: unknown[]) => Store

// @fastify/rate-limit's own two stores, which its index does not export: the counting rules stay theirs.
const require = createRequire(import.meta.url)
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreCtor
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreCtor

/**
 * @fastify/rate-limit's store when REDIS_URL is set: counts in Redis while it answers, in this
 * process while it does not (decision 0078), so a limit never turns into a 500 or a wait.
 */
export function fallbackRateLimitStore(link: RedisLink): FastifyRateLimitStoreCtor {
  const pair = (redis: Store, local: Store): Store => {
    const run = (method: 'incr' | 'read', key: string, callback: Callback, timeWindow: number, max: number) => {
      const locally = () => local[method]!(key, callback, timeWindow, max)
      if (!link.up) return locally()
      redis[method]!(
        key,
        (error, result) => {
          if (!error) return callback(null, result)
          link.failed(error)
          locally()
        },
        timeWindow,
        max,
      )
    }
    return {
      incr: (key, callback, timeWindow, max) => run('incr', key, callback, timeWindow, max),
      read: (key, callback, timeWindow, max) => run('read', key, callback, timeWindow, max),
      child: (routeOptions) => pair(redis.child(routeOptions), local.child(routeOptions)),
    }
  }
  return class FallbackStore {
    constructor(options: FastifyRateLimitOptions) {
      // The plugin hands a store its settings, these two among them (its types leave them out).
      const { continueExceeding = false, exponentialBackoff = false } = options as { continueExceeding?: boolean; exponentialBackoff?: boolean }
      return pair(new RedisStore(continueExceeding, exponentialBackoff, link.client), new LocalStore(continueExceeding, exponentialBackoff))
    }
  } as unknown as FastifyRateLimitStoreCtor
}
