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

function concat(messages: Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(messages.reduce((length, message) => length + message.length, 0))
  let offset = 0
  for (const message of messages) {
    joined.set(message, offset)
    offset += message.length
  }
  return joined
}

/** Tells a failed statement's text and values, as PGlite's own query() does. */
function withQuery(error: unknown, text: string, params: unknown[]): unknown {
  if (error instanceof Error && 'severity' in error) Object.assign(error, { query: text, params })
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

  async function prepare(text: string): Promise<Prepared> {
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
      { syncToFs: false },
    )
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(described) }
    prepared.set(text, statement)
    if (prepared.size > PREPARED_STATEMENT_LIMIT) {
      const [oldestText, oldest] = prepared.entries().next().value!
      prepared.delete(oldestText)
      await client.execProtocolStream(concat([serialize.close({ type: 'S', name: oldest.name }), serialize.sync()]), { syncToFs: false })
    }
    return statement
  }

  async function execute(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results> {
    const statement = await prepare(text)
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null
      const type = statement.paramTypes[i]!
      const serializer = options?.serializers?.[type] ?? client.serializers[type]
      return serializer ? serializer(value) : String(value)
    })
    const messages = await client.execProtocolStream(
      concat([serialize.bind({ statement: statement.name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
      { syncToFs: false, ...(options?.onNotice ? { onNotice: options.onNotice } : {}) },
    )
    return parse.parseResults(messages, client.parsers, options)[0]!
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
            results = await execute(text, params, options)
          } catch (error) {
            throw withQuery(error, text, params)
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
