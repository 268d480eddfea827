import { aroundPgliteQueries, type PgliteLike } from './pglite-queries.ts'
import { Gauge, Histogram, type Metric } from 'prom-client'

export interface PoolStats {
  /** Connections open. */
  total: number
  /** Of those, idle. */
  idle: number
  /** Callers waiting for a connection. */
  waiting: number
}

export interface QueryMetrics {
  /** Times one query: call `done` when it has answered or failed. */
  start(text: string): () => void
  /** Created in no registry: each API host registers them in its own (a test database serves many). */
  metrics: Metric[]
}

/** The statement's first keyword, one of a few: a label with a bounded number of values. */
const OPERATION = /^\s*(select|insert|update|delete|with|begin|commit|rollback)\b/i
const operationOf = (text: string) => OPERATION.exec(text)?.[1]?.toLowerCase() ?? 'other'

/** Query durations and the pool's state, for one database, whichever driver it runs on. */
export function queryMetrics(driver: 'pglite' | 'postgres', pool: () => PoolStats): QueryMetrics {
  const duration = new Histogram({
    name: 'oet_db_query_duration_seconds',
    help: "Time from sending a query to its answer, by driver and statement; on PGlite it includes waiting for its one connection.",
    labelNames: ['driver', 'operation'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [],
  })
  const connections = new Gauge({
    name: 'oet_db_pool_connections',
    help: 'Database connections open (state="total") and idle (state="idle"); PGlite has one.',
    labelNames: ['driver', 'state'],
    registers: [],
    collect() {
      const stats = pool()
      this.set({ driver, state: 'total' }, stats.total)
      this.set({ driver, state: 'idle' }, stats.idle)
    },
  })
  const waiting = new Gauge({
    name: 'oet_db_pool_waiting',
    help: 'Queries waiting for a database connection.',
    labelNames: ['driver'],
    registers: [],
    collect() {
      this.set({ driver }, pool().waiting)
    },
  })
  return {
    start(text) {
      const end = duration.startTimer({ driver, operation: operationOf(text) })
      return () => void end()
    },
    metrics: [duration, connections, waiting],
  }
}

type QueryFunction = (...args: unknown[]) => unknown
const textOf = (query: unknown) => (typeof query === 'string' ? query : String((query as { text?: unknown } | null)?.text ?? ''))

/**
 * Times every query a node-postgres client sends, in each of its shapes: with a callback (how
 * pg.Pool#query calls it), as a promise (drizzle), or as a submittable such as a cursor.
 */
export function timePgClient(client: { query: unknown }, metrics: QueryMetrics) {
  const query = (client.query as QueryFunction).bind(client)
  client.query = (...args: unknown[]) => {
    const done = metrics.start(textOf(args[0]))
    const callback = args.at(-1)
    if (typeof callback === 'function') {
      args[args.length - 1] = (...results: unknown[]) => {
        done()
        return (callback as QueryFunction)(...results)
      }
      return query(...args)
    }
    const result = query(...args) as { then?: unknown; once?: unknown } | undefined
    if (typeof result?.then === 'function') (result as Promise<unknown>).then(done, done)
    else if (typeof result?.once === 'function') {
      const emitter = result as NodeJS.EventEmitter
      emitter.once('end', done).once('error', done)
    } else done()
    return result
  }
}

/**
 * Times every query PGlite runs, inside transactions too, and counts those under way: PGlite
 * runs one at a time, so all but one of them wait.
 */
export function timePglite(client: PgliteLike, metrics: QueryMetrics, inFlight: { count: number }) {
  aroundPgliteQueries(client, async (run, args) => {
    const done = metrics.start(textOf(args[0]))
    inFlight.count++
    try {
      return await run(...args)
    } finally {
      inFlight.count--
      done()
    }
  })
}
