import type { FastifyBaseLogger } from 'fastify'
import type { Redis } from 'ioredis'

/** A command Redis has not answered in this time is given up, and the limit kept in memory instead. */
const COMMAND_TIMEOUT_MS = 500
/** How long to wait between tries to reach Redis again while it is away. */
const RECONNECT_MAX_MS = 2000

/**
 * The one Redis client of an API host, when REDIS_URL names a server: the rate limits and the
 * login throttle share it, and it is closed with the host. While Redis cannot be reached they fall
 * back to counts kept in this process (decision 0078): a sign-in never waits for Redis nor fails
 * because of it. One warning says Redis went away and one line that it came back.
 */
export interface RedisLink {
  client: Redis
  /** Connected: counts go to Redis. False while it is away, when callers count in memory. */
  readonly up: boolean
  /** A command failed although the connection looked fine (a Redis that stopped answering). */
  failed(error: unknown): void
  /** Answers whether Redis answers a PING now, for /readyz. */
  ping(): Promise<boolean>
  close(): Promise<void>
}

/**
 * Connects to REDIS_URL. A Redis that is down at start does not stop the host: it starts with
 * limits per process and moves them to Redis once Redis answers. ioredis is loaded only here, so
 * a single machine without Redis never pays for it.
 */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<RedisLink> {
  const { Redis } = await import('ioredis')
  const client = new Redis(url, {
    lazyConnect: true,
    // No queue while disconnected and no retries of a command: a caller learns at once that Redis
    // is away and counts in memory, instead of waiting for a reconnect.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: 2000,
    retryStrategy: (tries) => Math.min(tries * 200, RECONNECT_MAX_MS),
  })
  let away = false
  const wentAway = (error: unknown) => {
    if (away) return
    away = true
    log.warn(
      { err: error },
      'Redis (REDIS_URL) cannot be reached: rate limits and the login throttle are kept per process until it answers again',
    )
  }
  // ioredis reports every failed reconnect as an error: only the first of an outage is logged.
  client.on('error', wentAway)
  client.on('close', () => wentAway(new Error('the connection to Redis closed')))
  const cameBack = () => {
    if (!away) return
    away = false
    log.info('Redis answers again: rate limits and the login throttle are kept in Redis')
  }
  client.on('ready', cameBack)
  await client.connect().catch(wentAway)
  let closing = false
  return {
    client,
    get up() {
      return client.status === 'ready'
    },
    failed: wentAway,
    async ping() {
      const answers = client.status === 'ready' && (await client.ping().then(() => true, () => false))
      // A Redis that stopped answering on a live connection comes back without a new 'ready'.
      if (answers) cameBack()
      return answers
    },
    async close() {
      if (closing) return
      closing = true
      client.removeAllListeners('close')
      client.on('error', () => {})
      // quit() waits for an answer that a Redis away never gives: disconnect() ends it at once.
      if (client.status === 'ready') await client.quit().catch(() => client.disconnect())
      else client.disconnect()
    },
  }
}
