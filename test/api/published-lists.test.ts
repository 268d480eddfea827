import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import t from 'tap'
import { LISTENER_NAME } from '#api/db/pg-listener.ts'
import { tests } from '#api/db/schema.ts'
import { PUBLISHED_TESTS_CHANNEL } from '#api/modules/tests/published-lists.ts'
import { sampleDocument } from '#shared/content/import-samples.ts'
import { databaseBackends } from '#test/helper.ts'
import { eventually, twoReplicas } from './replicas.ts'
import { bearer, userToken, type Api } from './tests-fixtures.ts'

/**
 * The lists of tests students pick from are worked out once and kept until the published tests
 * change (issue 34, decision 0091). Every replica keeps its own and hears of a change through the
 * database, so two API hosts on one database stand for two replicas.
 */

const titles = async (app: Api, token: string) =>
  ((await app.inject({ method: 'GET', url: '/api/oet-reading-tests', headers: bearer(token) })).json() as { title: string }[]).map((test) => test.title)

const eventuallyListed = (app: Api, token: string, title: string) => eventually(async () => (await titles(app, token)).includes(title))

/** A published reading test written straight into the table, as nothing in the product does: no notification. */
async function insertUnannounced(app: Api, title: string) {
  const { kind, content, answerKey } = sampleDocument('oetReading')
  const id = randomUUID()
  await app.database.db.insert(tests).values({ id, familyId: id, kind, title, content, answerKey, status: 'published', publishedAt: new Date() })
}

for (const backend of databaseBackends()) {
  t.test(`${backend}: a test published through one replica is listed by the other`, async (t) => {
    const { first, second } = await twoReplicas(t, backend)
    const staff = await userToken(first, 'staff')
    const student = await userToken(second)
    t.same(await titles(second, student), [], 'nothing is published yet')

    const document = { ...sampleDocument('oetReading'), title: 'Reading written by staff' }
    const draft = (await first.inject({ method: 'POST', url: '/api/admin/tests/drafts', headers: bearer(staff), payload: document })).json() as { id: string }
    t.same(await titles(second, student), [], 'a draft is not listed')
    t.equal((await first.inject({ method: 'POST', url: `/api/admin/tests/${draft.id}/publish`, headers: bearer(staff) })).statusCode, 200)
    t.same(await titles(first, student), ['Reading written by staff'], 'the replica that published lists it at once')
    t.ok(await eventuallyListed(second, student, 'Reading written by staff'), 'the other replica lists it too')

    const imported = await first.inject({ method: 'POST', url: '/api/admin/tests', headers: bearer(staff), payload: { ...sampleDocument('oetReading'), title: 'Reading imported' } })
    t.equal(imported.statusCode, 201)
    t.ok(await eventuallyListed(second, student, 'Reading imported'), 'an imported test is listed by the other replica')
  })

  t.test(`${backend}: a list is kept until the database says the published tests changed`, async (t) => {
    const { first } = await twoReplicas(t, backend)
    const student = await userToken(first)
    t.same(await titles(first, student), [])
    await insertUnannounced(first, 'Unannounced reading')
    t.same(await titles(first, student), [], 'the kept list is answered, not read again')
    await first.database.db.execute(sql`select pg_notify(${PUBLISHED_TESTS_CHANNEL}, '')`)
    t.ok(await eventuallyListed(first, student, 'Unannounced reading'), 'a notification drops the kept list')
  })
}

if (databaseBackends().includes('postgres')) {
  t.test('postgres: after the listening connection is cut, a change made meanwhile is still listed', async (t) => {
    const { first } = await twoReplicas(t, 'postgres')
    const student = await userToken(first)
    t.same(await titles(first, student), [])
    // The server ends the listening connection (a restart, a failover, an admin): a notification
    // sent now could be missed, so the replica must not trust what it kept.
    const ended = await first.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = ${LISTENER_NAME}`,
    )
    t.equal((ended as unknown as { rows: unknown[] }).rows.length, 1, 'the listening connection (the replicas here share one database object, so one connection for every channel)')
    await insertUnannounced(first, 'Published during the outage')
    t.ok(await eventuallyListed(first, student, 'Published during the outage'), 'the list is read afresh')
  })
}
