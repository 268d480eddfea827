/**
 * PGlite's prepared statements (server/api/db/pglite-statements.ts): the same answers and errors
 * as PGlite's own query(), each statement parsed once, transactions kept apart, and the number
 * kept prepared bounded.
 */
import t, { type Test } from 'tap'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { ownPgliteDatabase } from '#test/helper.ts'
import { PREPARED_STATEMENT_LIMIT, pgliteStatements } from '#api/db/pglite-statements.ts'

/** PGlite with two notes, made once for the file (initdb costs seconds); each test works on a clone. */
const notes = PGlite.create().then(async (client) => {
  t.teardown(() => client.close())
  await client.exec(`
    create table notes (id serial primary key, owner text not null unique, body jsonb not null, at timestamptz not null default now(), words int);
    insert into notes (owner, body, words) values ('ana', '{"a": 1}', 3), ('ben', '[true, false]', null);
  `)
  return client
})

async function freshClient(t: Test) {
  const client = (await (await notes).clone()) as PGlite
  t.teardown(() => client.close())
  return { client, statements: pgliteStatements(client) }
}

const preparedCount = async (client: PGlite) =>
  (await client.query<{ n: number }>(`select count(*)::int as n from pg_prepared_statements where name like 'pglite_%'`)).rows[0]!.n

t.test('a statement answers as PGlite’s own query() does', async (t) => {
  const { client, statements } = await freshClient(t)
  const cases: [string, unknown[], { rowMode?: 'array' | 'object' }?][] = [
    ['select id, owner, body, at, words from notes where owner = $1', ['ana']],
    ['select id, owner, body, words from notes order by id', [], { rowMode: 'array' }],
    ['select $1::jsonb as doc, $2::int as n, $3::text as missing', [JSON.stringify({ b: [1, 2] }), 7, null]],
    ['update notes set words = words + $1 where owner = $2 returning words', [2, 'ana']],
    ['delete from notes where owner = $1', ['nobody']],
  ]
  for (const [text, params, options] of cases) {
    const own = await client.query(text, params, options)
    const prepared = await statements.query(text, params, options, false)
    // The update ran twice: once each way.
    if (text.startsWith('update')) t.same(prepared.rows, [{ words: 7 }], text)
    else t.same(prepared, own, text)
  }
})

t.test('a statement is parsed once and then only bound and executed', async (t) => {
  const { client, statements } = await freshClient(t)
  const text = 'select owner from notes where id = $1'
  for (const id of [1, 2, 1]) await statements.query(text, [id], undefined, false)
  t.equal(await preparedCount(client), 1, 'one prepared statement for three calls')
  t.same((await statements.query(text, [2], undefined, false)).rows, [{ owner: 'ben' }])
})

t.test('a failing statement throws the database’s error and stays usable', async (t) => {
  const { statements } = await freshClient(t)
  const insert = 'insert into notes (owner, body) values ($1, $2) returning id'
  const error = await statements.query(insert, ['ana', '{}'], undefined, false).catch((caught: unknown) => caught)
  t.match(error, { code: '23505', query: insert, params: ['ana', '{}'] }, 'a unique violation, with its statement')
  t.equal((await statements.query(insert, ['cy', '{}'], undefined, false)).rows.length, 1, 'the next call works')
  const bad = await statements.query('select $1::int as n', ['not a number'], undefined, false).catch((caught: unknown) => caught)
  t.match(bad, { code: '22P02' }, 'a value the type refuses')
})

t.test('outside a transaction, a statement waits for another caller’s open transaction instead of joining it', async (t) => {
  const { client, statements } = await freshClient(t)
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  let inserted!: () => void
  const insertedInside = new Promise<void>((resolve) => (inserted = resolve))
  const transaction = client
    .transaction(async (tx) => {
      await tx.query(`insert into notes (owner, body) values ('tx', '{}')`)
      inserted()
      await held
      await tx.rollback()
    })
    .catch(() => undefined)
  await insertedInside
  let settled = false
  const outside = statements.query(`update notes set words = 9 where owner = $1 returning id`, ['ben'], undefined, false).then((results) => {
    settled = true
    return results
  })
  await new Promise((resolve) => setTimeout(resolve, 50))
  t.notOk(settled, 'still waiting while the transaction is open')
  release()
  await transaction
  t.equal((await outside).rows.length, 1)
  const rows = (await client.query<{ owner: string; words: number | null }>('select owner, words from notes order by id')).rows
  t.same(rows, [{ owner: 'ana', words: 3 }, { owner: 'ben', words: 9 }], 'the rollback undid only its own insert')
})

t.test('drizzle’s queries on the product’s database run as prepared statements, inside a transaction too', async (t) => {
  const database = await ownPgliteDatabase(t)
  const rowsOf = (answer: unknown) => (answer as { rows: unknown[] }).rows
  const outside = sql`select ${41}::int + 1 as n`
  const inside = sql`select ${41}::int + 2 as n`
  t.same(rowsOf(await database.db.execute(outside)), [{ n: 42 }])
  t.same(rowsOf(await database.db.execute(outside)), [{ n: 42 }])
  t.same(rowsOf(await database.db.transaction((tx) => tx.execute(inside))), [{ n: 43 }])
  const prepared = rowsOf(await database.db.execute(sql`select statement from pg_prepared_statements where statement like ${'select $1::int + _ as n'} order by 1`))
  t.same(prepared, [{ statement: 'select $1::int + 1 as n' }, { statement: 'select $1::int + 2 as n' }], 'one statement each, the transaction’s included')
})

