import { sql } from 'drizzle-orm'
import t from 'tap'
import { openTestDatabase } from '#test/helper.ts'

/**
 * drizzle reads dates, times and intervals from PGlite as text and makes its own values from them.
 * PGlite is given those text parsers once, when it is created, and a query's own copy is dropped
 * (server/api/db/pglite-parsers.ts): what every query answers must not change.
 */
t.test('PGlite answers dates, times, intervals and their arrays as text, as drizzle expects', async (t) => {
  const database = await openTestDatabase(t, 'pglite')
  const { rows } = (await database.db.execute(
    sql`select timestamptz '2026-05-01 09:30:00+00' as at, timestamp '2026-05-01 09:30:00' as local, date '2026-05-01' as day, interval '90 minutes' as span, array[date '2026-05-01'] as days`,
  )) as unknown as { rows: Record<string, unknown>[] }
  t.same(rows[0], { at: '2026-05-01 09:30:00+00', local: '2026-05-01 09:30:00', day: '2026-05-01', span: '01:30:00', days: '{2026-05-01}' })
})
