import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type { Metric } from 'prom-client'
import { APP_ROOT } from '../../common/app-root.ts'
import { lockDataDir } from './data-dir-lock.ts'
import { dropRepeatedParsers, keepTextTypes } from './pglite-parsers.ts'
import { aroundPgliteQueries } from './pglite-queries.ts'
import { PostgresChannels, type ChannelListener } from './pg-listener.ts'
import { queryMetrics, timePgClient, timePglite } from './query-metrics.ts'
import * as schema from './schema.ts'

/** One query layer over both drivers: the same repositories run on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export interface Database {
  db: Db
  driver: 'pglite' | 'postgres'
  migrate(): Promise<void>
  ping(): Promise<void>
  close(): Promise<void>
  /** Its query durations and pool state, for the API host's /metrics (query-metrics.ts). */
  metrics: Metric[]
  /**
   * Calls onNotify with its payload on every NOTIFY of the channel, from any process using this
   * database, and without one whenever one may have been missed (a PostgreSQL listener reconnected).
   */
  listen(channel: string, onNotify: (payload?: string) => void): Promise<ChannelListener>
  /**
   * Resolves once the notifications of every transaction this process committed so far have been
   * heard: what a change drops is dropped before its writer answers (decision 0094).
   */
  heard(): Promise<void>
}

const migrationsFolder = join(APP_ROOT, 'server', 'api', 'db', 'migrations')

export interface DatabaseOptions {
  /** A PostgreSQL server; without it, embedded PGlite under dataDir. */
  databaseUrl?: string | undefined
  /** Where PGlite keeps its files; 'memory://' for a throwaway database. */
  dataDir: string
  /** A PGlite data directory dump to start from (tests start from a migrated template). */
  loadDataDir?: Blob | File
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options)
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import('pg')
  const { drizzle } = await import('drizzle-orm/node-postgres')
  const { migrate } = await import('drizzle-orm/node-postgres/migrator')
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  // An idle connection that the server ends (restart, failover, an admin) is dropped from the pool
  // and replaced on next use; without a listener its 'error' event would end the process.
  pool.on('error', () => {})
  const timing = queryMetrics('postgres', () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }))
  pool.on('connect', (client) => timePgClient(client, timing))
  const db = drizzle(pool, { schema })
  const channels = new PostgresChannels(pg.Client, url)
  return {
    db: db as unknown as Db,
    driver: 'postgres',
    migrate: () => migrate(db, { migrationsFolder }),
    ping: async () => void (await pool.query('select 1')),
    close: async () => {
      await channels.close()
      await pool.end()
    },
    metrics: timing.metrics,
    listen: (channel, onNotify) => channels.listen(channel, onNotify),
    heard: () => channels.heard(),
  }
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite')
  const { drizzle } = await import('drizzle-orm/pglite')
  const { migrate } = await import('drizzle-orm/pglite/migrator')
  const inMemory = options.dataDir.startsWith('memory://')
  if (!inMemory) await mkdir(options.dataDir, { recursive: true })
  // One process at a time: the server, or a command such as user:create, never both (data-dir-lock.ts).
  const unlock = inMemory ? () => {} : lockDataDir(options.dataDir)
  const client = await PGlite.create(inMemory ? undefined : options.dataDir, {
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  }).catch((error: unknown) => {
    unlock()
    throw error
  })
  const inFlight = { count: 0 }
  const timing = queryMetrics('pglite', () => ({ total: 1, idle: inFlight.count === 0 ? 1 : 0, waiting: Math.max(0, inFlight.count - 1) }))
  keepTextTypes(client)
  aroundPgliteQueries(client, dropRepeatedParsers)
  timePglite(client, timing, inFlight)
  const db = drizzle({ client, schema })
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    migrate: () => migrate(db, { migrationsFolder }),
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close().finally(unlock),
    metrics: timing.metrics,
    // One process holds the database (data-dir-lock.ts), so every notification is its own: none is ever missed.
    async listen(channel, onNotify) {
      const unlisten = await client.listen(channel, onNotify)
      return { live: true, stop: () => unlisten().catch(() => {}) }
    },
    // PGlite hands a transaction's notifications over within the query that commits it.
    heard: async () => {},
  }
}
