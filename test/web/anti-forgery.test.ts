import t from 'tap'
import { startProduct } from '#test/product.ts'
import { CSRF, ORIGIN, cookieNamed, registerSession } from './helper.ts'

// Anti-forgery: a state-changing request must come from this site (Origin) and carry the
// double-submit token (the oet_csrf cookie repeated in the _csrf field or the x-csrf-token header).

const FORM = 'application/x-www-form-urlencoded'
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString()
const FROM_ANOTHER_SITE = 'This request came from another site and was refused.'
const EXPIRED_FORM = 'This form has expired. Please reload the page and try again.'

t.test('anti-forgery', async (t) => {
  const { web } = await startProduct(t)
  const session = await registerSession(web)

  const loginForm = (headers: Record<string, string>, fields: Record<string, string>) =>
    web.inject({ method: 'POST', url: '/login', headers: { 'content-type': FORM, ...headers }, payload: form(fields) })
  const credentials = { email: session.email, password: session.password }

  t.test('the login form itself works from this site with the token', async (t) => {
    const res = await loginForm({ origin: ORIGIN, cookie: `oet_csrf=${CSRF}` }, { _csrf: CSRF, ...credentials })
    t.equal(res.statusCode, 303)
    t.equal(res.headers.location, '/app/welcome')
    t.ok(cookieNamed(res, 'oet_session')?.value, 'a session starts')
  })

  t.test('a form post from another site is refused with a message and no session', async (t) => {
    const res = await loginForm({ origin: 'https://evil.example', cookie: `oet_csrf=${CSRF}` }, { _csrf: CSRF, ...credentials })
    t.equal(res.statusCode, 403)
    t.same(res.json(), { statusCode: 403, error: 'Forbidden', code: 'FORBIDDEN', message: FROM_ANOTHER_SITE })
    t.equal(res.headers['set-cookie'], undefined, 'no cookie is set')
  })

  t.test('a look-alike origin (another port or scheme) is another site', async (t) => {
    for (const origin of ['http://127.0.0.1:3001', 'https://127.0.0.1:3000', 'http://127.0.0.1:3000.evil.example', 'null']) {
      const res = await loginForm({ origin, cookie: `oet_csrf=${CSRF}` }, { _csrf: CSRF, ...credentials })
      t.equal(res.statusCode, 403, `Origin ${origin} is refused`)
      t.notOk(cookieNamed(res, 'oet_session'), `Origin ${origin} starts no session`)
    }
  })

  t.test('without an Origin, a browser marking the post cross-site is refused', async (t) => {
    const res = await loginForm({ 'sec-fetch-site': 'cross-site', cookie: `oet_csrf=${CSRF}` }, { _csrf: CSRF, ...credentials })
    t.equal(res.statusCode, 403)
    t.equal(res.json().message, FROM_ANOTHER_SITE)
    t.notOk(cookieNamed(res, 'oet_session'))
  })

  t.test('a post without the anti-forgery token is refused', async (t) => {
    const res = await loginForm({ origin: ORIGIN, cookie: `oet_csrf=${CSRF}` }, credentials)
    t.equal(res.statusCode, 403)
    t.same(res.json(), { statusCode: 403, error: 'Forbidden', code: 'FORBIDDEN', message: EXPIRED_FORM })
    t.notOk(cookieNamed(res, 'oet_session'), 'no session starts')
  })

  t.test('a token that does not match the cookie, or no cookie at all, is refused', async (t) => {
    const wrong = await loginForm({ origin: ORIGIN, cookie: `oet_csrf=${CSRF}` }, { _csrf: 'another-token', ...credentials })
    t.equal(wrong.statusCode, 403, 'a token other than the cookie')
    const noCookie = await loginForm({ origin: ORIGIN }, { _csrf: CSRF, ...credentials })
    t.equal(noCookie.statusCode, 403, 'a token with no cookie to match')
    t.notOk(cookieNamed(wrong, 'oet_session'))
    t.notOk(cookieNamed(noCookie, 'oet_session'))
  })

  t.test('the JSON form posts are checked the same way', async (t) => {
    const headers = { accept: 'application/json', origin: ORIGIN, cookie: `oet_csrf=${CSRF}` }
    const noHeader = await web.inject({ method: 'POST', url: '/login', headers, payload: credentials })
    t.equal(noHeader.statusCode, 403, 'no x-csrf-token header')
    const foreign = await web.inject({
      method: 'POST',
      url: '/login',
      headers: { ...headers, origin: 'https://evil.example', 'x-csrf-token': CSRF },
      payload: credentials,
    })
    t.equal(foreign.statusCode, 403, 'another Origin')
    const good = await web.inject({ method: 'POST', url: '/login', headers: { ...headers, 'x-csrf-token': CSRF }, payload: credentials })
    t.equal(good.statusCode, 200)
    t.same(good.json(), { redirectTo: '/app/welcome' })
  })

  t.test('a forged log-out form does not end the session', async (t) => {
    const forged = await web.inject({
      method: 'POST',
      url: '/logout',
      headers: { 'content-type': FORM, origin: 'https://evil.example', cookie: session.cookie },
      payload: form({ _csrf: CSRF }),
    })
    t.equal(forged.statusCode, 403)
    t.notOk(cookieNamed(forged, 'oet_session'), 'the session cookie is left alone')
    const me = await web.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: session.cookie } })
    t.equal(me.statusCode, 200, 'the session still works')
  })

  t.test('a proxied POST riding on the session cookie needs the x-csrf-token header', async (t) => {
    const mine = await registerSession(web)
    const noToken = await web.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: mine.cookie, origin: ORIGIN } })
    t.equal(noToken.statusCode, 403)
    t.equal(noToken.json().message, EXPIRED_FORM)
    const fromElsewhere = await web.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: mine.cookie, origin: 'https://evil.example', 'x-csrf-token': CSRF },
    })
    t.equal(fromElsewhere.statusCode, 403, 'and an Origin of this site')
    const me = await web.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: mine.cookie } })
    t.equal(me.statusCode, 200, 'the session still works afterwards')

    const withToken = await web.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: mine.cookie, origin: ORIGIN, 'x-csrf-token': CSRF } })
    t.equal(withToken.statusCode, 204, 'with the token the call goes through')
    const after = await web.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${mine.token}` } })
    t.equal(after.statusCode, 401, 'and the token is revoked')
  })

  t.test('an API client with its own Authorization header needs no anti-forgery token', async (t) => {
    const client = await registerSession(web)
    const res = await web.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${client.token}` } })
    t.equal(res.statusCode, 204)
    const me = await web.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${client.token}` } })
    t.equal(me.statusCode, 401, 'the logout took effect')
    t.equal(me.json().message, 'Token expired')
  })

  t.test('safe methods through the proxy need no token', async (t) => {
    const res = await web.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: `oet_session=${session.token}` } })
    t.equal(res.statusCode, 200)
  })
})
