import { request } from 'node:http'
import type { AddressInfo } from 'node:net'
import t from 'tap'
import { buildWebServer } from '#web/server.ts'
import { loadWebConfig } from '#web/config.ts'
import { twoColourPhoto } from './media-fixtures.ts'
import { freePort } from '#test/free-port.ts'
import { CSRF, ORIGIN } from './helper.ts'
import { uploadProduct } from './uploads-fixtures.ts'
import { testLogStream } from '#test/test-log.ts'

// What goes wrong on the way: the API host down, a student's connection lost mid-upload. The
// student hears why when they can; the server keeps no temporary file either way.

t.test('an upload while the API host is down answers 503 saying nothing is lost', async (t) => {
  const web = await buildWebServer(loadWebConfig({ API_URL: `http://127.0.0.1:${await freePort()}`, PUBLIC_URL: ORIGIN }), testLogStream)
  t.teardown(() => web.close())
  const headers = { cookie: `oet_session=some-token; oet_csrf=${CSRF}`, origin: ORIGIN, 'x-csrf-token': CSRF, 'content-type': 'application/json' }
  for (const url of ['/api/writing-tests/submission/x/submit', '/api/speaking-tests/submission/x/submit', '/api/mock-tests/submission/x/speaking']) {
    const res = await web.inject({ method: 'POST', url, headers, payload: { mainCardNumber: 1, audio: 'QUJD' } })
    t.equal(res.statusCode, 503, url)
    t.same(res.json(), {
      statusCode: 503,
      error: 'Service Unavailable',
      code: 'SERVICE_UNAVAILABLE',
      message: 'The service is not reachable right now. Nothing you entered is lost; please try again in a moment.',
    })
  }
})

t.test('an upload cut off half-way leaves no temporary file and is logged as abandoned', async (t) => {
  const product = await uploadProduct(t)
  const testId = await product.testId('oet-writing')
  await product.web.listen({ host: '127.0.0.1', port: 0 })
  const { port } = product.web.server.address() as AddressInfo
  const photo = await twoColourPhoto({ width: 3000, height: 2000 })
  const boundary = 'cut-off-boundary'
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="page.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`)

  const upload = request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: `/api/writing-tests/submission/${testId}/submit`,
    headers: { ...product.headers({ 'content-type': `multipart/form-data; boundary=${boundary}` }), 'content-length': String(head.length + photo.length * 4) },
  })
  upload.on('error', () => {})
  upload.write(head)
  upload.write(photo.subarray(0, Math.floor(photo.length / 2)))
  // Long enough for the photo's start to be spooled to a temporary file.
  for (let i = 0; i < 100 && (await product.leftovers()).length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 20))
  t.equal((await product.leftovers()).length, 1, 'the upload is being spooled')
  upload.destroy()

  for (let i = 0; i < 200 && !product.submissions().some((s) => s.outcome === 'abandoned'); i++) await new Promise((resolve) => setTimeout(resolve, 20))
  t.match(product.submissions(), [{ kind: 'writing-paper', testId, outcome: 'abandoned' }], 'one line, saying the student went away')
  for (let i = 0; i < 100 && (await product.leftovers()).length > 0; i++) await new Promise((resolve) => setTimeout(resolve, 20))
  t.same(await product.leftovers(), [], 'the partial file is deleted')
})
