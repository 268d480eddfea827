import t from 'tap'
import { startProduct } from '#test/product.ts'
import { newStudent } from '#test/helper.ts'
import { Agent, request } from 'undici'
import { CSRF, clearsCookie, cookieNamed, registerSession } from './helper.ts'

// /api/* and /documentation are forwarded to the API host: the bearer comes from the session
// cookie or from the caller's own Authorization header; bodies stream through.

t.test('the API proxy', async (t) => {
  const { web, url } = await startProduct(t)
  const session = await registerSession(web)

  t.test('GET /api/auth/me with the session cookie answers the user', async (t) => {
    const res = await web.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: session.cookie } })
    t.equal(res.statusCode, 200)
    t.match(res.headers['content-type'], /^application\/json/)
    t.match(res.json(), { user: { email: session.email, role: 'student' } })
    t.notOk(res.body.includes(session.token), 'the answer does not reveal the token')
  })

  t.test('an API client logs in through the proxy and uses its bearer token without any cookie', async (t) => {
    const student = newStudent()
    const registered = await web.inject({ method: 'POST', url: '/api/auth/register', payload: student })
    t.equal(registered.statusCode, 201, 'register through the proxy: no cookie, so no anti-forgery token needed')
    t.equal(registered.headers['set-cookie'], undefined, 'the proxy sets no cookie')

    const login = await web.inject({ method: 'POST', url: '/api/auth/login', payload: { email: student.email, password: student.password } })
    t.equal(login.statusCode, 200)
    const { token } = login.json()
    t.type(token, 'string')
    const me = await web.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } })
    t.equal(me.statusCode, 200)
    t.equal(me.json().user.email, student.email)
  })

  t.test('a 401 through the proxy on the session cookie clears the cookie', async (t) => {
    const res = await web.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: `oet_session=not-a-token; oet_csrf=${CSRF}` } })
    t.equal(res.statusCode, 401)
    t.equal(res.json().message, 'Token expired')
    t.ok(clearsCookie(res, 'oet_session'), 'the session cookie is cleared')
  })

  t.test('a 401 on a revoked session clears the cookie too', async (t) => {
    const mine = await registerSession(web)
    const logout = await web.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${mine.token}` } })
    t.equal(logout.statusCode, 204)
    const res = await web.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: mine.cookie } })
    t.equal(res.statusCode, 401)
    t.ok(clearsCookie(res, 'oet_session'))
  })

  t.test('a 401 for a caller with its own Authorization header leaves the cookie alone', async (t) => {
    const res = await web.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: 'Bearer not-a-token', cookie: session.cookie },
    })
    t.equal(res.statusCode, 401)
    t.notOk(cookieNamed(res, 'oet_session'), 'the session cookie is not touched')
    const still = await web.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: session.cookie } })
    t.equal(still.statusCode, 200, 'the session still works')
  })

  t.test('errors of the API host pass through as they are', async (t) => {
    const res = await web.inject({ method: 'GET', url: '/api/no-such-call' })
    t.equal(res.statusCode, 404)
    t.same(res.json(), { statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', message: 'There is no GET /api/no-such-call in this API.' })
    const bad = await web.inject({ method: 'POST', url: '/api/auth/login', payload: { email: session.email } })
    t.equal(bad.statusCode, 400)
    t.match(bad.json(), { statusCode: 400, message: /password/ })
  })

  t.test('/documentation/json is public and is the OpenAPI document', async (t) => {
    const res = await web.inject({ method: 'GET', url: '/documentation/json' })
    t.equal(res.statusCode, 200)
    t.match(res.headers['content-type'], /^application\/json/)
    const doc = res.json()
    t.match(doc, { openapi: /^3\./, info: { title: 'OET Prep API' } })
    t.ok(doc.paths['/api/auth/login'], 'it documents the auth calls')
    const ui = await web.inject({ method: 'GET', url: '/documentation' })
    t.equal(ui.statusCode, 200, 'the documentation page opens without a session')
  })

  t.test('a JSON body over 1 MB is refused 413 (through inject)', async (t) => {
    const payload = JSON.stringify({ email: session.email, password: 'x'.repeat(1024 * 1024) })
    const res = await web.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload })
    t.equal(res.statusCode, 413)
    t.match(res.json(), { statusCode: 413, error: 'Payload Too Large', code: 'PAYLOAD_TOO_LARGE', message: /too large: at most 1 MB/ })
  })

  t.test('a small body streams through a real connection both ways', async (t) => {
    const res = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: session.email, password: session.password }),
    })
    t.equal(res.status, 200)
    const body = (await res.json()) as { token: string; user: { email: string } }
    t.equal(body.user.email, session.email)
    t.equal(res.headers.get('set-cookie'), null, 'the proxy sets no cookie for an API client')
  })

  // Over a real socket the body arrives in chunks and would be streamed on; the web server refuses
  // a JSON body over the API host's limit from its Content-Length, before sending any of it.
  t.test('a JSON body over 1 MB sent over a real connection is refused 413', async (t) => {
    const agent = new Agent({ connections: 1 })
    t.teardown(() => agent.destroy())
    const body = JSON.stringify({ email: session.email, password: 'x'.repeat(1024 * 1024) })
    const res = await request(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body, dispatcher: agent })
    const answer = (await res.body.json()) as { statusCode: number; message: string }
    t.equal(res.statusCode, 413, 'refused as too large')
    t.match(answer.message, /too large/, 'with a message saying so')
    t.equal(answer.statusCode, res.statusCode, 'the answer is a JSON error all the same')
    // The rest of the body is never read: the connection must be closed, not left half-read (it
    // used to hang until keep-alive timed out, 72 s, and held up the server's close()).
    t.equal(res.headers.connection, 'close', 'the half-read connection is closed')
  })
})
