import t, { type Test } from 'tap'
import Fastify from 'fastify'
import fp from 'fastify-plugin'
import type { AddressInfo } from 'node:net'
import apiApp, { apiServerOptions } from '#api/app.ts'
import webApp, { webServerOptions } from '#web/app.ts'
import { loadWebConfig } from '#web/config.ts'
import { openTestDatabase, testApiConfig, newStudent } from '#test/helper.ts'
import { CSRF, ORIGIN, registerSession } from './helper.ts'
import { memoryLog as memoryLogOf } from '#test/memory-log.ts'

// DESIGN.md section 5: one log line per request on each host (written when it is answered), with a
// request id that the web server passes on to the API host. Both servers here log to memory, so the test reads what an operator would.

interface LogLine {
  reqId?: string
  msg?: string
  req?: { url?: string; method?: string }
}

const memoryLog = () => memoryLogOf<LogLine>()

/** The ids of the lines logged for requests to `url` (path without the query). */
const idsFor = (lines: LogLine[], method: string, url: string) =>
  lines.filter((l) => l.msg === 'request completed' && l.req?.method === method && l.req?.url?.split('?')[0] === url).map((l) => l.reqId!)

async function loggedProduct(t: Test) {
  const apiLog = memoryLog()
  const webLog = memoryLog()
  const config = testApiConfig()
  const api = Fastify(apiServerOptions(config, apiLog.stream))
  await api.register(fp(apiApp), { config, database: await openTestDatabase(t, 'pglite') })
  await api.listen({ host: '127.0.0.1', port: 0 })
  t.teardown(() => api.close())
  const webConfig = loadWebConfig({ API_URL: `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`, PUBLIC_URL: ORIGIN })
  const web = Fastify(webServerOptions(webConfig, webLog.stream))
  await web.register(webApp, { config: webConfig })
  await web.ready()
  t.teardown(() => web.close())
  return { web, apiLog: apiLog.lines, webLog: webLog.lines }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

t.test('the request id', async (t) => {
  const { web, apiLog, webLog } = await loggedProduct(t)
  const session = await registerSession(web)

  t.test('a proxied call is logged by the API host under the web server\'s request id', async (t) => {
    const res = await web.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: session.cookie } })
    t.equal(res.statusCode, 200)
    const [webId] = idsFor(webLog, 'GET', '/api/auth/me')
    t.match(webId, UUID, 'the web server logged the request with an id')
    t.same(idsFor(apiLog, 'GET', '/api/auth/me'), [webId], 'the API host logged the same id')
    t.equal(webLog.filter((l) => l.reqId === webId).length, 1, 'one line on the web server')
    t.equal(apiLog.filter((l) => l.reqId === webId).length, 1, 'and one on the API host')
  })

  t.test('a page render calls the API host under the page request\'s id', async (t) => {
    const res = await web.inject({ method: 'GET', url: '/dashboard', headers: { cookie: session.cookie } })
    t.equal(res.statusCode, 200)
    const [pageId] = idsFor(webLog, 'GET', '/dashboard')
    t.match(pageId, UUID)
    const apiCalls = apiLog.filter((l) => l.msg === 'request completed' && l.reqId === pageId)
    t.same(
      // The session and the bell in one call (decision 0094), then the dashboard's loader in one, its plan included (decisions 0098, 0101).
      apiCalls.map((l) => l.req?.url).sort(),
      ['/api/me/header', '/api/me/home?include=plan'],
      'the header (session and bell) and the dashboard\'s loader are logged under the page request\'s id, the bell not asked again',
    )
  })

  t.test('a form post calls the API host under the form request\'s id', async (t) => {
    const student = newStudent()
    const res = await web.inject({
      method: 'POST',
      url: '/register',
      headers: { cookie: `oet_csrf=${CSRF}`, origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ _csrf: CSRF, ...student }).toString(),
    })
    t.equal(res.statusCode, 303)
    const formIds = idsFor(webLog, 'POST', '/register')
    const formId = formIds[formIds.length - 1]
    t.match(formId, UUID)
    const apiCalls = apiLog.filter((l) => l.msg === 'request completed' && l.reqId === formId)
    t.same(apiCalls.map((l) => l.req?.url), ['/api/auth/register'])
  })

  t.test('every request gets an id of its own', async (t) => {
    await web.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: session.cookie } })
    const ids = idsFor(webLog, 'GET', '/api/auth/me')
    t.equal(ids.length, 2)
    t.not(ids[0], ids[1])
    const apiIds = idsFor(apiLog, 'GET', '/api/auth/me')
    for (const id of ids) t.ok(apiIds.includes(id), `the API host logged ${id}`)
  })
})
