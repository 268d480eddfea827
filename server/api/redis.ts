import type { Redis } from 'ioredis'

/**
 * The one Redis client of an API host, when REDIS_URL names a server: the rate limits and the
 * login throttle share it, and it is closed with the host. ioredis is loaded only then, so a
 * single machine without Redis never pays for it.
 */
export async function connectRedis(url: string): Promise<Redis> {
  const { Redis } = await import('ioredis')
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 })
  await redis.connect()
  return redis
}
