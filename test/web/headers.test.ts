import t, { type Test } from 'tap'
import { readFile } from 'node:fs/promises'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import type { LightMyRequestResponse } from 'fastify'
import { startProduct } from '#test/product.ts'
import { CLIENT_DIST } from '#web/plugins/assets.ts'
import { CSRF_PLACEHOLDER, NONCE_PLACEHOLDER } from '#web/plugins/page-cache.ts'
import { AUTHED_PATHS, PUBLIC_PATHS, cookieNamed, cspNonce, formCsrf, registerSession, scriptTags } from './helper.ts'

// Security and caching headers: a CSP whose only inline scripts are this response's nonce-bearing
// ones, no framing, nosniff; public pages served from the cache still get their own nonce and
// token; compressed pages; hashed assets cached for good.

/**
 * Checks a page's CSP and that every script tag on it carries the header's nonce; answers the nonce.
 * A public page (login, register, forgot and reset password) is HTML only (decision 0070): its one
 * script is the form guard; no app, no boot data, no modulepreload.
 */
function checkPage(t: Test, res: LightMyRequestResponse, label: string, { htmlOnly = false } = {}): string {
  const csp = String(res.headers['content-security-policy'] ?? '')
  const directives = new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values] as const),
  )
  const scriptSrc = directives.get('script-src') ?? []
  const nonce = cspNonce(csp)
  t.ok(nonce, `${label}: script-src has a nonce`)
  t.notOk(scriptSrc.includes("'unsafe-inline'"), `${label}: script-src has no 'unsafe-inline'`)
  t.notOk(scriptSrc.includes("'unsafe-eval'"), `${label}: script-src has no 'unsafe-eval'`)
  t.same(directives.get('frame-ancestors'), ["'none'"], `${label}: frame-ancestors 'none'`)
  t.same(directives.get('object-src'), ["'none'"], `${label}: object-src 'none'`)
  t.equal(res.headers['x-content-type-options'], 'nosniff', `${label}: nosniff`)

  const scripts = scriptTags(res.body)
  if (htmlOnly) {
    t.equal(scripts.length, 1, `${label}: one script tag: no app, no boot data, no router state`)
    t.match(scripts[0], /type="module"/, `${label}: it is a module`)
    t.match(scripts[0], /src="\/assets\/form-guard-[\w-]+\.js"/, `${label}: the hashed form guard (decision 0070)`)
    t.equal(scripts[0]?.match(/nonce="([^"]*)"/)?.[1], nonce, `${label}: with the header's nonce`)
    t.notMatch(res.body, /modulepreload/, `${label}: no script is preloaded`)
  } else {
    const executable = scripts.filter((attrs) => !/type="application\/json"/.test(attrs))
    t.ok(executable.length >= 2, `${label}: has the router's inline scripts and the entry module`)
    const unsigned = executable.filter((attrs) => attrs.match(/nonce="([^"]*)"/)?.[1] !== nonce)
    t.same(unsigned, [], `${label}: every script tag carries the header's nonce`)
  }
  t.notOk(res.body.includes(NONCE_PLACEHOLDER) || res.body.includes(CSRF_PLACEHOLDER), `${label}: no placeholder is left`)
  return nonce!
}

