import t from 'tap'
import { startProduct } from '#test/product.ts'
import { newStudent } from '#test/helper.ts'
import { buildWebServer } from '#web/server.ts'
import { loadWebConfig } from '#web/config.ts'
import { AUTHED_PATHS, CSRF, ORIGIN, cookieNamed, registerSession } from './helper.ts'
import { testLogStream } from '#test/test-log.ts'

// DESIGN.md section 4: the token lives in an HttpOnly, SameSite=Lax cookie (Secure over HTTPS) and
// the browser never sees it, so no script can steal it.

t.test('the session cookie', async (t) => {
  const { web, apiUrl } = await startProduct(t)

  t.test('over http it is HttpOnly, SameSite=Lax, site-wide and not Secure', async (t) => {
    const student = newStudent()
    const res = await web.inject({
      method: 'POST',
      url: '/register',
      headers: { cookie: `oet_csrf=${CSRF}`, 'x-csrf-token': CSRF, accept: 'application/json', origin: ORIGIN },
      payload: student,
    })
    t.equal(res.statusCode, 200)
    t.same(res.json(), { redirectTo: '/app/welcome' }, 'the JSON answer carries no token')
    const cookie = cookieNamed(res, 'oet_session')
    t.ok(cookie, 'oet_session is set')
    t.ok(cookie!.value.length >= 43, 'its value is the API token')
    t.equal(cookie!.httpOnly, true, 'HttpOnly')
    t.equal(cookie!.sameSite, 'Lax', 'SameSite=Lax')
    t.notOk(cookie!.secure, 'not Secure over http')
    t.equal(cookie!.path, '/', 'Path=/')
    t.equal(cookie!.domain, undefined, 'no Domain: this host only')
    t.notOk(cookieNamed(res, '__Host-oet_session'), 'no __Host- prefix over http')
    const me = await web.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${cookie!.value}` } })
    t.equal(me.statusCode, 200, 'the cookie holds a working API token')
    t.equal(me.json().user.email, student.email)
  })

  t.test('the anti-forgery cookie is HttpOnly and SameSite=Lax too', async (t) => {
    const res = await web.inject({ method: 'GET', url: '/login' })
    const csrf = cookieNamed(res, 'oet_csrf')
    t.ok(csrf, 'a visitor without one gets an anti-forgery cookie')
    t.equal(csrf!.httpOnly, true)
    t.equal(csrf!.sameSite, 'Lax')
    t.ok(csrf!.value.length >= 24, 'it is long enough not to be guessed')
  })

  t.test('the token never appears in the HTML of any page', async (t) => {
    const session = await registerSession(web)
    for (const path of AUTHED_PATHS) {
      const res = await web.inject({ method: 'GET', url: path, headers: { cookie: session.cookie } })
      t.equal(res.statusCode, 200, `${path} answers 200`)
      t.notOk(res.body.includes(session.token), `${path} does not contain the token`)
    }
    // Pages that redirect a logged-in visitor: their (empty) answers must not carry it either.
    for (const path of ['/', '/login', '/register', '/nowhere']) {
      const res = await web.inject({ method: 'GET', url: path, headers: { cookie: session.cookie } })
      t.notOk(res.body.includes(session.token), `${path} does not contain the token`)
      t.notOk(String(res.headers.location ?? '').includes(session.token), `${path} does not redirect with the token`)
    }
    // A form re-shown with an error while logged in: still no token.
    const failed = await web.inject({
      method: 'POST',
      url: '/forgot-password',
      headers: { cookie: session.cookie, origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ _csrf: CSRF, email: '' }).toString(),
    })
    t.notOk(failed.body.includes(session.token), 'a re-shown form does not contain the token')
  })

  t.test('the boot data of a page has the user and the anti-forgery token, not the session token', async (t) => {
    const session = await registerSession(web)
    const res = await web.inject({ method: 'GET', url: '/dashboard', headers: { cookie: session.cookie } })
    const boot = JSON.parse(res.body.match(/<script type="application\/json" id="oet-boot">([^<]*)<\/script>/)![1]!)
    t.same(Object.keys(boot).sort(), ['assets', 'csrfToken', 'user'])
    t.equal(boot.csrfToken, CSRF)
    t.same(Object.keys(boot.user).sort(), ['email', 'id', 'name', 'role'])
  })

  t.test('with an https PUBLIC_URL the cookie is __Host-oet_session and Secure', async (t) => {
    const origin = 'https://oet.example'
    const secureWeb = await buildWebServer(loadWebConfig({ API_URL: apiUrl, PUBLIC_URL: origin }), testLogStream)
    t.teardown(() => secureWeb.close())

    const res = await secureWeb.inject({
      method: 'POST',
      url: '/register',
      headers: { cookie: `__Host-oet_csrf=${CSRF}`, 'x-csrf-token': CSRF, accept: 'application/json', origin },
      payload: newStudent(),
    })
    t.equal(res.statusCode, 200)
    const cookie = cookieNamed(res, '__Host-oet_session')
    t.ok(cookie, '__Host-oet_session is set')
    t.equal(cookie!.secure, true, 'Secure')
    t.equal(cookie!.httpOnly, true, 'HttpOnly')
    t.equal(cookie!.sameSite, 'Lax', 'SameSite=Lax')
    t.equal(cookie!.path, '/', 'Path=/ (required by the __Host- prefix)')
    t.equal(cookie!.domain, undefined, 'no Domain (required by the __Host- prefix)')
    t.notOk(cookieNamed(res, 'oet_session'), 'no unprefixed cookie')

    const page = await secureWeb.inject({ method: 'GET', url: '/app/welcome', headers: { cookie: `__Host-oet_session=${cookie!.value}` } })
    t.equal(page.statusCode, 200, 'the prefixed cookie opens a session')
    const unprefixed = await secureWeb.inject({ method: 'GET', url: '/app/welcome', headers: { cookie: `oet_session=${cookie!.value}` } })
    t.equal(unprefixed.statusCode, 302, 'an unprefixed cookie (which a subdomain could plant) is not a session')

    const login = await secureWeb.inject({ method: 'GET', url: '/login' })
    const csrf = cookieNamed(login, '__Host-oet_csrf')
    t.ok(csrf, 'the anti-forgery cookie is __Host- prefixed too')
    t.equal(csrf!.secure, true)
    t.match(login.headers['strict-transport-security'], /max-age=\d+/, 'HSTS over https')
    t.match(login.headers['content-security-policy'], /upgrade-insecure-requests/)
  })

  t.test('over http there is no HSTS', async (t) => {
    const res = await web.inject({ method: 'GET', url: '/login' })
    t.equal(res.headers['strict-transport-security'], undefined)
  })
})
