import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite'

/** How many statements stay prepared: one-off texts (batch inserts of varying sizes) never pile up. */
export const PREPARED_STATEMENT_LIMIT = 200

/** Statements that read or change rows; anything else (DDL, BEGIN, SET) runs as PGlite runs it. */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i

interface Prepared {
  name: string
  /** The type of each parameter, as the server inferred it: how each value is serialised. */
  paramTypes: number[]
}

const { serialize } = protocol

const noticesOf = (options: QueryOptions | undefined) => (options?.onNotice ? { onNotice: options.onNotice } : {})

function concat(messages: Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(messages.reduce((length, message) => length + message.length, 0))
  let offset = 0
  for (const message of messages) {
    joined.set(message, offset)
    offset += message.length
  }
  return joined
}

/** A database error's SQLSTATE, or undefined for anything else (a closed client, say). */
const sqlState = (error: unknown) => (error instanceof Error && 'severity' in error ? (error as Error & { code?: string }).code : undefined)

/**
 * Whether an error says the prepared statement itself is stale, not the call: its result columns
 * changed (0A000, "cached plan must not change result type"), it is gone (26000, after a
 * DEALLOCATE), or its tables changed under it (class 42: a column's new type, a dropped table),
 * which PostgreSQL would have found at parse time had the statement been parsed now.
 */
const isStale = (state: string | undefined) => state === '0A000' || state === '26000' || state?.startsWith('42') === true

/** Tells a failed statement's text, values and options, as PGlite's own query() does. */
function withQuery(error: unknown, text: string, params: unknown[], options: QueryOptions | undefined): unknown {
  if (sqlState(error) !== undefined) Object.assign(error as Error, { query: text, params, queryOptions: options })
  return error
}

/**
 * Named prepared statements for PGlite, kept per statement text, as PostgreSQL clients keep them
 * per connection (pgx, pgjdbc). PGlite's query() sends every statement unnamed, so the server
 * parses and plans it again each time: for the UPDATE of a submit that is half its cost. A
 * prepared statement is parsed once and its plan cached; each call then sends bind, describe,
 * execute and sync in one message. The least recently used statement is closed past the limit.
 *
 * Results and errors are PGlite's own (parseResults, its DatabaseError). `inTransaction` says
 * the caller holds a transaction (PGlite's tx.query): the statement then runs inside it, and its
 * changes reach the file system at COMMIT. Otherwise it waits its turn like query() does, so it
 * never runs inside another caller's open transaction.
 */
export function pgliteStatements(client: PGlite) {
  const prepared = new Map<string, Prepared>()
  let made = 0

  /**
   * Closes a statement. An error is ignored: at worst one statement stays prepared on the server,
   * and the call that needed the room (or that failed) is not failed for it.
   */
  async function close(name: string) {
    await client.execProtocolStream(concat([serialize.close({ type: 'S', name }), serialize.sync()]), { syncToFs: false, throwOnError: false })
  }

  async function prepare(text: string, options: QueryOptions | undefined): Promise<Prepared> {
    const known = prepared.get(text)
    if (known) {
      // Most recently used last: a Map keeps insertion order.
      prepared.delete(text)
      prepared.set(text, known)
      return known
    }
    const name = `pglite_${++made}`
    const described = await client.execProtocolStream(
      concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false, ...noticesOf(options) },
    )
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(described) }
    prepared.set(text, statement)
    if (prepared.size > PREPARED_STATEMENT_LIMIT) {
      const [oldestText, oldest] = prepared.entries().next().value!
      prepared.delete(oldestText)
      await close(oldest.name)
    }
    return statement
  }

  /** Drops a statement the error found stale, so that it is prepared afresh; says whether it did. */
  async function forgetIfStale(text: string, error: unknown): Promise<boolean> {
    const statement = prepared.get(text)
    if (!statement || !isStale(sqlState(error))) return false
    prepared.delete(text)
    await close(statement.name)
    return true
  }

  async function execute(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results> {
    const statement = await prepare(text, options)
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null
      const type = statement.paramTypes[i]!
      const serializer = options?.serializers?.[type] ?? client.serializers[type]
      return serializer ? serializer(value) : String(value)
    })
    const messages = await client.execProtocolStream(
      concat([serialize.bind({ statement: statement.name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
      { syncToFs: false, ...noticesOf(options) },
    )
    return parse.parseResults(messages, client.parsers, options)[0]!
  }

  /**
   * Runs the statement. One its tables' change made stale is prepared afresh: outside a
   * transaction the call is tried again at once (the stale statement never ran); inside one the
   * error has aborted the transaction, so the caller sees it and the next call finds it fresh.
   */
  async function executeFresh(text: string, params: unknown[], options: QueryOptions | undefined, inTransaction: boolean): Promise<Results> {
    try {
      return await execute(text, params, options)
    } catch (error) {
      if (!(await forgetIfStale(text, error)) || inTransaction) throw error
      return execute(text, params, options)
    }
  }

  return {
    /**
     * Whether query(text) goes through a prepared statement. PGlite's query() runs the rest, and
     * any call with a file or its own parameter types (drizzle passes neither).
     */
    handles: (text: string, options: QueryOptions | undefined) => PREPARABLE.test(text) && !options?.blob && !options?.paramTypes,

    async query(text: string, params: unknown[], options: QueryOptions | undefined, inTransaction: boolean): Promise<Results> {
      const run = () =>
        client._runExclusiveQuery(async () => {
          let results: Results
          try {
            results = await executeFresh(text, params, options, inTransaction)
          } catch (error) {
            throw withQuery(error, text, params, options)
          }
          if (!inTransaction) await client.syncToFs()
          return results
        })
      if (inTransaction) return run()
      await client._checkReady()
      return client._runExclusiveTransaction(run)
    },
  }
}

export type PgliteStatements = ReturnType<typeof pgliteStatements>
