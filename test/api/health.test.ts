import t from 'tap'
import { backends, buildTestApi } from '#test/helper.ts'

const AUTH_PATHS = [
  '/api/auth/register',
  '/api/auth/login',
  '/api/auth/me',
  '/api/auth/logout',
  '/api/auth/forgot-password',
  '/api/auth/reset-password',
]

for (const backend of backends()) {
  t.test(backend, async (t) => {
    const app = await buildTestApi(t, backend)

    t.test('GET /healthz says the process is alive', async (t) => {
      const res = await app.inject({ method: 'GET', url: '/healthz' })
      t.equal(res.statusCode, 200)
      t.same(res.json(), { status: 'ok' })
    })

    t.test('GET /readyz says the database answers', async (t) => {
      const res = await app.inject({ method: 'GET', url: '/readyz' })
      t.equal(res.statusCode, 200)
      t.same(res.json(), { status: 'ready' })
    })

    t.test('the OpenAPI document lists every auth call', async (t) => {
      const res = await app.inject({ method: 'GET', url: '/documentation/json' })
      t.equal(res.statusCode, 200)
      const paths = Object.keys(res.json().paths)
      for (const path of AUTH_PATHS) t.ok(paths.includes(path), `${path} is documented`)
    })

    t.test('an unknown path is 404 in the error shape', async (t) => {
      const res = await app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' })
      t.equal(res.statusCode, 404)
      t.same(res.json(), {
        statusCode: 404,
        error: 'Not Found',
        message: 'There is no GET /api/no-such-thing in this API.',
      })
    })
  })
}
