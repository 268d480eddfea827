import type pg from 'pg'

/** A channel's notifications, and whether they can be relied on to arrive right now. */
export interface ChannelListener {
  /** False while a PostgreSQL listener is (re)connecting: a notification sent meanwhile is lost. */
  readonly live: boolean
  stop(): Promise<void>
}

type OnNotify = (payload?: string) => void

/** The listening connection's name in pg_stat_activity, for an operator (and a test) to find it. */
export const LISTENER_NAME = 'oet-listener'

const FIRST_RETRY_MS = 500
const LAST_RETRY_MS = 30_000

const listenCommand = (channel: string) => `listen "${channel.replaceAll('"', '""')}"`

/**
 * Every channel a process listens to, on one connection of its own outside the pool (a pooled
 * connection goes back to the pool and stops listening). A lost connection is reopened with
 * growing waits; every (re)connection calls each listener once without a payload, since
 * notifications sent while it was down never arrive. The driver comes from the caller, which
 * loads it only for a PostgreSQL database.
 */
export class PostgresChannels {
  private client: pg.Client | undefined
  private live = false
  private stopped = false
  private retryMs = FIRST_RETRY_MS
  private retry: NodeJS.Timeout | undefined
  private readonly channels = new Map<string, Set<OnNotify>>()
  /** The query heard() sent that has not answered yet, and the one that waits to follow it. */
  private sync: Promise<void> | undefined
  private nextSync: Promise<void> | undefined

  constructor(
    private readonly Client: typeof pg.Client,
    private readonly url: string,
  ) {}

  /** Listens to a channel; the connection opens with the first. */
  async listen(channel: string, onNotify: OnNotify): Promise<ChannelListener> {
    const known = this.channels.get(channel)
    const listeners = known ?? new Set<OnNotify>()
    listeners.add(onNotify)
    this.channels.set(channel, listeners)
    if (!this.client && !this.retry) {
      this.stopped = false
      void this.connect()
      // A channel added while the connection is open is listened to on it; while it (re)connects,
      // the connection's own start listens to every channel.
    } else if (!known && this.live) await this.client?.query(listenCommand(channel)).catch(() => {})
    const isLive = () => this.live
    return {
      get live() {
        return isLive()
      },
      stop: async () => {
        listeners.delete(onNotify)
        if (listeners.size === 0) this.channels.delete(channel)
        if (this.channels.size === 0) await this.close()
      },
    }
  }

  /**
   * Resolves once every notification of a transaction committed before the call has been heard
   * (its listeners called). A committing backend signals the listening one before its commit
   * returns, and the listening backend sends what it was signalled before it answers a query; so a
   * query sent on the listening connection after the commit answers after the notification. Calls
   * made while one is under way share the next query: the one under way may have left before
   * their commit.
   */
  heard(): Promise<void> {
    if (!this.live || !this.client) return Promise.resolve()
    if (this.nextSync) return this.nextSync
    const send = () => {
      const connection = this.client
      const sync = (connection ? connection.query('select 1').then(() => {}, () => {}) : Promise.resolve()).finally(() => {
        if (this.sync === sync) this.sync = undefined
      })
      this.sync = sync
      return sync
    }
    if (!this.sync) return send()
    const next = this.sync.then(() => {
      this.nextSync = undefined
      return send()
    })
    this.nextSync = next
    return next
  }

  /** Ends the connection and every listener with it. */
  async close() {
    this.channels.clear()
    this.stopped = true
    this.live = false
    clearTimeout(this.retry)
    this.retry = undefined
    const connection = this.client
    this.client = undefined
    await connection?.end().catch(() => {})
  }

  private lost() {
    this.live = false
    this.client = undefined
    if (this.stopped || this.retry) return
    this.retry = setTimeout(() => {
      this.retry = undefined
      void this.connect()
    }, this.retryMs)
    this.retry.unref()
    this.retryMs = Math.min(this.retryMs * 2, LAST_RETRY_MS)
  }

  private async connect() {
    const connection = new this.Client({ connectionString: this.url, application_name: LISTENER_NAME })
    this.client = connection
    connection.on('error', () => connection.end().catch(() => {}))
    connection.on('end', () => this.client === connection && this.lost())
    connection.on('notification', (message) => {
      for (const onNotify of this.channels.get(message.channel) ?? []) onNotify(message.payload)
    })
    try {
      await connection.connect()
      // A channel added meanwhile is met by this loop: a Map's iterator visits what is added during it.
      for (const channel of this.channels.keys()) await connection.query(listenCommand(channel))
    } catch {
      await connection.end().catch(() => {})
      if (this.client === connection) this.lost()
      return
    }
    if (this.stopped) return void (await connection.end().catch(() => {}))
    this.retryMs = FIRST_RETRY_MS
    this.live = true
    for (const listeners of this.channels.values()) for (const onNotify of listeners) onNotify()
  }
}
