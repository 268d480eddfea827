import t from 'tap'
import Fastify from 'fastify'
import fp from 'fastify-plugin'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import apiApp, { apiServerOptions } from '#api/app.ts'
import { sampleDocument } from '#shared/content/import-samples.ts'
import webApp, { webServerOptions } from '#web/app.ts'
import { loadWebConfig } from '#web/config.ts'
import { openTestDatabase, testApiConfig } from '#test/helper.ts'
import { importDocument, user, type Api } from '../api/attempts-helper.ts'
import { ORIGIN } from './helper.ts'
import { memoryLog as memoryLogOf } from '#test/memory-log.ts'

// One line per request on each host, when it is answered (method, url, status, time). An exam's
// autosaves and submits come by the thousand: at the info level an autosave logs nothing unless it
// is refused, and a submit's line says who submitted.
// Both servers log to memory here, so the test reads what an operator would.

interface LogLine {
  level: number
  msg?: string
  req?: { url?: string; method?: string }
  res?: { statusCode?: number }
  responseTime?: number
  userId?: string
}
const INFO = 30

function memoryLog() {
  const log = memoryLogOf<LogLine>()
  return { ...log, take: () => log.lines.splice(0).filter((line) => line.level >= INFO) }
}

t.test('the API host at the info level', async (t) => {
  const log = memoryLog()
  const config = testApiConfig({ SWEEP_INTERVAL_SECONDS: '0' })
  const api = Fastify(apiServerOptions(config, log.stream))
  await api.register(fp(apiApp), { config, database: await openTestDatabase(t, 'pglite') })
  await api.ready()
  t.teardown(() => api.close())
  const app = api as unknown as Api
  await app.blobs.put(`media/${'0'.repeat(32)}.webm`, Buffer.from('not really audio'), 'audio/webm')
  const admin = await user(app, 'admin')
  const student = await user(app)
  const testId = await importDocument(app, admin.token, sampleDocument('oetReading'))
  const headers = { authorization: `Bearer ${student.token}` }
  const started = await api.inject({ method: 'POST', url: '/api/attempts', headers, payload: { testId, mode: 'simulation' } })
  const attemptId = (started.json() as { id: string }).id
  t.match(
    log.take().filter((line) => line.req?.url === '/api/attempts'),
    [{ msg: 'request completed', req: { method: 'POST', url: '/api/attempts' }, res: { statusCode: 201 }, responseTime: Number }],
    'other calls log one line when answered',
  )

  const saved = await api.inject({ method: 'PUT', url: `/api/attempts/${attemptId}/answers`, headers, payload: { answers: { '1': 'key 1' } } })
  t.equal(saved.statusCode, 200)
  t.same(log.take(), [], 'an autosave logs nothing at the info level')

  const submitted = await api.inject({ method: 'POST', url: `/api/oet-listening-tests/${testId}/submit`, headers, payload: { answers: { '1': 'key 1' }, attemptId } })
  t.equal(submitted.statusCode, 200)
  const lines = log.take()
  t.equal(lines.length, 1, 'a submit logs one line')
  t.match(lines[0], { msg: 'submission answered', req: { method: 'POST', url: `/api/oet-listening-tests/${testId}/submit` }, res: { statusCode: 200 }, userId: student.id })

  const refused = await api.inject({ method: 'PUT', url: `/api/attempts/${attemptId}/answers`, headers, payload: { answers: { '1': 'late' } } })
  t.equal(refused.statusCode, 409)
  t.match(log.take(), [{ msg: 'request completed', res: { statusCode: 409 } }], 'a refused autosave is logged')
})

t.test('the web server at the info level', async (t) => {
  const log = memoryLog()
  const upstream = createServer((req, res) => {
    const status = req.url?.includes('refused') ? 409 : 200
    req.resume().on('end', () => res.writeHead(status, { 'content-type': 'application/json' }).end('{}'))
  })
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
  t.teardown(() => new Promise((resolve) => upstream.close(resolve)))
  const config = loadWebConfig({ API_URL: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`, PUBLIC_URL: ORIGIN })
  const web = Fastify(webServerOptions(config, log.stream))
  await web.register(webApp, { config })
  await web.ready()
  t.teardown(() => {
    upstream.closeAllConnections()
    return web.close()
  })
  const headers = { authorization: 'Bearer some-token', 'content-type': 'application/json' }

  t.equal((await web.inject({ method: 'PUT', url: '/api/attempts/a1/answers', headers, payload: '{}' })).statusCode, 200)
  t.same(log.take(), [], 'a forwarded autosave logs nothing at the info level')

  t.equal((await web.inject({ method: 'POST', url: '/api/listening-tests/t1/submit', headers, payload: '{}' })).statusCode, 200)
  t.match(log.take(), [{ msg: 'submission answered', req: { url: '/api/listening-tests/t1/submit' }, res: { statusCode: 200 } }], 'a forwarded submit logs one line')

  t.equal((await web.inject({ method: 'PUT', url: '/api/attempts/refused/answers', headers, payload: '{}' })).statusCode, 409)
  t.match(log.take(), [{ msg: 'request completed', res: { statusCode: 409 } }], 'a refused autosave is logged')

  t.equal((await web.inject({ method: 'GET', url: '/api/auth/me', headers })).statusCode, 200)
  t.match(log.take(), [{ msg: 'request completed', req: { method: 'GET', url: '/api/auth/me' }, res: { statusCode: 200 }, responseTime: Number }], 'other calls log one line')
})
