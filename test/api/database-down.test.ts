import t, { type Test } from 'tap'
import Fastify from 'fastify'
import fp from 'fastify-plugin'
import pg from 'pg'
import { Writable } from 'node:stream'
import apiApp, { apiServerOptions } from '#api/app.ts'
import { openDatabase, type Database } from '#api/db/client.ts'
import { sampleDocument } from '#shared/content/import-samples.ts'
import { openTestDatabase, testApiConfig, newStudent } from '#test/helper.ts'
import { bearer, importDocument, user } from './attempts-helper.ts'

/**
 * With the database gone (PGlite closed, PostgreSQL refusing connections or ending them), every
 * call answers 503 with the words the web server uses when the API host is away, so a client
 * keeps the answers and retries; and the error's log line holds no answer text.
 */

const UNAVAILABLE = {
  statusCode: 503,
  error: 'Service Unavailable',
  code: 'SERVICE_UNAVAILABLE',
  message: 'The service is not reachable right now. Nothing you entered is lost; please try again in a moment.',
}
const ANSWER = 'my secret answer text'
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'

/** The API host on a database, logging at info into `lines`. */
async function apiOn(t: Test, database: Database, lines: string[]) {
  const stream = new Writable({ write: (chunk: Buffer, _encoding, done) => done(void lines.push(chunk.toString())) })
  const config = testApiConfig({ SWEEP_INTERVAL_SECONDS: '0' })
  const app = Fastify(apiServerOptions(config, stream))
  await app.register(fp(apiApp), { config, database })
  await app.ready()
  t.teardown(() => app.close())
  return app
}

/** A student registered while the database was up. */
async function registered(app: Awaited<ReturnType<typeof apiOn>>) {
  const token = (await app.inject({ method: 'POST', url: '/api/auth/register', payload: newStudent() })).json().token as string
  return { token, authorization: `Bearer ${token}` }
}

async function answersUnavailable(t: Test, app: Awaited<ReturnType<typeof apiOn>>, authorization: string, lines: string[], attemptId = UNKNOWN_ID) {
  const calls = [
    { method: 'POST', url: '/api/auth/login', payload: { email: 'someone@example.test', password: 'correct horse battery' } },
    { method: 'GET', url: '/api/oet-reading-tests', headers: { authorization } },
    { method: 'PUT', url: `/api/attempts/${attemptId}/answers`, headers: { authorization }, payload: { answers: { '1': ANSWER } } },
  ] as const
  for (const call of calls) {
    const res = await app.inject(call)
    t.equal(res.statusCode, 503, `${call.method} ${call.url}`)
    t.same(res.json(), UNAVAILABLE)
  }
  t.notOk(lines.some((line) => line.includes(ANSWER)), 'no log line holds the answer text')
  t.ok(lines.some((line) => line.includes('database unavailable')), 'the failure is logged')
}

t.test('PGlite closed: 503, nothing you entered is lost', async (t) => {
  const lines: string[] = []
  // Closed by the test: the helper then closes it instead of giving it to the next test.
  const database = await openTestDatabase(t, 'pglite')
  const app = await apiOn(t, database, lines)
  await app.blobs.put(`media/${'0'.repeat(32)}.webm`, Buffer.from('not really audio'), 'audio/webm')
  const admin = await user(app, 'admin')
  const testId = await importDocument(app, admin.token, sampleDocument('oetReading'))
  const attempt = await app.inject({ method: 'POST', url: '/api/attempts', headers: bearer(admin.token), payload: { testId, mode: 'practice' } })
  // The session, the test and the attempt's owner are known from memory: the autosave's own
  // UPDATE, which carries the answers, is the query that fails once the database is gone.
  await database.close()
  await answersUnavailable(t, app, `Bearer ${admin.token}`, lines, (attempt.json() as { id: string }).id)
  t.ok(lines.some((line) => line.includes('update \\"attempts\\"')), "the failed query was the autosave's")
  const ready = await app.inject({ method: 'GET', url: '/readyz' })
  t.equal(ready.statusCode, 503, '/readyz: not ready')
  t.match(ready.json(), { status: 'not ready', checks: { database: 'down', blobs: 'ok' } }, 'and it names the database')
})

t.test('PostgreSQL', { skip: !process.env.DATABASE_URL && 'DATABASE_URL is not set' }, async (t) => {
  t.test('refusing connections: 503', async (t) => {
    const lines: string[] = []
    // Nothing listens on port 1: every connection is refused.
    const database = await openDatabase({ databaseUrl: 'postgres://root@127.0.0.1:1/none', dataDir: '' })
    t.teardown(() => database.close())
    // The migrations need the server: the host starts on it as if they had run before it went away.
    const app = await apiOn(t, { ...database, migrate: async () => {} }, lines)
    await answersUnavailable(t, app, 'Bearer not-a-session', lines)
  })

  t.test('ending its connections: 503', async (t) => {
    const lines: string[] = []
    const database = await openTestDatabase(t, 'postgres')
    const app = await apiOn(t, database, lines)
    const { authorization } = await registered(app)
    const name = new URL((database.db as unknown as { $client: { options: { connectionString: string } } }).$client.options.connectionString).pathname.slice(1)
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await admin.connect()
    // The server ends every connection to the database and takes no new ones, as a shutdown does.
    await admin.query(`alter database ${name} allow_connections false`)
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name])
    t.teardown(() => admin.end())
    await answersUnavailable(t, app, authorization, lines)
  })
})
