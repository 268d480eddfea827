import sharp from 'sharp'
import t from 'tap'
import { NO_IMAGE_MESSAGE, TEST_ALREADY_SUBMITTED_MESSAGE, WRITING_SUBMITTED_MESSAGE } from '#shared/submissions/submissions.ts'
import type { Submission } from '#shared/submissions/schema.ts'
import { twoColourPhoto } from './media-fixtures.ts'
import { formOf, uploadProduct } from './uploads-fixtures.ts'

// Writing submissions through the web server, as a student's browser sends them: photos of a
// handwritten letter are stored as clean, upright JPEGs; what is not a photo is refused with a
// reason, nothing is stored, and no temporary file is left behind.

const NOT_A_PHOTO = 'This file is not a photo. Please upload photos of your answer as JPEG, PNG or WebP images.'
const LETTER = 'Dear Dr Smith, I am writing to refer Mrs Jane Jones, CONFIDENTIAL-LETTER-TEXT, for review of her wound.'

/** The average colour of a region, to tell which way up a two-colour photo came out. */
async function colourAt(jpeg: Buffer, region: { left: number; top: number; width: number; height: number }) {
  const { channels } = await sharp(await sharp(jpeg).extract(region).toBuffer()).stats()
  return { red: channels[0]!.mean, blue: channels[2]!.mean }
}

const jpeg = (bytes: Buffer, fileName = 'page.jpg') => ({ name: 'file', bytes, fileName, type: 'image/jpeg' })

