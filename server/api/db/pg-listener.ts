import type pg from 'pg'

/** A channel's notifications, and whether they can be relied on to arrive right now. */
export interface ChannelListener {
  /** False while a PostgreSQL listener is (re)connecting: a notification sent meanwhile is lost. */
  readonly live: boolean
  stop(): Promise<void>
}

const FIRST_RETRY_MS = 500
const LAST_RETRY_MS = 30_000

/**
 * LISTEN on a connection of its own, outside the pool (a pooled connection goes back to the pool
 * and stops listening). A lost connection is reopened with growing waits; every (re)connection
 * calls onNotify once, since notifications sent while it was down never arrive. The driver comes
 * from the caller, which loads it only for a PostgreSQL database.
 */
export function listenOnPostgres(Client: typeof pg.Client, url: string, channel: string, onNotify: () => void): ChannelListener {
  let client: pg.Client | undefined
  let live = false
  let stopped = false
  let retryMs = FIRST_RETRY_MS
  let retry: NodeJS.Timeout | undefined

  const lost = () => {
    live = false
    client = undefined
    if (stopped || retry) return
    retry = setTimeout(() => {
      retry = undefined
      void connect()
    }, retryMs)
    retry.unref()
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS)
  }

  async function connect() {
    const connection = new Client({ connectionString: url })
    client = connection
    connection.on('error', () => connection.end().catch(() => {}))
    connection.on('end', () => client === connection && lost())
    connection.on('notification', (message) => message.channel === channel && onNotify())
    try {
      await connection.connect()
      await connection.query(`listen "${channel.replaceAll('"', '""')}"`)
    } catch {
      await connection.end().catch(() => {})
      if (client === connection) lost()
      return
    }
    if (stopped) return void (await connection.end().catch(() => {}))
    retryMs = FIRST_RETRY_MS
    live = true
    onNotify()
  }

  void connect()
  return {
    get live() {
      return live
    },
    async stop() {
      stopped = true
      live = false
      clearTimeout(retry)
      const connection = client
      client = undefined
      await connection?.end().catch(() => {})
    },
  }
}
