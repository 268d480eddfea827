import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type { QueryOptions } from '@electric-sql/pglite'
import type { PgliteStatements } from './pglite-statements.ts'
import { APP_ROOT } from '../../common/app-root.ts'
import { lockDataDir } from './data-dir-lock.ts'
import * as schema from './schema.ts'

/** One query layer over both drivers: the same repositories run on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export interface Database {
  db: Db
  driver: 'pglite' | 'postgres'
  migrate(): Promise<void>
  ping(): Promise<void>
  close(): Promise<void>
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
  const db = drizzle(pool, { schema })
  return {
    db: db as unknown as Db,
    driver: 'postgres',
    migrate: () => migrate(db, { migrationsFolder }),
    ping: async () => void (await pool.query('select 1')),
    close: () => pool.end(),
  }
}

/**
 * The type oids drizzle's PGlite driver asks to be left as text with every query (drizzle maps
 * them itself): timestamp, timestamptz, interval, date, numeric[], timestamp[], timestamptz[],
 * interval[], date[].
 */
const DRIZZLE_TEXT_TYPES = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182]

interface PgliteQueryable {
  query(text: string, params?: unknown[], options?: QueryOptions): Promise<unknown>
  transaction<T>(callback: (tx: PgliteQueryable) => Promise<T>): Promise<T>
}

/**
 * The PGlite client as drizzle sees it. Statements that read or change rows run as prepared
 * statements (pglite-statements.ts). And the per-query parsers drizzle passes are dropped: they
 * are installed once on the client (below), while PGlite would merge them into a copy of its
 * whole parser table (300-odd entries, about 0.1 ms) on every query.
 */
function queryLayer<T extends object>(target: T, statements: PgliteStatements, inTransaction = false): T {
  const methods = new Map<PropertyKey, unknown>()
  return new Proxy(target, {
    get(original, property) {
      const object = original as T & PgliteQueryable
      if (property === 'query') {
        return (text: string, params: unknown[] = [], options?: QueryOptions) => {
          const own = options?.parsers ? { ...options, parsers: undefined } : options
          // A transaction that has ended refuses the call itself ("Transaction is closed"), as
          // PGlite checks before it runs anything: the statement must not land in another one.
          const ended = inTransaction && (object as { closed?: boolean }).closed === true
          return statements.handles(text, own) && !ended ? statements.query(text, params, own, inTransaction) : object.query(text, params, own)
        }
      }
      if (property === 'transaction') {
        return <R>(callback: (tx: PgliteQueryable) => Promise<R>) => object.transaction((tx) => callback(queryLayer(tx, statements, true)))
      }
      const value: unknown = Reflect.get(object, property, object)
      if (typeof value !== 'function' || property === 'constructor') return value
      if (!methods.has(property)) methods.set(property, value.bind(object))
      return methods.get(property)
    },
  })
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite')
  const { drizzle } = await import('drizzle-orm/pglite')
  const { migrate } = await import('drizzle-orm/pglite/migrator')
  const { pgliteStatements } = await import('./pglite-statements.ts')
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
  for (const oid of DRIZZLE_TEXT_TYPES) client.parsers[oid] = (value: string) => value
  const db = drizzle({ client: queryLayer(client, pgliteStatements(client)), schema })
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    migrate: () => migrate(db, { migrationsFolder }),
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close().finally(unlock),
  }
}
