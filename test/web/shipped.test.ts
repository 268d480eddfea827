import t from 'tap'
import { request } from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'
import { startShippedProduct, type LogLine } from '#test/shipped-product.ts'

// The product as a newcomer runs it (`npm start`, the README's defaults, info-level logs): a student
// registers, takes the first OET listening test, autosaves and submits, and the product is still
// there for the next student. Its first submit used to end the web server thread, and the process
// with it, while every in-process test passed with logging silenced.

t.test('npm start: a student takes and submits a test, and the product stays up', async (t) => {
  const product = await startShippedProduct(t, { firstStart: true })
  const call = async (method: string, path: string, { token, json, headers = {} }: { token?: string; json?: unknown; headers?: Record<string, string> } = {}) => {
    const response = await fetch(product.url + path, {
      method,
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}), ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
      body: json === undefined ? undefined : JSON.stringify(json),
    })
    const text = await response.text()
    return { status: response.status, text, data: text.startsWith('{') || text.startsWith('[') ? (JSON.parse(text) as Record<string, unknown>) : undefined }
  }
  const up = async () => (await call('GET', '/healthz')).status === 200

  const registered = await call('POST', '/api/auth/register', { json: { name: 'Night Shift', email: 'night.shift@example.test', password: 'a-long-enough-passphrase-42' } })
  t.equal(registered.status, 201, 'registers')
  const token = registered.data?.token as string
  const listed = await call('GET', '/api/oet-listening-tests', { token })
  const testId = (listed.data as unknown as { id: string }[])[0]?.id
  t.ok(testId, 'the sample OET listening test is listed on a fresh install')
  const started = await call('POST', '/api/attempts', { token, json: { testId, mode: 'practice' } })
  const attemptId = started.data?.id as string
  t.equal(started.status, 201, 'an attempt starts')
  t.equal((await call('PUT', `/api/attempts/${attemptId}/answers`, { token, json: { answers: { '1': 'insulin' } } })).status, 200, 'autosaves')

  const submitted = await call('POST', `/api/oet-listening-tests/${testId}/submit`, { token, json: { answers: { '1': 'insulin' }, attemptId }, headers: { 'idempotency-key': `shipped-${attemptId}` } })
  t.equal(submitted.status, 200, 'submits')
  t.ok(await up(), 'still answers after the submit')
  const again = await call('POST', `/api/oet-listening-tests/${testId}/submit`, { token, json: { answers: { '1': 'insulin' }, attemptId }, headers: { 'idempotency-key': `shipped-${attemptId}` } })
  t.equal(again.status, 200, 'a retried submit answers the same, and nothing ends')

  const malformed = await call('POST', '/api/oet-listening-tests/abc/submit', { json: {} })
  t.ok(malformed.status >= 400 && malformed.status < 500, `a malformed submit without a session gets a 4xx (${malformed.status})`)
  t.match(malformed.data, { statusCode: malformed.status, error: String, message: String }, 'in the error shape')
  t.ok(await up(), 'and the product stays up')
  t.equal((await call('GET', '/api/auth/me', { token })).status, 200, 'the student is still logged in')

  const lines = await product.logLines()
  t.ok(lines.some((line) => line.msg === 'submission answered' && line.req?.remoteAddress), 'the submit is logged at the default level, with its address')
  t.same(lines.filter((line) => line.level >= 50), [], 'nothing was logged as an error')
})

t.test('npm start behind a proxy the operator names: the API host counts the student by their own address', async (t) => {
  // Were the API host not to believe its own web server, every student would be 127.0.0.1 to it,
  // and one address's failed logins would slow everyone's. The proxy is 127.0.0.2: the web server
  // believes it, the API host (reached from 127.0.0.1) has only its own rule to go by.
  const product = await startShippedProduct(t, { trustProxy: '127.0.0.2' })
  const json = { 'content-type': 'application/json' }
  const registered = await fetch(`${product.url}/api/auth/register`, { method: 'POST', headers: json, body: JSON.stringify({ name: 'Ward Nurse', email: 'ward.nurse@example.test', password: 'a-long-enough-passphrase-42' }) })
  const { token } = (await registered.json()) as { token: string }
  const auth = { ...json, authorization: `Bearer ${token}` }
  const testId = ((await (await fetch(`${product.url}/api/oet-listening-tests`, { headers: auth })).json()) as { id: string }[])[0]!.id
  const { id: attemptId } = (await (await fetch(`${product.url}/api/attempts`, { method: 'POST', headers: auth, body: JSON.stringify({ testId, mode: 'practice' }) })).json()) as { id: string }
  const status = await postFromProxy(`${product.url}/api/oet-listening-tests/${testId}/submit`, { ...auth, 'idempotency-key': `proxy-${attemptId}`, 'x-forwarded-for': '203.0.113.7' }, JSON.stringify({ answers: {}, attemptId }))
  t.equal(status, 200)
  // The API host writes its line once the answer has gone: it may land a moment after it arrives.
  let apiLine: LogLine | undefined
  for (let tries = 0; !apiLine && tries < 100; tries++) {
    apiLine = (await product.logLines()).find((line) => line.msg === 'submission answered' && line.userId)
    if (!apiLine) await sleep(100)
  }
  t.equal(apiLine?.req?.remoteAddress, '203.0.113.7', "the API host's submit line has the student's address")
})

/** A POST sent from 127.0.0.2, as a reverse proxy on that address would send it; its status. */
function postFromProxy(address: string, headers: Record<string, string>, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = request(address, { method: 'POST', headers, localAddress: '127.0.0.2' }, (answer) => {
      answer.resume().on('end', () => resolve(answer.statusCode ?? 0))
    })
    sent.on('error', reject).end(body)
  })
}
