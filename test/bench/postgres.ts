/**
 * A throwaway PostgreSQL database for a bench case: created on the server of DATABASE_URL (or a
 * local server as root), named oet_bench_<random>, dropped afterwards, also on Ctrl-C.
 */
import { randomBytes } from 'node:crypto'
import pg from 'pg'

export const LOCAL_POSTGRES = 'postgres://root@127.0.0.1:5432/postgres'

export interface BenchDatabase {
  /** The new database's URL, for the child's DATABASE_URL. */
  url: string
  name: string
  /** Drops the database (with force: a child still connected is cut off); safe to call twice. */
  drop(): Promise<void>
}

/** Where the server is, without the password, for messages. */
export function describeServer(url: string): string {
  const parsed = new URL(url)
  return `${parsed.hostname}:${parsed.port || '5432'}`
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message || error.constructor.name : String(error))

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 })
  client.on('error', () => {})
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end().catch(() => undefined)
  }
}

/** A fresh database, or why there is none (no server answered, no right to create one). */
export async function createBenchDatabase(adminUrl = process.env.DATABASE_URL ?? LOCAL_POSTGRES): Promise<BenchDatabase | { skipped: string }> {
  const name = `oet_bench_${randomBytes(6).toString('hex')}`
  try {
    await withClient(adminUrl, (client) => client.query(`create database ${name}`))
  } catch (error) {
    return { skipped: `no database at ${describeServer(adminUrl)}: ${messageOf(error)}` }
  }
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  let dropped: Promise<void> | undefined
  const drop = () =>
    (dropped ??= withClient(adminUrl, async (client) => {
      await client.query(`drop database if exists ${name} with (force)`)
    }))
  return { url: url.toString(), name, drop }
}

/** Drops the database if this process is interrupted while it exists; answers the undo. */
export function dropOnInterrupt(database: BenchDatabase): () => void {
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`[bench] ${signal}: dropping ${database.name}`)
    void database.drop().finally(() => process.exit(130))
  }
  process.once('SIGINT', onSignal)
  process.once('SIGTERM', onSignal)
  return () => {
    process.off('SIGINT', onSignal)
    process.off('SIGTERM', onSignal)
  }
}