t.test('headers', async (t) => {
  const { web } = await startProduct(t)
  const session = await registerSession(web)

  t.test('every page has the CSP, nosniff and no framing, with its nonce on its scripts', async (t) => {
    for (const path of PUBLIC_PATHS) checkPage(t, await web.inject({ method: 'GET', url: path }), path, { htmlOnly: true })
    for (const path of AUTHED_PATHS) {
      checkPage(t, await web.inject({ method: 'GET', url: path, headers: { cookie: session.cookie } }), path)
    }
  })

  t.test('redirects, proxied answers and errors carry the headers too', async (t) => {
    const cases = [
      await web.inject({ method: 'GET', url: '/dashboard' }),
      await web.inject({ method: 'GET', url: '/api/auth/me' }),
      await web.inject({ method: 'POST', url: '/login', payload: {} }),
    ]
    for (const res of cases) {
      t.match(res.headers['content-security-policy'], /frame-ancestors 'none'/, `${res.statusCode}: CSP`)
      t.equal(res.headers['x-content-type-options'], 'nosniff', `${res.statusCode}: nosniff`)
    }
  })

  t.test('the nonce is new for every response', async (t) => {
    const first = checkPage(t, await web.inject({ method: 'GET', url: '/dashboard', headers: { cookie: session.cookie } }), 'first')
    const second = checkPage(t, await web.inject({ method: 'GET', url: '/dashboard', headers: { cookie: session.cookie } }), 'second')
    t.not(first, second)
    t.ok(Buffer.from(first, 'base64').length >= 16, 'the nonce carries at least 128 bits')
  })

  t.test('the cached login page gets a fresh nonce and its visitor\'s own anti-forgery token', async (t) => {
    const seen = new Set<string>()
    for (let visit = 1; visit <= 3; visit++) {
      const res = await web.inject({ method: 'GET', url: '/forgot-password' })
      t.equal(res.statusCode, 200)
      const nonce = checkPage(t, res, `visit ${visit}`, { htmlOnly: true })
      t.notOk(seen.has(nonce), `visit ${visit}: a nonce not seen before`)
      seen.add(nonce)
      const cookie = cookieNamed(res, 'oet_csrf')
      t.ok(cookie, `visit ${visit}: a new visitor gets an anti-forgery cookie`)
      t.equal(formCsrf(res.body), cookie!.value, `visit ${visit}: the form's token is the cookie's`)
      t.equal(res.body.split(cookie!.value).length - 1, 1, `visit ${visit}: the token is on the page once, in the form`)
      seen.add(cookie!.value)
    }
    t.equal(seen.size, 6, 'three visitors, three nonces, three tokens')

    const returning = await web.inject({ method: 'GET', url: '/forgot-password', headers: { cookie: 'oet_csrf=kept-token-123' } })
    checkPage(t, returning, 'returning visitor', { htmlOnly: true })
    t.notOk(cookieNamed(returning, 'oet_csrf'), 'a visitor with a token keeps it')
    t.equal(formCsrf(returning.body), 'kept-token-123', 'and the cached page carries it')
  })

  t.test('/login from the cache (second request) differs from the first only by nonce and token', async (t) => {
    const first = await web.inject({ method: 'GET', url: '/login?next=%2Fmock-tests' })
    const second = await web.inject({ method: 'GET', url: '/login?next=%2Fmock-tests' })
    const [a, b] = [first, second].map((res) => ({ nonce: cspNonce(res.headers['content-security-policy'])!, csrf: cookieNamed(res, 'oet_csrf')!.value }))
    checkPage(t, second, 'cached /login', { htmlOnly: true })
    t.not(a!.nonce, b!.nonce)
    t.not(a!.csrf, b!.csrf)
    t.equal(formCsrf(second.body), b!.csrf)
    const normalise = (html: string, v: { nonce: string; csrf: string }) =>
      html.replaceAll(v.nonce, 'NONCE').replaceAll(v.csrf, 'CSRF').replace(/u:\d+/g, 'u:0')
    t.equal(normalise(second.body, b!), normalise(first.body, a!), 'the same page otherwise')
  })

  t.test('pages are compressed for browsers that accept it', async (t) => {
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      for (const attempt of ['first', 'cached']) {
        const res = await web.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': encoding } })
        t.equal(res.statusCode, 200)
        t.equal(res.headers['content-encoding'], encoding, `${encoding} (${attempt}): compressed`)
        t.match(res.headers.vary, /accept-encoding/i, `${encoding} (${attempt}): Vary: accept-encoding`)
        const html = decode(res.rawPayload).toString('utf8')
        t.match(html, /^<!DOCTYPE html>/, `${encoding} (${attempt}): the page decodes`)
        t.equal(formCsrf(html), cookieNamed(res, 'oet_csrf')!.value, `${encoding} (${attempt}): with the visitor's token`)
      }
    }
    const streamed = await web.inject({ method: 'GET', url: '/dashboard', headers: { cookie: session.cookie, 'accept-encoding': 'gzip' } })
    t.equal(streamed.headers['content-encoding'], 'gzip', 'a streamed logged-in page is compressed too')
    t.match(gunzipSync(streamed.rawPayload).toString('utf8'), /<h1>Dashboard<\/h1>/, 'the whole page decodes')
    const plain = await web.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'identity' } })
    t.equal(plain.headers['content-encoding'], undefined, 'no compression when not accepted')
  })

  t.test('pages are never cached by the browser or a proxy, including those served from the page cache', async (t) => {
    const url = '/register?from=cache-control-test'
    const first = await web.inject({ method: 'GET', url })
    const cached = await web.inject({ method: 'GET', url })
    t.equal(first.headers['cache-control'], 'no-store', 'a public page, rendered')
    // Each copy carries its visitor's own token and a Set-Cookie: a shared cache must not keep it.
    t.equal(cached.headers['cache-control'], 'no-store', 'the same page, from the page cache')
    const page = await web.inject({ method: 'GET', url: '/dashboard', headers: { cookie: session.cookie } })
    t.equal(page.headers['cache-control'], 'no-store', 'a logged-in page')
  })

  t.test('hashed assets are cached for good', async (t) => {
    const manifest = JSON.parse(await readFile(`${CLIENT_DIST}.vite/manifest.json`, 'utf8')) as Record<string, { file: string; css?: string[] }>
    const entry = manifest['client/entry-client.tsx']!
    for (const file of [entry.file, ...(entry.css ?? [])]) {
      const res = await web.inject({ method: 'GET', url: `/${file}` })
      t.equal(res.statusCode, 200, `${file} is served`)
      const cacheControl = String(res.headers['cache-control'])
      t.match(cacheControl, /\bimmutable\b/, `${file}: immutable`)
      const maxAge = Number(cacheControl.match(/max-age=(\d+)/)?.[1])
      t.ok(maxAge >= 30 * 24 * 60 * 60, `${file}: max-age of a month or more (${maxAge} s)`)
      t.equal(res.headers['x-content-type-options'], 'nosniff')
    }
    const page = await web.inject({ method: 'GET', url: '/dashboard', headers: { cookie: session.cookie } })
    t.ok(page.body.includes(`src="/${entry.file}"`), 'the page loads the hashed entry')
    const login = await web.inject({ method: 'GET', url: '/login' })
    t.ok(login.body.includes(`href="/${entry.css![0]}"`), 'the login page, HTML only, links the hashed stylesheet')
    const missing = await web.inject({ method: 'GET', url: '/assets/no-such-file-abc123.js' })
    t.equal(missing.statusCode, 404, 'an unknown asset is a 404, not a page')
  })

  t.test("a page names its screen's chunks in the head, so they load beside the entry (decision 0061)", async (t) => {
    const manifest = JSON.parse(await readFile(`${CLIENT_DIST}.vite/manifest.json`, 'utf8')) as Record<string, { file: string }>
    // The login page loads no script (decision 0070): checkPage above sees it has no preload.
    const cases = [
      { url: '/dashboard', page: 'client/routes/home/dashboard-page.tsx', headers: { cookie: session.cookie } },
      { url: '/mock-tests', page: 'client/routes/mock/hub-page.tsx', headers: { cookie: session.cookie } },
    ]
    const entry = manifest['client/entry-client.tsx']!
    for (const { url, page, headers } of cases) {
      const res = await web.inject({ method: 'GET', url, headers })
      const head = res.body.slice(0, res.body.indexOf('</head>'))
      const file = manifest[page]!.file
      t.match(head, new RegExp(`<link rel="modulepreload"[^>]*href="/${file}"`), `${url}: ${file}`)
      // A phone fetches six files at a time: the stylesheet and the entry must not queue behind the screen's chunks (decision 0096).
      const links = [...head.matchAll(/<link rel="(stylesheet|modulepreload)"[^>]*href="([^"]+)"/g)].map(([, rel, href]) => `${rel} ${href}`)
      t.match(links[0], /^stylesheet /, `${url}: the stylesheet is the first file the head names`)
      t.equal(links[1], `modulepreload /${entry.file}`, `${url}: the entry is the first script it preloads`)
      t.notOk(head.includes(manifest['client/routes/staff/queue-page.tsx']!.file), `${url}: not another screen's chunk`)
    }
  })
})
