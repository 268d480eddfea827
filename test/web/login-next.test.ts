import t from 'tap'
import { startProduct } from '#test/product.ts'
import { CSRF, ORIGIN, registerSession } from './helper.ts'

// Issue 15 section 3: `next` after logging in is followed only when a browser would stay on this
// site with it. Tabs and newlines are dropped by a browser's URL parser, so `/\t/evil.example`
// is `//evil.example`, another site; CR/LF or non-Latin-1 text must never reach a header.

const HOSTILE = [
  '/\t/evil.example/phish',
  '/\n/evil.example/phish',
  '/\r/evil.example/phish',
  '/\r\nSet-Cookie: a=b',
  '\t//evil.example',
  ' /evil',
  '/\\evil.example',
  '//evil.example/',
  'https://evil.example/',
  'javascript:alert(1)',
  'http:/evil.example',
]

t.test('next after logging in never leaves this site', async (t) => {
  const { web } = await startProduct(t)
  const session = await registerSession(web)

  const login = (fields: Record<string, string>, json = false) =>
    web.inject({
      method: 'POST',
      url: '/login',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: ORIGIN,
        cookie: `oet_csrf=${CSRF}`,
        ...(json ? { accept: 'application/json' } : {}),
      },
      payload: new URLSearchParams({ _csrf: CSRF, email: session.email, password: session.password, ...fields }).toString(),
    })

  t.test('the login page renders a hostile next as /app/welcome in its hidden field', async (t) => {
    for (const next of HOSTILE) {
      const res = await web.inject({ method: 'GET', url: `/login?next=${encodeURIComponent(next)}` })
      t.equal(res.statusCode, 200, `${JSON.stringify(next)} renders the page`)
      const hidden = res.body.match(/<input[^>]*name="next"[^>]*>/)?.[0] ?? ''
      t.match(hidden, /value="\/app\/welcome"/, `${JSON.stringify(next)} becomes /app/welcome`)
    }
  })

  t.test('the example of the issue: /login?next=/%09/evil.example/phish', async (t) => {
    const page = await web.inject({ method: 'GET', url: '/login?next=/%09/evil.example/phish' })
    t.notMatch(page.body, /evil\.example/, 'the page never carries the other site')
    const res = await login({ next: '/\t/evil.example/phish' })
    t.equal(res.statusCode, 303)
    t.equal(res.headers.location, '/app/welcome')
  })

  t.test('a form or JSON login with a hostile next goes to /app/welcome, never a 500', async (t) => {
    for (const next of HOSTILE) {
      const form = await login({ next })
      t.equal(form.statusCode, 303, `form ${JSON.stringify(next)} answers 303`)
      t.equal(form.headers.location, '/app/welcome', `form ${JSON.stringify(next)} stays on this site`)
      const json = await login({ next }, true)
      t.equal(json.statusCode, 200, `JSON ${JSON.stringify(next)} answers 200`)
      t.same(json.json(), { redirectTo: '/app/welcome' }, `JSON ${JSON.stringify(next)} stays on this site`)
    }
  })

  t.test('with a session, /login?next= redirects only within this site, never a 500', async (t) => {
    for (const next of HOSTILE) {
      const res = await web.inject({ method: 'GET', url: `/login?next=${encodeURIComponent(next)}`, headers: { cookie: session.cookie } })
      t.equal(res.statusCode, 302, `${JSON.stringify(next)} answers 302`)
      t.equal(res.headers.location, '/app/welcome', `${JSON.stringify(next)} stays on this site`)
    }
  })

  t.test('a path on this site is still followed, as the browser would resolve it', async (t) => {
    const kept = await login({ next: '/oet-reading/x?mode=practice#q3' })
    t.equal(kept.headers.location, '/oet-reading/x?mode=practice#q3')
    const dotted = await login({ next: '/mock-tests/../dashboard' })
    t.equal(dotted.headers.location, '/dashboard', 'dot segments resolved as a browser does')
    const wide = await login({ next: '/dashboard?q=\u3000' })
    t.equal(wide.headers.location, '/dashboard?q=%E3%80%80', 'non-ASCII text percent-encoded, never raw in a header')
    // Encoded or wide characters are only a path segment to a browser: odd, but on this site.
    const space = await login({ next: '/\u3000/evil.example' })
    t.equal(space.statusCode, 303, 'U+3000 is no 500')
    t.equal(space.headers.location, '/%E3%80%80/evil.example')
    const encodedTab = await login({ next: '/%09/evil.example' })
    t.equal(encodedTab.headers.location, '/%09/evil.example', 'an encoded tab stays encoded: one segment of a path here')
  })
})