t.test('writing uploads through the web server', async (t) => {
  const product = await uploadProduct(t)
  const { web } = product
  const testId = await product.testId('oet-writing')
  const url = `/api/writing-tests/submission/${testId}/submit`
  const me = (await product.get('/api/auth/me')).json<{ user: { id: string } }>().user
  const mySubmissions = async () => (await product.get('/api/writing-tests/student/results')).json<Submission[]>()

  t.test('a sideways phone photo with GPS tags is stored upright, at most 2,400 px, without EXIF', async (t) => {
    const attempt = await web.inject({ method: 'POST', url: '/api/attempts', headers: product.headers(), payload: { testId, mode: 'simulation' } })
    t.equal(attempt.statusCode, 201, 'a writing attempt is open')
    const attemptId = attempt.json<{ id: string }>().id
    // The letter is written once the 5-minute reading time is over.
    product.advanceClock(5)

    const photo = await twoColourPhoto({ width: 4000, height: 3000, orientation: 6, gps: true })
    const second = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#f4f1e8' } }).png().toBuffer()
    const form = () =>
      formOf({ startTime: new Date().toISOString(), attemptId }, [jpeg(photo, 'IMG_0001.jpg'), { name: 'file', bytes: second, fileName: 'page-2.png', type: 'image/png' }])
    const res = await product.postForm(url, form(), { 'idempotency-key': `submit-${attemptId}` })
    t.equal(res.statusCode, 201, res.body)
    const answer = res.json<{ submissionId: string; status: string; message: string }>()
    t.same({ status: answer.status, message: answer.message }, { status: 'pending', message: WRITING_SUBMITTED_MESSAGE })
    t.equal(res.headers['x-content-type-options'], 'nosniff', 'answered as the API proxy answers')

    const retry = await product.postForm(url, form(), { 'idempotency-key': `submit-${attemptId}` })
    t.equal(retry.statusCode, 201, 'a retry with the same Idempotency-Key is answered as the first')
    t.equal(retry.json<{ submissionId: string }>().submissionId, answer.submissionId, 'and makes no second submission')
    const again = await product.postForm(url, form(), { 'idempotency-key': 'another-key' })
    t.equal(again.statusCode, 409, 'the API host refuses a second submission of the same attempt')
    t.equal(again.json<{ message: string }>().message, TEST_ALREADY_SUBMITTED_MESSAGE)

    const stored = (await mySubmissions()).find((s) => s.id === answer.submissionId)
    t.ok(stored, 'the submission is in my results')
    t.equal(stored!.mode, 'paper')
    t.equal(stored!.files.length, 2)
    const [first, page2] = stored!.files
    t.match(first, { contentType: 'image/jpeg', width: 1800, height: 2400 }, 'portrait, longest side 2,400 px')
    t.match(page2, { contentType: 'image/jpeg', width: 600, height: 800 }, 'a small page is never enlarged')

    const file = await product.get(first!.url)
    t.equal(file.statusCode, 200)
    t.equal(file.headers['content-type'], 'image/jpeg')
    const bytes = file.rawPayload
    const metadata = await sharp(bytes).metadata()
    t.equal(metadata.format, 'jpeg')
    t.same([metadata.width, metadata.height], [1800, 2400])
    t.equal(metadata.exif, undefined, 'no EXIF')
    t.equal(metadata.orientation, undefined, 'no orientation tag left to turn it again')
    t.notOk(bytes.includes('HOME-ADDRESS-WGS84'), 'no GPS data anywhere in the stored file')
    t.notOk(bytes.includes('PhoneMaker'))
    const top = await colourAt(bytes, { left: 0, top: 0, width: 1800, height: 1000 })
    const bottom = await colourAt(bytes, { left: 0, top: 1400, width: 1800, height: 1000 })
    t.ok(top.red > 150 && top.blue < 80, 'turned upright: the top is red, as the camera saw it')
    t.ok(bottom.blue > 150 && bottom.red < 80, 'and the bottom blue')
    t.equal((await product.get(page2!.url)).headers['content-type'], 'image/jpeg', 'the PNG was re-encoded as JPEG')

    const line = product.submissions().find((s) => (s.submissionIds as string[] | undefined)?.includes(answer.submissionId))
    t.match(line, {
      reqId: String,
      kind: 'writing-paper',
      testId,
      studentId: me.id,
      parts: 2,
      bytesIn: photo.length + second.length,
      bytesOut: Number,
      processingMs: Number,
      totalMs: Number,
      outcome: 'submitted',
      statusCode: 201,
    })
    t.same(await product.leftovers(), [], 'no temporary file is left')
  })

  t.test('a text file renamed .jpg is refused with 415 and nothing is stored', async (t) => {
    const before = (await mySubmissions()).length
    const text = Buffer.from('Dear Dr Smith,\nI am writing to refer...\n'.repeat(200))
    const photo = await twoColourPhoto({ width: 800, height: 600 })
    const res = await product.postForm(url, formOf({ startTime: 'x' }, [jpeg(photo), jpeg(text, 'letter.jpg')]))
    t.equal(res.statusCode, 415)
    t.same(res.json(), { statusCode: 415, error: 'Unsupported Media Type', code: 'UNSUPPORTED_MEDIA_TYPE', message: NOT_A_PHOTO })
    t.equal((await mySubmissions()).length, before, 'nothing reached the API host')
    t.match(product.submissions().at(-1), { kind: 'writing-paper', outcome: 'refused', statusCode: 415, reason: 'IMAGE_NOT_RECOGNISED' })
    t.same(await product.leftovers(), [])
  })

  t.test('11 photos are refused: at most 10', async (t) => {
    const before = (await mySubmissions()).length
    const photo = await twoColourPhoto({ width: 400, height: 300 })
    const res = await product.postForm(url, formOf({}, Array.from({ length: 11 }, (_, i) => jpeg(photo, `page-${i + 1}.jpg`))))
    t.equal(res.statusCode, 400)
    t.equal(res.json<{ message: string }>().message, 'Please upload at most 10 images.')
    t.equal((await mySubmissions()).length, before)
    t.same(await product.leftovers(), [])
  })

  t.test('a photo over 25 MB is refused with 413', async (t) => {
    const huge = Buffer.concat([await twoColourPhoto({ width: 400, height: 300 }), Buffer.alloc(25 * 1024 * 1024 + 10, 1)])
    const res = await product.postForm(url, formOf({}, [jpeg(huge)]))
    t.equal(res.statusCode, 413)
    t.equal(res.json<{ message: string }>().message, 'This photo is larger than 25 MB. Please upload a smaller photo of your answer.')
    t.same(await product.leftovers(), [])
  })

  t.test('a form without a photo, or with a field the call does not take, is refused with 400', async (t) => {
    const none = await product.postForm(url, formOf({ startTime: 'x' }, []))
    t.equal(none.statusCode, 400)
    t.equal(none.json<{ message: string }>().message, NO_IMAGE_MESSAGE)
    const photo = await twoColourPhoto({ width: 400, height: 300 })
    const extra = await product.postForm(url, formOf({ writingAnswer: LETTER }, [jpeg(photo)]))
    t.equal(extra.statusCode, 400)
    t.equal(extra.json<{ message: string }>().message, 'body: writingAnswer is not a field this call accepts.')
  })

  t.test('the typed letter (JSON) passes through to the API host; the log never holds it', async (t) => {
    // The other sample writing test: the photos above wait for evaluation, one letter per test at a time (decision 0032).
    const [, other] = (await product.get('/api/oet-writing-tests')).json<{ id: string }[]>()
    const url = `/api/writing-tests/submission/${other!.id}/submit`
    const res = await web.inject({ method: 'POST', url, headers: product.headers(), payload: { writingAnswer: LETTER, startTime: null } })
    t.equal(res.statusCode, 201, res.body)
    const { submissionId } = res.json<{ submissionId: string }>()
    const stored = (await mySubmissions()).find((s) => s.id === submissionId)
    t.equal(stored?.writingAnswer, LETTER)
    t.equal(stored?.mode, 'computer')
    t.match(product.submissions().at(-1), { kind: 'writing-computer', studentId: me.id, parts: 0, outcome: 'submitted', submissionIds: [submissionId] })

    const blank = await web.inject({ method: 'POST', url, headers: product.headers(), payload: { writingAnswer: '   ' } })
    t.equal(blank.statusCode, 400, "the API host's own refusal comes back as it is")
    t.equal(blank.json<{ message: string }>().message, 'Please type your answer before submitting.')
    t.notOk(product.log.raw.some((line) => line.includes('CONFIDENTIAL-LETTER-TEXT')), 'no log line holds the letter')
  })

  t.test('the proxy rules hold: a session and this site are needed', async (t) => {
    const photo = await twoColourPhoto({ width: 400, height: 300 })
    const foreign = await product.postForm(url, formOf({}, [jpeg(photo)]), { origin: 'https://evil.example' })
    t.equal(foreign.statusCode, 403)
    t.equal(foreign.json<{ message: string }>().message, 'This request came from another site and was refused.')
    const noToken = await product.postForm(url, formOf({}, [jpeg(photo)]), { 'x-csrf-token': '' })
    t.equal(noToken.statusCode, 403, 'no anti-forgery token')

    const anonymous = await web.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:3000' }, payload: { writingAnswer: LETTER } })
    t.equal(anonymous.statusCode, 401)
    t.match(anonymous.json(), { statusCode: 401, message: String })
    t.equal(anonymous.headers.connection, 'close', 'the unread body is not waited for')

    const text = await web.inject({ method: 'POST', url, headers: product.headers({ 'content-type': 'text/plain' }), payload: LETTER })
    t.equal(text.statusCode, 415)
    t.equal(text.json<{ message: string }>().message, 'Send the letter as JSON or the photos as multipart/form-data.')
  })
})
