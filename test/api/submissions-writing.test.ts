import t from 'tap'
import { BLANK_LETTER_MESSAGE, NO_IMAGE_MESSAGE, WRITING_SUBMITTED_MESSAGE } from '#shared/submissions/submissions.ts'
import { databaseBackends } from '#test/helper.ts'
import { UNKNOWN_ID, UUID } from './attempts-helper.ts'
import { get, jpeg, photo, postForm, postJson, submissionsWorld, webm, writingUrl, type Part } from './submissions-helper.ts'

for (const backend of databaseBackends()) {
  t.test(backend, async (t) => {
    t.test('a typed letter is submitted, pending evaluation, and listed with its word count', async (t) => {
      const { app, student, tests } = await submissionsWorld(t, backend)
      const letter = 'Dear Nurse,\n\nRe: Ms Jane Doe, aged 54.  Thank you.'
      const res = await postJson(app, { token: student }, writingUrl(tests.writing), { writingAnswer: letter, startTime: '2025-01-01T10:00:00.000Z' })
      t.equal(res.statusCode, 201)
      t.match(res.json(), { submissionId: UUID, status: 'pending', message: WRITING_SUBMITTED_MESSAGE })
      t.equal(WRITING_SUBMITTED_MESSAGE, 'Submitted. Your writing will be evaluated within 24 hrs.')
      const [listed] = (await get(app, student, '/api/writing-tests/student/results')).json()
      t.match(listed, {
        id: res.json().submissionId,
        testId: tests.writing,
        testTitle: 'OET writing 1',
        source: 'test',
        mode: 'computer',
        status: 'pending',
        mainCardNumber: null,
        wordCount: 10,
        files: [],
        writingAnswer: letter,
        marks: null,
        grade: null,
        adminComments: null,
        feedback: null,
        evaluationPdfUrl: null,
        evaluatedAt: null,
      })
    })

    t.test('SPEC’s other form: POST /api/writing-tests/{id}/submit with the letter as answers', async (t) => {
      const { app, student, tests } = await submissionsWorld(t, backend)
      const res = await postJson(app, { token: student }, `/api/writing-tests/${tests.writing}/submit`, { answers: 'Dear Doctor, please see her.' })
      t.equal(res.statusCode, 201)
      t.equal(res.json().message, WRITING_SUBMITTED_MESSAGE)
      const blank = await postJson(app, { token: student }, `/api/writing-tests/${tests.writing}/submit`, { answers: ' ' })
      t.equal(blank.statusCode, 400)
      t.equal(blank.json().message, BLANK_LETTER_MESSAGE)
    })

    t.test('a blank or too long letter is refused and nothing is stored', async (t) => {
      const { app, student, tests } = await submissionsWorld(t, backend)
      for (const writingAnswer of ['', '  \n\t ']) {
        const res = await postJson(app, { token: student }, writingUrl(tests.writing), { writingAnswer })
        t.equal(res.statusCode, 400)
        t.same(res.json(), { statusCode: 400, error: 'Bad Request', code: 'VALIDATION_FAILED', message: 'Please type your answer before submitting.' })
      }
      const long = await postJson(app, { token: student }, writingUrl(tests.writing), { writingAnswer: 'x'.repeat(20_001) })
      t.equal(long.statusCode, 400)
      t.match(long.json().message, /at most 20000 characters/)
      t.equal((await postJson(app, { token: student }, writingUrl(tests.writing), { writingAnswer: 'x'.repeat(20_000) })).statusCode, 201)
      t.equal((await get(app, student, '/api/writing-tests/student/results')).json().length, 1)
    })

    t.test('not logged in is 401; an unknown test or one of another kind is 404', async (t) => {
      const { app, student, tests } = await submissionsWorld(t, backend)
      const anonymous = await app.inject({ method: 'POST', url: writingUrl(tests.writing), payload: { writingAnswer: 'Hello' } })
      t.equal(anonymous.statusCode, 401)
      for (const testId of [UNKNOWN_ID, tests.reading, tests.speaking]) {
        const res = await postJson(app, { token: student }, writingUrl(testId), { writingAnswer: 'Hello' })
        t.equal(res.statusCode, 404)
        t.match(res.json().message, /No test with this id/)
      }
      const text = await app.inject({
        method: 'POST',
        url: writingUrl(tests.writing),
        headers: { authorization: `Bearer ${student}`, 'content-type': 'text/plain' },
        payload: 'Dear Doctor',
      })
      t.equal(text.statusCode, 415)
    })

    t.test('photos of a handwritten letter: stored as JPEG with their size, in order', async (t) => {
      const { app, student, tests, storedFiles } = await submissionsWorld(t, backend)
      const first = await jpeg(120, 80)
      const res = await postForm(app, { token: student }, writingUrl(tests.writing), [
        ['startTime', '2025-01-01T10:00:00.000Z'],
        ['file', first, 'page-1.jpg', 'image/jpeg'],
        ['file', await jpeg(60, 90), 'page-2.jpg', 'image/jpeg'],
      ])
      t.equal(res.statusCode, 201)
      t.match(res.json(), { submissionId: UUID, status: 'pending', message: WRITING_SUBMITTED_MESSAGE })
      const [listed] = (await get(app, student, `/api/oet-writing-tests/${tests.writing}/results`)).json()
      t.match(listed, { mode: 'paper', writingAnswer: null, wordCount: null })
      t.match(listed.files, [
        { contentType: 'image/jpeg', width: 120, height: 80 },
        { contentType: 'image/jpeg', width: 60, height: 90 },
      ])
      t.equal((await storedFiles()).length, 2)
      const file = await get(app, student, listed.files[0].url)
      t.equal(file.statusCode, 200)
      t.equal(file.headers['content-type'], 'image/jpeg')
      t.same(file.rawPayload, first, 'the same bytes come back')
    })

    t.test('paper mode refusals: no image 400, not a JPEG 415, 11 images 400, over 25 MB 413; none stored', async (t) => {
      const { app, student, tests, storedFiles } = await submissionsWorld(t, backend)
      const noImage = await postForm(app, { token: student }, writingUrl(tests.writing), [['startTime', '2025-01-01T10:00:00.000Z']])
      t.equal(noImage.statusCode, 400)
      t.equal(noImage.json().message, NO_IMAGE_MESSAGE)
      t.equal(NO_IMAGE_MESSAGE, 'Please upload at least one image of your handwritten test.')

      const renamed: Part = ['file', Buffer.from('This is a text file, renamed .jpg'), 'notes.jpg', 'image/jpeg']
      const notJpeg = await postForm(app, { token: student }, writingUrl(tests.writing), [await photo(), renamed])
      t.equal(notJpeg.statusCode, 415)
      t.match(notJpeg.json(), { statusCode: 415, error: 'Unsupported Media Type', code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Each image must be a JPEG photo.' })
      const png = await postForm(app, { token: student }, writingUrl(tests.writing), [
        ['file', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), 'page.png', 'image/png'],
      ])
      t.equal(png.statusCode, 415)

      const eleven = await Promise.all(Array.from({ length: 11 }, (_, i) => photo(`page-${i}.jpg`)))
      const tooMany = await postForm(app, { token: student }, writingUrl(tests.writing), eleven)
      t.equal(tooMany.statusCode, 400)
      t.equal(tooMany.json().message, 'Please upload at most 10 images.')

      const huge = Buffer.concat([await jpeg(), Buffer.alloc(25 * 1024 * 1024)])
      const tooLarge = await postForm(app, { token: student }, writingUrl(tests.writing), [['file', huge, 'huge.jpg', 'image/jpeg']])
      t.equal(tooLarge.statusCode, 413)
      t.equal(tooLarge.json().message, 'Each image may be at most 25 MB.')

      const otherName = await postForm(app, { token: student }, writingUrl(tests.writing), [['photo', await jpeg(), 'p.jpg', 'image/jpeg']])
      t.equal(otherName.statusCode, 400)
      t.match(otherName.json().message, /named "file"/)

      t.same(await storedFiles(), [], 'no refused photo is left in the store')
      t.same((await get(app, student, '/api/writing-tests/student/results')).json(), [])
      const ten = await postForm(app, { token: student }, writingUrl(tests.writing), eleven.slice(0, 10))
      t.equal(ten.statusCode, 201, 'ten images are accepted')
      t.equal((await storedFiles()).length, 10)
    })

    t.test('an Idempotency-Key retry answers the first submission; the key on another test is 409', async (t) => {
      const { app, student, tests } = await submissionsWorld(t, backend)
      const call = { token: student, idempotencyKey: 'writing-retry-0001' }
      const first = await postJson(app, call, writingUrl(tests.writing), { writingAnswer: 'Dear Doctor, first try.' })
      const retry = await postJson(app, call, writingUrl(tests.writing), { writingAnswer: 'Dear Doctor, first try.' })
      t.equal(first.statusCode, 201)
      t.equal(retry.statusCode, 201)
      t.equal(retry.json().submissionId, first.json().submissionId)
      const photos = await postForm(app, call, writingUrl(tests.writing), [await photo()])
      t.equal(photos.json().submissionId, first.json().submissionId, 'whatever the retry carries')
      t.equal((await get(app, student, '/api/writing-tests/student/results')).json().length, 1)
      const elsewhere = await postJson(app, call, `/api/speaking-tests/submission/${tests.speaking}/submit`, {
        mainCardNumber: 1,
        audio: (await webm()).toString('base64'),
      })
      t.equal(elsewhere.statusCode, 409)
      t.match(elsewhere.json().message, /Idempotency-Key was already used/)
    })
  })
}
