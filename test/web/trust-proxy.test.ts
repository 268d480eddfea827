import t, { type Test } from 'tap'
import { mkdtemp, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadApiConfig } from '#api/config.ts'
import { buildWebServer } from '#web/server.ts'
import { loadWebConfig } from '#web/config.ts'
import { webServerOptions } from '#web/app.ts'
import { openTestDatabase, buildTestApiServer, testApiConfig } from '#test/helper.ts'
import { CSRF, ORIGIN, registerSession } from './helper.ts'
import { testLogStream } from '#test/test-log.ts'

// Issue 15 section 3: X-Forwarded-For is believed only from the proxies TRUST_PROXY names, so a
// client cannot lift the per-address login limit by rotating it. The API host behind `npm start`
// believes its own web server on loopback, which passes the client's address on.

/** The product as `npm start` runs it (the API host trusting loopback, on a stopped clock), the web server's TRUST_PROXY as given. */
async function startBehind(t: Test, trustProxy?: string) {
  const database = await openTestDatabase(t, 'pglite')
  const blobDir = await mkdtemp(join(tmpdir(), 'oet-trust-blobs-'))
  // A clock that stands still: a login wait cannot run out while the password checks take their time.
  const at = new Date()
  const api = await buildTestApiServer({ config: testApiConfig({ BLOB_DIR: blobDir, TRUST_PROXY: 'loopback' }), database, now: () => at })
  t.teardown(async () => {
    await api.close()
    await rm(blobDir, { recursive: true, force: true })
  })
  await api.listen({ host: '127.0.0.1', port: 0 })
  const apiUrl = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`
  const env = { API_URL: apiUrl, PUBLIC_URL: ORIGIN, ...(trustProxy ? { TRUST_PROXY: trustProxy } : {}) }
  const web = await buildWebServer(loadWebConfig(env), testLogStream)
  t.teardown(() => web.close())
  return web
}

type Web = Awaited<ReturnType<typeof startBehind>>

/** A login through the form route's JSON post, from a connection at `remoteAddress`. */
const login = (web: Web, fields: { email: string; password: string }, remoteAddress: string, forwardedFor?: string) =>
  web.inject({
    method: 'POST',
    url: '/login',
    remoteAddress,
    headers: {
      cookie: `oet_csrf=${CSRF}`,
      'x-csrf-token': CSRF,
      accept: 'application/json',
      origin: ORIGIN,
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    payload: fields,
  })

/** Ten wrong passwords for ten made-up accounts, each from `remoteAddress` forwarding a new address. */
async function guessTen(web: Web, remoteAddress: string, forwarded: (i: number) => string | undefined) {
  const answers: number[] = []
  for (let i = 0; i < 10; i += 1) {
    answers.push((await login(web, { email: `guess${i}@example.test`, password: 'not the password' }, remoteAddress, forwarded(i))).statusCode)
  }
  return answers
}

t.test('TRUST_PROXY is read and checked at start', async (t) => {
  t.equal(webServerOptions(loadWebConfig({})).trustProxy, false, 'off by default')
  t.equal(webServerOptions(loadWebConfig({ TRUST_PROXY: '10.0.0.0/8, ::1,loopback' })).trustProxy, '10.0.0.0/8,::1,loopback')
  t.equal(loadApiConfig({ TRUST_PROXY: '172.18.0.0/16' }).TRUST_PROXY, '172.18.0.0/16', 'the API host reads it too')
  for (const bad of ['everyone', '10.0.0.0/33', '10.0.0', 'true', '::1/129', '1']) {
    t.throws(() => loadWebConfig({ TRUST_PROXY: bad }), /TRUST_PROXY: expected/, `${bad} stops the start`)
    t.throws(() => loadApiConfig({ TRUST_PROXY: bad }), /TRUST_PROXY: expected/)
  }
})

t.test('by default the web server believes no X-Forwarded-For', async (t) => {
  const web = await startBehind(t)
  const student = await registerSession(web, { origin: ORIGIN })

  t.test('rotating it from a private address (a Docker gateway) does not lift the login limit', async (t) => {
    t.same(await guessTen(web, '172.17.0.1', (i) => `198.51.100.${i}`), Array(10).fill(401))
    const res = await login(web, student, '172.17.0.1', '198.51.100.200')
    t.equal(res.statusCode, 429)
    t.match(res.json(), { message: /from this network/ })
  })

  t.test('nor from loopback', async (t) => {
    t.same(await guessTen(web, '127.0.0.1', (i) => `198.51.100.${i}`), Array(10).fill(401))
    t.equal((await login(web, student, '127.0.0.1', '198.51.100.201')).statusCode, 429)
  })

  t.test('clients at different addresses are still counted apart at the API host', async (t) => {
    t.same(await guessTen(web, '203.0.113.1', () => undefined), Array(10).fill(401))
    t.equal((await login(web, student, '203.0.113.1')).statusCode, 429, 'the guessing client waits')
    t.equal((await login(web, student, '203.0.113.2')).statusCode, 200, 'its neighbour does not')
  })
})

t.test('a proxy TRUST_PROXY names is believed, and only that one', async (t) => {
  const web = await startBehind(t, '172.17.0.1')
  const student = await registerSession(web, { origin: ORIGIN })

  t.same(await guessTen(web, '172.17.0.1', () => '198.51.100.7'), Array(10).fill(401))
  t.equal((await login(web, student, '172.17.0.1', '198.51.100.7')).statusCode, 429, 'the client behind the proxy waits')
  t.equal((await login(web, student, '172.17.0.1', '198.51.100.8')).statusCode, 200, 'another client behind it does not')

  t.same(await guessTen(web, '172.17.0.2', (i) => `198.51.100.${i + 20}`), Array(10).fill(401))
  t.equal((await login(web, student, '172.17.0.2', '198.51.100.99')).statusCode, 429, 'a proxy not named is not believed')
})
