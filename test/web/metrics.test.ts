import { readFile } from 'node:fs/promises'
import sharp from 'sharp'
import t from 'tap'
import type { FastifyInstance } from 'fastify'
import { loadWebConfig } from '#web/config.ts'
import { startWebThread } from '../../server/web-thread.ts'
import { buildTestApi, databaseBackends } from '#test/helper.ts'
import { parseExposition } from '#test/metrics-text.ts'
import { startProduct } from '#test/product.ts'
import { CSRF, ORIGIN, registerSession } from './helper.ts'
import { formOf } from './uploads-fixtures.ts'

// What an operator's Prometheus reads from each host's /metrics (decision 0079): the figures of
// what students did, in Prometheus' text format, and never to anyone off this machine without
// the operator's token.

const TOKEN = 'metrics-token-of-the-operator-0123'

const scrape = async (host: FastifyInstance, headers: Record<string, string> = {}) => {
  const res = await host.inject({ method: 'GET', url: '/metrics', headers })
  if (res.statusCode !== 200) throw new Error(`/metrics answered ${res.statusCode}`)
  return { contentType: res.headers['content-type'], metrics: parseExposition(res.body) }
}

t.test('each host reports what students did: requests by route, an autosave, a submission and its photo', async (t) => {
  let offsetMs = 0
  const { api, web } = await startProduct(t, { sampleContent: true, now: () => new Date(Date.now() + offsetMs) })
  const session = await registerSession(web)
  const headers = { cookie: session.cookie, 'x-csrf-token': CSRF, origin: ORIGIN, accept: 'application/json' }
  const [writing] = (await web.inject({ method: 'GET', url: '/api/oet-writing-tests', headers })).json<{ id: string }[]>()

  const attempt = await web.inject({ method: 'POST', url: '/api/attempts', headers, payload: { testId: writing!.id, mode: 'simulation' } })
  t.equal(attempt.statusCode, 201, attempt.body)
  const attemptId = attempt.json<{ id: string }>().id
  t.equal((await web.inject({ method: 'PUT', url: `/api/attempts/${attemptId}/answers`, headers, payload: { answers: {} } })).statusCode, 200, 'an autosave is stored')
  const unknown = '00000000-0000-4000-8000-000000000000'
  t.equal((await web.inject({ method: 'PUT', url: `/api/attempts/${unknown}/answers`, headers, payload: { answers: {} } })).statusCode, 404, 'and one is refused')

  offsetMs += 5 * 60_000 // past the letter's reading time
  const page = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#f4f1e8' } }).jpeg().toBuffer()
  const body = new Response(formOf({ startTime: new Date().toISOString(), attemptId }, [{ name: 'file', bytes: page, fileName: 'page.jpg', type: 'image/jpeg' }]))
  const submitted = await web.inject({
    method: 'POST',
    url: `/api/writing-tests/submission/${writing!.id}/submit`,
    headers: { ...headers, 'content-type': body.headers.get('content-type')!, 'idempotency-key': `metrics-${attemptId}` },
    payload: Buffer.from(await body.arrayBuffer()),
  })
  t.equal(submitted.statusCode, 201, submitted.body)

  const { contentType, metrics: apiFigures } = await scrape(api)
  t.match(contentType, /^text\/plain; version=0\.0\.4/, "in Prometheus' text format")
  t.equal(apiFigures.sum('oet_autosaves_total', { outcome: 'stored', service: 'api' }), 1)
  t.equal(apiFigures.sum('oet_autosaves_total', { outcome: 'refused' }), 1)
  t.equal(apiFigures.sum('oet_submissions_total', { kind: 'writing', outcome: 'stored' }), 1)
  t.equal(apiFigures.types.get('oet_submissions_total'), 'counter')
  const autosaves = { route: '/api/attempts/:id/answers', method: 'PUT' }
  t.equal(apiFigures.sum('oet_http_request_duration_seconds_count', { ...autosaves, status_class: '2xx' }), 1, 'requests by route pattern, not by URL')
  t.equal(apiFigures.sum('oet_http_request_duration_seconds_count', { ...autosaves, status_class: '4xx' }), 1)
  t.notOk(apiFigures.samples.some((s) => s.labels.route?.includes(attemptId)), 'no attempt id in any label')
  t.equal(apiFigures.sum('oet_evaluation_queue_length', { skill: 'writing' }), 1, 'the letter waits in the queue')
  t.equal(apiFigures.sum('oet_evaluation_queue_length', { skill: 'speaking' }), 0)
  const age = apiFigures.sum('oet_evaluation_queue_oldest_age_seconds', { skill: 'writing' })
  t.ok(age >= 0 && age < 3600, `the oldest has waited ${age} s`)
  t.ok(apiFigures.sum('oet_db_query_duration_seconds_count', { driver: 'pglite', operation: 'insert' }) > 0, 'query durations')
  t.equal(apiFigures.sum('oet_db_pool_connections', { driver: 'pglite', state: 'total' }), 1)
  t.equal(apiFigures.find('process_cpu_seconds_total').length, 1, 'process figures on the main thread')

  const { metrics: webFigures } = await scrape(web)
  t.equal(webFigures.sum('oet_http_request_duration_seconds_count', { route: '/api/*', method: 'PUT', status_class: '2xx', service: 'web' }), 1, 'the web server counts the calls it forwards')
  t.ok(webFigures.sum('oet_media_job_duration_seconds_count', { tool: 'sharp', outcome: 'done' }) >= 1, 'the photo was normalised by sharp')
  t.equal(webFigures.find('oet_media_jobs_waiting', { tool: 'sharp' }).length, 1)
  t.equal(webFigures.find('oet_autosaves_total').length, 0, "each host shows its own figures, not the other's")

  const dashboard = await readFile(new URL('../../docs/grafana-dashboard.json', import.meta.url), 'utf8')
  const families = new Set([...apiFigures.types.keys(), ...webFigures.types.keys()])
  const used = new Set([...dashboard.matchAll(/\b((?:oet|process|nodejs)_[a-z0-9_]+)/g)].map((m) => m[1]!.replace(/_(bucket|count|sum)$/, '')))
  t.same([...used].filter((name) => !families.has(name)), [], "the sample Grafana dashboard's panels use figures the hosts export")

  const forwarded = await web.inject({ method: 'GET', url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.7' } })
  t.equal(forwarded.statusCode, 404, 'the web server refuses a scrape its reverse proxy forwarded')
})

t.test('/metrics is for this machine or the holder of the token, never for the public', async (t) => {
  const api = await buildTestApi(t, 'pglite', { METRICS_TOKEN: TOKEN })
  const get = (options: { remoteAddress?: string; headers?: Record<string, string> }) => api.inject({ method: 'GET', url: '/metrics', ...options })
  t.equal((await get({})).statusCode, 200, 'from loopback')
  t.equal((await get({ remoteAddress: '::1' })).statusCode, 200, 'from loopback over IPv6')
  const away = await get({ remoteAddress: '203.0.113.7' })
  t.equal(away.statusCode, 404, 'from elsewhere, not found')
  t.notMatch(away.body, /oet_|process_/, 'with no figure in it')
  t.equal((await get({ headers: { 'x-forwarded-for': '203.0.113.7' } })).statusCode, 404, 'forwarded by a proxy on this machine')
  t.equal((await get({ headers: { forwarded: 'for=203.0.113.7' } })).statusCode, 404)
  t.equal((await get({ remoteAddress: '203.0.113.7', headers: { authorization: 'Bearer not-the-token-at-all-000' } })).statusCode, 404, 'with a wrong token')
  t.equal((await get({ remoteAddress: '203.0.113.7', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode, 200, 'with the token, from anywhere')
  t.equal((await get({ headers: { authorization: `Bearer ${TOKEN}`, 'x-forwarded-for': '203.0.113.7' } })).statusCode, 200, 'through a proxy with the token')
})

for (const backend of databaseBackends()) {
  t.test(`query durations and the pool on ${backend}`, async (t) => {
    const api = await buildTestApi(t, backend)
    await api.inject({ method: 'GET', url: '/api/oet-writing-tests' })
    const { metrics } = await scrape(api)
    const driver = backend
    t.ok(metrics.sum('oet_db_query_duration_seconds_count', { driver, operation: 'select' }) > 0, 'selects timed')
    t.ok(metrics.sum('oet_db_pool_connections', { driver, state: 'total' }) >= 1, 'connections open')
    t.equal(metrics.find('oet_db_pool_waiting', { driver }).length, 1)
  })
}

t.test('the web server in its thread reports its own event loop, not the process twice', async (t) => {
  const api = await buildTestApi(t, 'pglite')
  await api.listen({ host: '127.0.0.1', port: 0 })
  const { port } = api.server.address() as { port: number }
  const web = await startWebThread(loadWebConfig({ API_URL: `http://127.0.0.1:${port}`, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn' }))
  t.teardown(() => web.close())
  const res = await fetch(`http://127.0.0.1:${web.port}/metrics`)
  t.equal(res.status, 200)
  const figures = parseExposition(await res.text())
  t.ok(figures.find('nodejs_eventloop_lag_seconds', { service: 'web' }).length === 1, "the thread's event-loop lag")
  t.ok(figures.find('nodejs_heap_size_used_bytes').length === 1, "and its heap")
  t.equal(figures.find('process_cpu_seconds_total').length, 0, "the process's CPU is the API host's to report")
  t.equal(figures.find('process_resident_memory_bytes').length, 0, 'and so is its memory')
  t.equal(figures.find('oet_media_jobs_running', { tool: 'ffmpeg' }).length, 1)
})
