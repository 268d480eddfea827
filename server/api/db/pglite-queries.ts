/** What a PGlite client and a transaction of it have in common: the calls that run SQL. */
export interface PgliteLike {
  query: unknown
  exec: unknown
  transaction: unknown
}

type QueryFunction = (...args: unknown[]) => unknown
/** Runs one call (`query` or `exec`) with its arguments; may change them, or what happens around it. */
export type AroundQuery = (run: (...args: unknown[]) => Promise<unknown>, args: unknown[]) => Promise<unknown>

/** Puts `around` in front of every query and exec the client runs, inside its transactions too. */
export function aroundPgliteQueries(client: PgliteLike, around: AroundQuery) {
  const wrap = (target: { query: unknown; exec: unknown }) => {
    for (const name of ['query', 'exec'] as const) {
      const run = (target[name] as QueryFunction).bind(target) as (...args: unknown[]) => Promise<unknown>
      target[name] = (...args: unknown[]) => around(run, args)
    }
  }
  wrap(client)
  const transaction = (client.transaction as QueryFunction).bind(client)
  client.transaction = (body: (tx: PgliteLike) => unknown) =>
    transaction((tx: PgliteLike) => {
      wrap(tx)
      return body(tx)
    })
}
