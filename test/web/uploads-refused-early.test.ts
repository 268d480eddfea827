import t, { type Test } from 'tap'
import { twoColourPhoto } from './media-fixtures.ts'
import { formOf, uploadProduct } from './uploads-fixtures.ts'

// Issue 15 section 4: an upload with a bad test id, a bad Idempotency-Key or no session is refused
// before anything is normalised, with the API host's own 4xx; never a 503 that invites a retry.

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'

t.test('uploads refused before any normalisation', async (t) => {
  const product = await uploadProduct(t)
  const photo = await twoColourPhoto({ width: 3000, height: 2000 })
  const photos = () => formOf({}, [{ name: 'file', bytes: photo, fileName: 'page.jpg', type: 'image/jpeg' }])
  const speakingTest = await product.testId('oet-speaking')
  const writingTest = await product.testId('oet-writing')

  /** The submission log line of the last upload: nothing read, nothing normalised. */
  function assertNothingNormalised(t: Test, what: string) {
    const line = product.submissions().at(-1)
    t.match(line, { outcome: 'refused', parts: 0, bytesIn: 0 }, `${what}: logged as refused`)
    t.equal(line?.processingMs, undefined, `${what}: nothing normalised`)
  }

  t.test('a photo upload to a test id that is no uuid: the API host\'s 400', async (t) => {
    const res = await product.postForm('/api/writing-tests/submission/not-a-uuid/submit', photos())
    const direct = await product.get('/api/oet-writing-tests/not-a-uuid')
    t.equal(res.statusCode, 400)
    t.same(res.json(), direct.json(), 'as the API host words it')
    assertNothingNormalised(t, 'not-a-uuid')
  })

  t.test('a photo upload to a test that does not exist, or is no writing test: 404', async (t) => {
    for (const id of [UNKNOWN_ID, speakingTest]) {
      const res = await product.postForm(`/api/writing-tests/submission/${id}/submit`, photos())
      t.equal(res.statusCode, 404, id)
      t.match(res.json(), { statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', message: /No test with this id/ })
      assertNothingNormalised(t, id)
    }
  })

  t.test('a bad Idempotency-Key: 400 naming it', async (t) => {
    for (const key of ['short', 'k'.repeat(129)]) {
      const res = await product.postForm(`/api/writing-tests/submission/${writingTest}/submit`, photos(), { 'idempotency-key': key })
      t.equal(res.statusCode, 400)
      t.match(res.json(), { statusCode: 400, error: 'Bad Request', code: 'VALIDATION_FAILED', message: /Idempotency-Key/ })
      assertNothingNormalised(t, `key of ${key.length}`)
    }
  })

  t.test('no session: 401', async (t) => {
    const res = await product.web.inject({
      method: 'POST',
      url: `/api/writing-tests/submission/${writingTest}/submit`,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      payload: { writingAnswer: 'Dear Doctor' },
    })
    t.equal(res.statusCode, 401)
    assertNothingNormalised(t, 'no session')
  })

  t.test('recordings and mocks too: a bad id is the API host\'s 400, not a 503', async (t) => {
    const speaking = await product.web.inject({
      method: 'POST',
      url: '/api/speaking-tests/submission/not-a-uuid/submit',
      headers: product.headers({ 'content-type': 'application/json' }),
      payload: { mainCardNumber: 1, audio: 'QUJD', fileName: 'a.webm' },
    })
    t.equal(speaking.statusCode, 400, 'speaking')
    for (const url of ['/api/mock-tests/submission/not-a-uuid/speaking', '/api/mock-tests/not-a-uuid/submit']) {
      const res = await product.postForm(url, formOf({ speakingResponses: '[1]' }, [{ name: 'speakingFiles', bytes: photo, fileName: 'a.webm', type: 'audio/webm' }]))
      t.equal(res.statusCode, 400, url)
      t.match(res.json(), { statusCode: 400, error: 'Bad Request' })
    }
  })

  t.test('a good upload still goes through', async (t) => {
    const res = await product.postForm(`/api/writing-tests/submission/${writingTest}/submit`, photos(), { 'idempotency-key': 'a-good-key-0001' })
    t.equal(res.statusCode, 201)
  })
})
