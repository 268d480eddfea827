import t from 'tap'
import type { AddressInfo } from 'node:net'
import { buildWebServer } from '#web/server.ts'
import { loadWebConfig } from '#web/config.ts'
import { freePort } from '#test/free-port.ts'
import { CSRF, ORIGIN } from './helper.ts'
import { testLogStream } from '#test/test-log.ts'

// When the API host cannot be reached, the web server says so with a 503 whose message tells the
// student that nothing they entered is lost, and never a 500.

const UNREACHABLE = {
  statusCode: 503,
  error: 'Service Unavailable',
  code: 'SERVICE_UNAVAILABLE',
  message: 'The service is not reachable right now. Nothing you entered is lost; please try again in a moment.',
}

t.test('the API host is down', async (t) => {
  const web = await buildWebServer(loadWebConfig({ API_URL: `http://127.0.0.1:${await freePort()}`, PUBLIC_URL: ORIGIN }), testLogStream)
  t.teardown(() => web.close())
  const session = `oet_session=some-token; oet_csrf=${CSRF}`

  t.test('a proxied call answers 503 saying nothing is lost', async (t) => {
    const res = await web.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: session } })
    t.equal(res.statusCode, 503)
    t.same(res.json(), UNREACHABLE)
    t.match(res.json().message, /Nothing you entered is lost/)
  })

  // Through a real connection: light-my-request reports the body stream undici destroys as a failed
  // injection, while a real server answers the 503 (checked here).
  t.test('a proxied save with a body answers 503 the same way', async (t) => {
    await web.listen({ host: '127.0.0.1', port: 0 })
    const url = `http://127.0.0.1:${(web.server.address() as AddressInfo).port}`
    for (const method of ['POST', 'PUT']) {
      const res = await fetch(`${url}/api/attempts/x/answers`, {
        method,
        headers: { cookie: session, origin: ORIGIN, 'x-csrf-token': CSRF, 'content-type': 'application/json' },
        body: JSON.stringify({ answers: { q1: 'a'.repeat(200_000) } }),
      })
      t.equal(res.status, 503, `${method} answers 503`)
      t.same(await res.json(), UNREACHABLE)
      t.equal(res.headers.get('connection'), 'close', `${method}: the unread rest of the body does not leave the connection hanging`)
    }
  })

  t.test('the session cookie is kept: the session is not known to be over', async (t) => {
    const res = await web.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: session } })
    t.equal(res.statusCode, 503)
    t.notOk(res.cookies.some((c) => c.name === 'oet_session'), 'no Set-Cookie for the session')
  })

  t.test('a page with a session cookie answers 503', async (t) => {
    for (const path of ['/app/welcome', '/dashboard', '/oet-reading/x']) {
      const res = await web.inject({ method: 'GET', url: path, headers: { cookie: session } })
      t.equal(res.statusCode, 503, `${path} answers 503`)
      t.match(res.body, /Nothing you entered is lost/, `${path} says nothing is lost`)
    }
  })

  t.test('a form post answers 503, not 500', async (t) => {
    const res = await web.inject({
      method: 'POST',
      url: '/login',
      headers: { cookie: `oet_csrf=${CSRF}`, origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ _csrf: CSRF, email: 'someone@example.test', password: 'correct horse battery' }).toString(),
    })
    t.equal(res.statusCode, 503)
    t.match(res.body, /Nothing you entered is lost/)
  })

  t.test('the public pages still open: they need nothing from the API host', async (t) => {
    for (const path of ['/login', '/register', '/forgot-password']) {
      const res = await web.inject({ method: 'GET', url: path })
      t.equal(res.statusCode, 200, `${path} answers 200`)
    }
  })

  t.test('an anonymous visitor is still sent to /login', async (t) => {
    const res = await web.inject({ method: 'GET', url: '/dashboard' })
    t.equal(res.statusCode, 302)
    t.equal(res.headers.location, `/login?next=${encodeURIComponent('/dashboard')}`)
  })
})
