import t, { type Test } from 'tap'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { STATUS_CODES } from 'node:http'
import { ERROR_STATUS, isErrorCode, type ErrorCode } from '#shared/errors/error-codes.ts'
import { startProduct } from '#test/product.ts'
import { CSRF, ORIGIN, registerSession } from './helper.ts'

// Hostile or broken input, sent to the API host and to the web server: each gets a 4xx in the one
// error shape, with the stable code a program decides by (the message is for people).


async function refused(t: Test, app: FastifyInstance, call: InjectOptions, status: number, code: ErrorCode) {
  const res = await app.inject(call)
  const label = `${String(call.method)} ${String(call.url)}`
  t.equal(res.statusCode, status, label)
  const body = res.json<Record<string, unknown>>()
  t.same(Object.keys(body).sort(), ['code', 'error', 'message', 'statusCode'], `${label}: the usual fields`)
  t.match(body, { statusCode: status, error: STATUS_CODES[status], code, message: /\S/ }, `${label}: ${code}`)
  t.ok(isErrorCode(body.code) && ERROR_STATUS[body.code] === status, `${label}: a code of its status`)
  return body
}

const json = { 'content-type': 'application/json' }
const huge = `{"email":"${'x'.repeat(2 * 1024 * 1024)}"}`

t.test('hostile input gets a 4xx with a code, on the API host and the web server alike', async (t) => {
  const { api, web } = await startProduct(t)
  const session = await registerSession(web)
  const own = { cookie: session.cookie, 'x-csrf-token': CSRF, origin: ORIGIN }

  t.test('the API host', async (t) => {
    await refused(t, api, { method: 'POST', url: '/api/auth/login', headers: json, payload: '{"email": ' }, 400, 'MALFORMED_REQUEST')
    await refused(t, api, { method: 'POST', url: '/api/auth/login', headers: json, payload: '' }, 400, 'MALFORMED_REQUEST')
    await refused(t, api, { method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'text/xml' }, payload: '<a/>' }, 415, 'UNSUPPORTED_MEDIA_TYPE')
    await refused(t, api, { method: 'POST', url: '/api/auth/login', headers: json, payload: huge }, 413, 'PAYLOAD_TOO_LARGE')
    await refused(t, api, { method: 'POST', url: '/api/auth/login', headers: json, payload: { email: 'a@b.test' } }, 400, 'VALIDATION_FAILED')
    await refused(t, api, { method: 'GET', url: '/api/no-such-call' }, 404, 'NOT_FOUND')
    await refused(t, api, { method: 'GET', url: '/api/auth/me' }, 401, 'NOT_LOGGED_IN')
    await refused(t, api, { method: 'GET', url: '/api/auth/me', headers: { authorization: 'Bearer not-a-token' } }, 401, 'TOKEN_EXPIRED')
    await refused(t, api, { method: 'GET', url: `/api/oet-reading-tests/${'a'.repeat(500)}` }, 414, 'URI_TOO_LONG')
    await refused(t, api, { method: 'GET', url: '/api/oet-reading-tests/%E0%A4%A' }, 400, 'MALFORMED_REQUEST')
    await refused(t, api, { method: 'GET', url: '/api/admin/users', headers: { authorization: `Bearer ${session.token}` } }, 403, 'FORBIDDEN')
    const wrong = { method: 'POST', url: '/api/auth/login', headers: json, payload: { email: session.email, password: 'not the password' } } as const
    await refused(t, api, wrong, 401, 'INVALID_CREDENTIALS')
  })

  t.test("the web server: its own refusals, and the API host's passed on as they were", async (t) => {
    await refused(t, web, { method: 'POST', url: '/login', headers: { ...json, accept: 'application/json' }, payload: '{"email": ' }, 400, 'MALFORMED_REQUEST')
    await refused(t, web, { method: 'POST', url: '/login', headers: { 'content-type': 'text/xml', accept: 'application/json' }, payload: '<a/>' }, 415, 'UNSUPPORTED_MEDIA_TYPE')
    await refused(t, web, { method: 'POST', url: '/login', headers: { ...json, accept: 'application/json' }, payload: huge }, 413, 'PAYLOAD_TOO_LARGE')
    await refused(t, web, { method: 'POST', url: '/no-such-form', headers: { accept: 'application/json' } }, 404, 'NOT_FOUND')
    await refused(t, web, { method: 'GET', url: '/assets/no-such-file.js' }, 404, 'NOT_FOUND')
    await refused(t, web, { method: 'GET', url: '/api/oet-reading-tests/%E0%A4%A' }, 400, 'MALFORMED_REQUEST')
    await refused(t, web, { method: 'PUT', url: '/api/attempts/x/answers', headers: { ...own, ...json }, payload: huge }, 413, 'PAYLOAD_TOO_LARGE')
    await refused(t, web, { method: 'POST', url: '/api/attempts', headers: { ...json, cookie: session.cookie, origin: 'https://evil.example' }, payload: '{}' }, 403, 'FORBIDDEN')
    // Through the proxy, the API host's own answers, code included.
    await refused(t, web, { method: 'POST', url: '/api/attempts', headers: { ...own, ...json }, payload: '{"testId": ' }, 400, 'MALFORMED_REQUEST')
    await refused(t, web, { method: 'GET', url: '/api/no-such-call', headers: own }, 404, 'NOT_FOUND')
    await refused(t, web, { method: 'GET', url: '/api/auth/me', headers: { cookie: `oet_session=not-a-token; oet_csrf=${CSRF}` } }, 401, 'TOKEN_EXPIRED')
    // An upload's admission re-throws the API host's refusal: its code with it.
    const upload = (headers: Record<string, string>) =>
      ({ method: 'POST', url: '/api/writing-tests/submission/not-a-uuid/submit', headers: { ...json, accept: 'application/json', ...headers }, payload: { writingAnswer: 'Dear Doctor' } }) as const
    await refused(t, web, upload({ cookie: `oet_session=not-a-token; oet_csrf=${CSRF}`, 'x-csrf-token': CSRF, origin: ORIGIN }), 401, 'TOKEN_EXPIRED')
    await refused(t, web, upload({}), 401, 'NOT_LOGGED_IN')
    await refused(t, web, upload(own), 400, 'VALIDATION_FAILED')
    // The JSON auth form passes the API host's refusal on in the same shape.
    const login = { email: session.email, password: 'not the password', _csrf: CSRF }
    await refused(t, web, { method: 'POST', url: '/login', headers: { ...own, ...json, accept: 'application/json' }, payload: login }, 401, 'INVALID_CREDENTIALS')
  })
})
