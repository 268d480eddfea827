import t from 'tap'
import { startProduct } from '#test/product.ts'
import { AUTHED_PATHS, EXAM_PATHS, PUBLIC_PATHS, registerSession, STAFF_PATHS } from './helper.ts'

// SPEC.md section 2: logged-in screens need a session, the public ones do not, and any other path
// goes home. The gate is the router's beforeLoad, enforced by the server's render.

t.test('the page gate', async (t) => {
  const { web } = await startProduct(t)
  const session = await registerSession(web)

  t.test('an anonymous visitor is sent to /login with the page to come back to', async (t) => {
    for (const path of [...AUTHED_PATHS, ...STAFF_PATHS]) {
      const res = await web.inject({ method: 'GET', url: path })
      t.equal(res.statusCode, 302, `${path} answers 302`)
      t.equal(res.headers.location, `/login?next=${encodeURIComponent(path)}`, `${path} redirects to /login?next=${path}`)
    }
  })

  t.test('the query string is kept in next', async (t) => {
    const res = await web.inject({ method: 'GET', url: '/oet-reading/x?mode=practice' })
    t.equal(res.statusCode, 302)
    t.equal(res.headers.location, `/login?next=${encodeURIComponent('/oet-reading/x?mode=practice')}`)
  })

  t.test('with a session every logged-in screen renders inside the layout', async (t) => {
    for (const path of AUTHED_PATHS) {
      const res = await web.inject({ method: 'GET', url: path, headers: { cookie: session.cookie } })
      t.equal(res.statusCode, 200, `${path} answers 200`)
      t.match(res.headers['content-type'], /^text\/html/, `${path} is HTML`)
      if (EXAM_PATHS.includes(path)) t.notMatch(res.body, /<nav[^>]*aria-label="Main"/, `${path}, an exam screen, has no site navigation`)
      else t.match(res.body, /<nav[^>]*aria-label="Main"/, `${path} has the main navigation`)
      t.match(res.body, /action="\/logout"/, `${path} has the log-out form`)
    }
  })

  t.test('a student who opens a staff or admin screen is sent home', async (t) => {
    for (const path of STAFF_PATHS) {
      const res = await web.inject({ method: 'GET', url: path, headers: { cookie: session.cookie } })
      t.equal(res.statusCode, 302, `${path} answers 302`)
      t.equal(res.headers.location, '/app/welcome', `${path} goes to /app/welcome`)
    }
  })

  t.test('the public pages open without a session', async (t) => {
    for (const path of PUBLIC_PATHS) {
      const res = await web.inject({ method: 'GET', url: path })
      t.equal(res.statusCode, 200, `${path} answers 200`)
      t.match(res.headers['content-type'], /^text\/html/, `${path} is HTML`)
      t.match(res.body, /<form[^>]*method="post"/, `${path} has its form`)
      t.notMatch(res.body, /aria-label="Main"/, `${path} is not the logged-in layout`)
    }
  })

  t.test('/ and an unknown path go to /login without a session', async (t) => {
    for (const path of ['/', '/no-such-page', '/app/no-such-page']) {
      const res = await web.inject({ method: 'GET', url: path })
      t.equal(res.statusCode, 302, `${path} answers 302`)
      t.equal(res.headers.location, '/login', `${path} goes to /login`)
    }
  })

  t.test('/ and an unknown path go to /app/welcome with a session', async (t) => {
    for (const path of ['/', '/no-such-page', '/app/no-such-page']) {
      const res = await web.inject({ method: 'GET', url: path, headers: { cookie: session.cookie } })
      t.equal(res.statusCode, 302, `${path} answers 302`)
      t.equal(res.headers.location, '/app/welcome', `${path} goes to /app/welcome`)
    }
  })

  t.test('/login and /register with a session go to /app/welcome', async (t) => {
    for (const path of ['/login', '/register']) {
      const res = await web.inject({ method: 'GET', url: path, headers: { cookie: session.cookie } })
      t.equal(res.statusCode, 302, `${path} answers 302`)
      t.equal(res.headers.location, '/app/welcome', `${path} goes to /app/welcome`)
    }
  })

  t.test('/login?next= with a session goes to that page, but never to another site', async (t) => {
    const inside = await web.inject({ method: 'GET', url: '/login?next=%2Fdashboard', headers: { cookie: session.cookie } })
    t.equal(inside.statusCode, 302)
    t.equal(inside.headers.location, '/dashboard')
    for (const next of ['https://evil.example/', '//evil.example/', '/\\evil.example']) {
      const res = await web.inject({ method: 'GET', url: `/login?next=${encodeURIComponent(next)}`, headers: { cookie: session.cookie } })
      t.equal(res.statusCode, 302, `next=${next} answers 302`)
      t.equal(res.headers.location, '/app/welcome', `next=${next} stays on this site`)
    }
  })

  t.test('a session cookie the API host does not know is dropped and the visitor sent to /login', async (t) => {
    const res = await web.inject({ method: 'GET', url: '/dashboard', headers: { cookie: 'oet_session=not-a-real-token' } })
    t.equal(res.statusCode, 302)
    t.equal(res.headers.location, `/login?next=${encodeURIComponent('/dashboard')}`)
    const cleared = res.cookies.find((c) => c.name === 'oet_session')
    t.ok(cleared && cleared.value === '', 'the dead session cookie is cleared')
  })
})
