import type { RedisLink } from '../../redis.ts'
import { memoryFailureCounter, redisFailureCounter, type FailureCounter } from './failure-counter.ts'

/**
 * The login throttle's counts in Redis while it answers, and in this process while it does not
 * (decision 0078): a sign-in is never refused or held up because Redis is away. Counts made in
 * memory during an outage stay there; the windows are minutes long, so little is lost either way.
 */
export function fallbackFailureCounter(link: RedisLink, now: () => number): FailureCounter {
  const redis = redisFailureCounter(link.client, now)
  const memory = memoryFailureCounter(now)
  const either =
    <A extends unknown[], R>(pick: (counter: FailureCounter) => (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      if (!link.up) return pick(memory)(...args)
      try {
        return await pick(redis)(...args)
      } catch (error) {
        link.failed(error)
        return pick(memory)(...args)
      }
    }
  return {
    add: either((c) => c.add),
    remove: either((c) => c.remove),
    count: either((c) => c.count),
    msLeft: either((c) => c.msLeft),
    claim: either((c) => c.claim),
    release: either((c) => c.release),
    clear: either((c) => c.clear),
  }
}