t.test('through drizzle, a transaction’s prepared statements roll back with it', async (t) => {
  const database = await ownPgliteDatabase(t)
  await database.db.execute(sql`create table marks (id int primary key, score int not null)`)
  await database.db.execute(sql`insert into marks values (${1}, ${10})`)
  const failed = await database.db
    .transaction(async (tx) => {
      await tx.execute(sql`update marks set score = ${20} where id = ${1}`)
      await tx.execute(sql`insert into marks values (${2}, ${30})`)
      throw new Error('changed my mind')
    })
    .catch((error: unknown) => error)
  t.match(failed, { message: 'changed my mind' })
  // The Db type leaves a raw result's shape to the driver: PGlite's Results.
  const { rows } = (await database.db.execute(sql`select id, score from marks order by id`)) as unknown as { rows: unknown[] }
  t.same(rows, [{ id: 1, score: 10 }], 'nothing the transaction did is left')
})

t.test('a statement its table’s change made stale is prepared afresh, as PGlite would parse it now', async (t) => {
  const { client, statements } = await freshClient(t)
  const all = 'select * from notes where id = $1'
  const byWords = 'select owner from notes where words = $1'
  await statements.query(all, [1], undefined, false)
  await statements.query(byWords, [3], undefined, false)
  await client.exec(`alter table notes add column mood text; alter table notes alter column words type text`)
  t.same(Object.keys((await statements.query(all, [1], undefined, false)).rows[0]!), ['id', 'owner', 'body', 'at', 'words', 'mood'], 'the new column is there')
  t.same((await statements.query(byWords, ['3'], undefined, false)).rows, [{ owner: 'ana' }], 'the parameter has its new type')
  await client.exec('deallocate all')
  t.same((await statements.query(byWords, ['3'], undefined, false)).rows, [{ owner: 'ana' }], 'after DEALLOCATE too')

  // Inside a transaction the stale call's error aborts it; the next call finds the statement fresh.
  await statements.query(all, [1], undefined, false)
  await client.exec('alter table notes drop column mood')
  const aborted = await client.transaction((tx) => statements.query(all, [1], undefined, true).then(() => tx.rollback())).catch((error: unknown) => error)
  t.match(aborted, { code: '0A000' }, 'the transaction ends with the stale statement’s error')
  t.same(Object.keys((await statements.query(all, [1], undefined, false)).rows[0]!), ['id', 'owner', 'body', 'at', 'words'])
})

t.test('through a transaction that has ended, a statement is refused and changes nothing', async (t) => {
  const database = await ownPgliteDatabase(t)
  await database.db.execute(sql`create table marks (id int primary key, score int not null)`)
  let ended: { execute: typeof database.db.execute } | undefined
  await database.db.transaction(async (tx) => {
    ended = tx
  })
  const refused = await ended!.execute(sql`insert into marks values (${1}, ${10})`).catch((error: unknown) => error)
  t.match(refused, { cause: { message: /Transaction is closed/ } }, 'drizzle’s error, caused by PGlite’s own refusal')
  const { rows } = (await database.db.execute(sql`select id from marks`)) as unknown as { rows: unknown[] }
  t.same(rows, [], 'nothing was inserted')
})

t.test('past the limit, the least recently used statement is closed and prepared again when needed', async (t) => {
  const { client, statements } = await freshClient(t)
  const kept = 'select count(*)::int as n from notes where id > $1'
  await statements.query(kept, [0], undefined, false)
  for (let i = 0; i < PREPARED_STATEMENT_LIMIT; i++) {
    await statements.query(`select ${i} as n from notes where id = $1`, [1], undefined, false)
    // Used again now and then: it stays among the recent ones.
    if (i % 50 === 0) await statements.query(kept, [0], undefined, false)
  }
  t.equal(await preparedCount(client), PREPARED_STATEMENT_LIMIT, 'no more than the limit stay prepared')
  t.same((await statements.query('select 0 as n from notes where id = $1', [1], undefined, false)).rows, [{ n: 0 }], 'a closed one runs again')
  const names = (await client.query<{ statement: string }>(`select statement from pg_prepared_statements where name like 'pglite_%'`)).rows
  t.ok(
    names.some((row) => row.statement === kept),
    'the statement used lately was kept',
  )
})

t.test('what is not a row statement is left to PGlite', async (t) => {
  const { statements } = await freshClient(t)
  t.notOk(statements.handles('create index notes_words on notes (words)', undefined))
  t.notOk(statements.handles('begin', undefined))
  t.ok(statements.handles('  WITH x AS (select 1) select * from x', undefined))
  t.notOk(statements.handles('select 1', { blob: new Blob(['x']) }), 'a query with a file goes to PGlite')
  t.notOk(statements.handles('select $1', { paramTypes: [25] }), 'so does one with its own parameter types')
})
