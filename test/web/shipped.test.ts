import t from 'tap'
import { startShippedProduct } from '#test/shipped-product.ts'

// The product as a newcomer runs it (`npm start`, the README's defaults, info-level logs): a student
// registers, takes the first OET listening test, autosaves and submits, and the product is still
// there for the next student. Its first submit used to end the web server thread, and the process
// with it, while every in-process test passed with logging silenced.

t.test('npm start: a student takes and submits a test, and the product stays up', async (t) => {
  const product = await startShippedProduct(t)
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

  const lines = (await product.log()).split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as { level: number; msg?: string; req?: { remoteAddress?: string } })
  t.ok(lines.some((line) => line.msg === 'submission answered' && line.req?.remoteAddress), 'the submit is logged at the default level, with its address')
  t.same(await product.errorLines(), [], 'nothing was logged as an error')
})
