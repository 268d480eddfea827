/**
 * The product's PGlite database through drizzle: a transaction is all or nothing, and one that
 * has ended runs nothing more.
 */
import t from 'tap'
import { sql } from 'drizzle-orm'
import { ownPgliteDatabase } from '#test/helper.ts'

t.test('through drizzle, a transaction’s statements roll back with it', async (t) => {
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
