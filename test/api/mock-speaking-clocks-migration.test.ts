import { randomUUID } from 'node:crypto'
import t from 'tap'
import { sql } from 'drizzle-orm'
import { databaseBackends } from '#test/helper.ts'
import { emptyDatabase, migrationsUpTo, rowsOf } from './migration-helper.ts'

// Decision 0084: the migration that moves the mock speaking screen's clocks into attempts keeps a
// running sitting's starts. A database is opened at the migration before it, given a student's
// running clocks, and migrated.

/** The last migration that kept the clocks in their own table. */
const BEFORE = '0009_test_versions'

for (const backend of databaseBackends()) {
  t.test(`${backend}: a running mock speaking sitting keeps its clocks' starts in its attempt`, async (t) => {
    const { database, migrateTo } = await emptyDatabase(t, backend)
    await migrateTo(await migrationsUpTo(t, BEFORE))
    const [student, mock] = [randomUUID(), randomUUID()]
    const starts = { 'preparation-1': '2026-11-29T02:50:00.000Z', 'preparation-2-skipped': '2026-11-29T02:51:30.000Z' }
    await database.db.execute(sql`insert into users (id, name, email, password_hash) values (${student}, 'Student', 'student@example.test', 'x')`)
    await database.db.execute(
      sql`insert into tests (id, kind, title, content, answer_key, family_id) values (${mock}, 'mock', 'Mock', '{"speaking":{"mainCards":[]}}'::jsonb, '{}'::jsonb, ${mock})`,
    )
    await database.db.execute(sql`insert into mock_speaking_clocks (user_id, test_id, part_started_at) values (${student}, ${mock}, ${JSON.stringify(starts)}::jsonb)`)

    await database.migrate()

    const sittings = await rowsOf<{ user_id: string; status: string; screen: string; deadline_at: unknown; sections: unknown; part_started_at: Record<string, string> }>(
      database,
      sql`select user_id, status, screen, deadline_at, sections, part_started_at from attempts where test_id = ${mock}`,
    )
    t.equal(sittings.length, 1, 'one sitting for the student’s running clocks')
    t.match(sittings[0], { user_id: student, status: 'open', screen: 'mock-speaking', deadline_at: null, sections: ['speaking'] })
    const kept = Object.fromEntries(Object.entries(sittings[0]!.part_started_at).map(([key, at]) => [key, new Date(at).toISOString()]))
    t.same(kept, starts, 'every clock keeps the moment it began')
    const [table] = await rowsOf<{ name: string | null }>(database, sql`select to_regclass('mock_speaking_clocks')::text as name`)
    t.equal(table?.name, null, 'the clocks’ own table is gone')
  })
}
