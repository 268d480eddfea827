import { randomUUID } from 'node:crypto'
import t from 'tap'
import { sql } from 'drizzle-orm'
import { databaseBackends } from '#test/helper.ts'
import { emptyDatabase, migrationsUpTo, rowsOf } from './migration-helper.ts'

// Decision 0105: recordings sent before sittings were kept are grouped into sittings by the
// migration that adds them: a standalone test's role-plays by one student, a mock attempt's, or
// those sent together from the mock speaking screen; the first sent leads. Letters have none.

/** The last migration before sittings. */
const BEFORE = '0012_review_deck_shared_phrases_accommodations'

for (const backend of databaseBackends()) {
  t.test(`${backend}: recordings sent before sittings become sittings led by their first`, async (t) => {
    const { database, migrateTo } = await emptyDatabase(t, backend)
    await migrateTo(await migrationsUpTo(t, BEFORE))
    const [student, other, speaking, mock, attempt] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()]
    for (const [id, email] of [[student, 's@example.test'], [other, 'o@example.test']]) {
      await database.db.execute(sql`insert into users (id, name, email, password_hash) values (${id}, 'Student', ${email}, 'x')`)
    }
    for (const [id, kind] of [[speaking, 'oet-speaking'], [mock, 'mock']]) {
      await database.db.execute(sql`insert into tests (id, kind, title, content, answer_key, family_id) values (${id}, ${kind}, 'Test', '{}'::jsonb, '{}'::jsonb, ${id})`)
    }
    await database.db.execute(
      sql`insert into attempts (id, user_id, test_id, mode, timing, status) values (${attempt}, ${student}, ${mock}, 'simulation', '{}'::jsonb, 'submitted')`,
    )
    const ids: Record<string, string> = {}
    const recording = async (name: string, values: { user: string; test: string; source: 'test' | 'mock'; part: number; at: string; attemptId?: string }) => {
      ids[name] = randomUUID()
      await database.db.execute(
        sql`insert into submissions (id, user_id, test_id, skill, source, mode, main_card_number, attempt_id, created_at)
            values (${ids[name]}, ${values.user}, ${values.test}, 'speaking', ${values.source}, 'audio', ${values.part}, ${values.attemptId ?? null}, ${values.at}::timestamptz)`,
      )
    }
    await recording('second', { user: student, test: speaking, source: 'test', part: 2, at: '2026-11-01T10:05:00Z' })
    await recording('first', { user: student, test: speaking, source: 'test', part: 1, at: '2026-11-01T10:00:00Z' })
    await recording('theirs', { user: other, test: speaking, source: 'test', part: 1, at: '2026-11-01T10:01:00Z' })
    await recording('mock2', { user: student, test: mock, source: 'mock', part: 2, at: '2026-11-02T09:00:00Z', attemptId: attempt })
    await recording('mock1', { user: student, test: mock, source: 'mock', part: 1, at: '2026-11-02T09:00:00Z', attemptId: attempt })
    await recording('screenA1', { user: student, test: mock, source: 'mock', part: 1, at: '2026-11-03T09:00:00Z' })
    await recording('screenA2', { user: student, test: mock, source: 'mock', part: 2, at: '2026-11-03T09:00:00Z' })
    await recording('screenB1', { user: student, test: mock, source: 'mock', part: 1, at: '2026-11-04T09:00:00Z' })
    const letter = randomUUID()
    await database.db.execute(sql`insert into submissions (id, user_id, test_id, skill, source, mode) values (${letter}, ${student}, ${speaking}, 'writing', 'test', 'computer')`)

    await database.migrate()

    const rows = await rowsOf<{ id: string; sitting_id: string | null }>(database, sql`select id, sitting_id from submissions`)
    const sittingOf = Object.fromEntries(rows.map((row) => [row.id, row.sitting_id]))
    const expected: Record<string, string> = {
      first: 'first',
      second: 'first',
      theirs: 'theirs',
      mock1: 'mock1',
      mock2: 'mock1',
      screenA1: 'screenA1',
      screenA2: 'screenA1',
      screenB1: 'screenB1',
    }
    for (const [name, lead] of Object.entries(expected)) t.equal(sittingOf[ids[name]!], ids[lead], `${name} is in the sitting led by ${lead}`)
    t.equal(sittingOf[letter], null, 'a letter has no sitting')
  })
}
