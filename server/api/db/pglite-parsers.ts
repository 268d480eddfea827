import { types } from '@electric-sql/pglite'
import type { AroundQuery } from './pglite-queries.ts'

/** The types drizzle has PGlite hand over as text (drizzle-orm/pglite/session.js): dates, times, intervals, numeric[]. */
const TEXT_TYPES = new Set([types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182])

/**
 * Keeps those types as text for every query the client runs, set once on the created client: an
 * option of PGlite.create would not do for the arrays, whose parsers PGlite makes during its start.
 */
export function keepTextTypes(client: { parsers: Record<number, (value: string) => unknown> }) {
  for (const type of TEXT_TYPES) client.parsers[type] = (value: string) => value
}

/**
 * drizzle sends its text parsers with every query, and PGlite merges them into its 300-odd parsers
 * for each query, which doubles a small query's cost (measured 120 µs against 250 µs, issue 34).
 * With keepTextTypes set on the client, a query's own parsers for those types change nothing: drop them.
 */
export const dropRepeatedParsers: AroundQuery = (run, args) => {
  const [query, params, options] = args as [unknown, unknown, { parsers?: Record<string, unknown> } | undefined]
  if (!options?.parsers || !Object.keys(options.parsers).every((type) => TEXT_TYPES.has(Number(type)))) return run(...args)
  const { parsers: _sameAsCreated, ...rest } = options
  return run(query, params, rest)
}
