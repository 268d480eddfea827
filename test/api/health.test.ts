import t from 'tap'
import pg from 'pg'
import { databaseBackends, buildTestApi } from '#test/helper.ts'
import { ERROR_CODE_NAMES, ERROR_STATUS } from '#shared/errors/error-codes.ts'
import { ERROR_DESCRIPTIONS } from '#shared/errors/error-descriptions.ts'

const AUTH_PATHS = [
  '/api/auth/register',
  '/api/auth/login',
  '/api/auth/me',
  '/api/auth/logout',
  '/api/auth/forgot-password',
  '/api/auth/reset-password',
]

for (const backend of databaseBackends()) {
  t.test(backend, async (t) => {
    const app = await buildTestApi(t, backend)

    t.test('GET /healthz says the process is alive', async (t) => {
      const res = await app.inject({ method: 'GET', url: '/healthz' })
      t.equal(res.statusCode, 200)
      t.same(res.json(), { status: 'ok' })
    })

    t.test('GET /readyz names each dependency: the database, the file store and its disk', async (t) => {
      const res = await app.inject({ method: 'GET', url: '/readyz' })
      t.equal(res.statusCode, 200)
      t.same(res.json(), { status: 'ready', checks: { database: 'ok', blobs: 'ok', disk: 'ok' } })
    })

    if (backend === 'postgres') {
      t.test('the API outlives PostgreSQL ending its idle connections', async (t) => {
        t.equal((await app.inject({ method: 'GET', url: '/readyz' })).statusCode, 200)
        // The pool behind drizzle: its connections are the ones the server is about to end.
        const pool = (app.database.db as unknown as { $client: pg.Pool }).$client
        const { rows } = await pool.query<{ name: string }>('select current_database() as name')
        let removed = 0
        pool.on('remove', () => (removed += 1))
        const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
        await admin.connect()
        const ended = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [
          rows[0]!.name,
        ])
        await admin.end()
        t.ok(ended.rowCount! >= 1, 'the server ended the API connections')
        while (removed < ended.rowCount!) await new Promise((resolve) => setTimeout(resolve, 20))
        const res = await app.inject({ method: 'GET', url: '/readyz' })
        t.equal(res.statusCode, 200, 'a new connection is made')
      })
    }

    t.test('the OpenAPI document lists every auth call', async (t) => {
      const res = await app.inject({ method: 'GET', url: '/documentation/json' })
      t.equal(res.statusCode, 200)
      const paths = Object.keys(res.json().paths)
      for (const path of AUTH_PATHS) t.ok(paths.includes(path), `${path} is documented`)
    })

    t.test('the OpenAPI document lists every error code, with what it means', async (t) => {
      const res = await app.inject({ method: 'GET', url: '/documentation/json' })
      const error = res.json().components.schemas.ErrorResponse
      t.same(error.required, ['statusCode', 'error', 'code', 'message'])
      t.same(error.properties.code.enum, ERROR_CODE_NAMES)
      for (const code of ERROR_CODE_NAMES) t.match(error.properties.code.description, `\`${code}\` (${ERROR_STATUS[code]}): ${ERROR_DESCRIPTIONS[code]}`)
    })

    t.test('an unknown path is 404 in the error shape', async (t) => {
      const res = await app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' })
      t.equal(res.statusCode, 404)
      t.same(res.json(), {
        statusCode: 404,
        error: 'Not Found',
        code: 'NOT_FOUND',
        message: 'There is no GET /api/no-such-thing in this API.',
      })
    })
  })
}
