import t from 'tap'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { buildWebServer } from '#web/server.ts'
import { loadWebConfig } from '#web/config.ts'
import { ORIGIN } from './helper.ts'
import { testLogStream } from '#test/test-log.ts'

// A browser that goes away (a closed tab, a retry after its own timeout) must not leave the web
// server waiting on the API host for an answer nobody will read. The API host here is a stand-in
// that never answers and notes when the web server hangs up on it.

const sleep = (ms: number) => new Promise<'still open'>((resolve) => setTimeout(() => resolve('still open'), ms))

t.test('the proxy drops its call to the API host when the browser goes away', async (t) => {
  const calls: Array<{ url: string; closed: Promise<'closed'> }> = []
  let answerFast = false
  const upstream = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (answerFast) return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}')
    calls.push({ url: req.url ?? '', closed: new Promise((resolve) => res.once('close', () => resolve('closed'))) })
  })
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
  t.teardown(() => new Promise((resolve) => upstream.close(resolve)))
  upstream.keepAliveTimeout = 1

  const web = await buildWebServer(
    loadWebConfig({ API_URL: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`, PUBLIC_URL: ORIGIN }),
    testLogStream,
  )
  await web.listen({ host: '127.0.0.1', port: 0 })
  t.teardown(() => {
    upstream.closeAllConnections()
    return web.close()
  })
  const url = `http://127.0.0.1:${(web.server.address() as AddressInfo).port}`

  for (const [method, path, body] of [
    ['GET', '/api/auth/me', undefined],
    ['POST', '/api/oet-listening-tests/x/submit', JSON.stringify({ answers: { '1': 'a' } })],
  ] as const) {
    const browser = new AbortController()
    const sent = fetch(`${url}${path}`, {
      method,
      headers: { authorization: 'Bearer some-token', 'content-type': 'application/json' },
      body,
      signal: browser.signal,
    }).catch((error: unknown) => error)
    for (let i = 0; i < 200 && !calls.some((call) => call.url === path); i++) await new Promise((resolve) => setTimeout(resolve, 25))
    const call = calls.find((c) => c.url === path)
    t.ok(call, `${method} ${path} reached the API host`)
    browser.abort()
    t.type(await sent, Error, 'the browser gave up')
    t.equal(await Promise.race([call!.closed, sleep(20_000)]), 'closed', `${method} ${path}: the web server hung up on the API host`)
  }

  answerFast = true
  const after = await fetch(`${url}/api/auth/me`, { headers: { authorization: 'Bearer some-token' } })
  t.equal(after.status, 200, 'the web server still forwards calls afterwards')
  t.same(await after.json(), { ok: true })
})
