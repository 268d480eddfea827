import t from 'tap'
import { PART_ALREADY_SUBMITTED_MESSAGE, SPEAKING_SUBMITTED_MESSAGE } from '#shared/submissions/submissions.ts'
import { HTTP_BACKEND } from '#test/helper.ts'
import { UNKNOWN_ID, UUID } from './attempts-helper.ts'
import { get, postForm, postJson, speakingUrl, submissionsWorld, webm } from './submissions-helper.ts'

const spoken = async (mainCardNumber: number) => ({
  mainCardNumber,
  audio: (await webm()).toString('base64'),
  fileName: `test${mainCardNumber}.webm`,
})

const backend = HTTP_BACKEND

t.test('SPEC’s JSON body: a base64 WebM recording is stored with its duration, once per part', async (t) => {
  const { app, student, other, tests, storedFiles } = await submissionsWorld(t, backend)
  const res = await postJson(app, { token: student }, speakingUrl(tests.speaking), await spoken(1))
  t.equal(res.statusCode, 201)
  t.match(res.json(), { submissionId: UUID, mainCardNumber: 1, status: 'pending', message: SPEAKING_SUBMITTED_MESSAGE })
  const [listed] = (await get(app, student, '/api/speaking-tests/student/results')).json()
  t.match(listed, { id: res.json().submissionId, testTitle: 'OET speaking 1', source: 'test', mode: 'audio', mainCardNumber: 1, status: 'pending', writingAnswer: null })
  t.equal(listed.files.length, 1)
  t.match(listed.files[0], { contentType: 'audio/webm', url: `/api/submission-files/${listed.files[0].id}` })
  t.ok(Math.abs(listed.files[0].durationSeconds - 2) < 0.1, 'the duration written in the file')

  const again = await postJson(app, { token: student }, speakingUrl(tests.speaking), await spoken(1))
  t.equal(again.statusCode, 409)
  t.equal(again.json().message, PART_ALREADY_SUBMITTED_MESSAGE)
  t.equal(PART_ALREADY_SUBMITTED_MESSAGE, 'This part has already been submitted.')
  t.equal((await storedFiles()).length, 1, 'the refused second recording is not kept')
  const otherStudent = await postJson(app, { token: other }, speakingUrl(tests.speaking), await spoken(1))
  t.equal(otherStudent.statusCode, 201, 'another student submits the same part')
})

t.test('a data: prefix is tolerated; base64 of text is 415; an unknown part is 400; nothing stored', async (t) => {
  const { app, student, tests, storedFiles } = await submissionsWorld(t, backend)
  const text = await postJson(app, { token: student }, speakingUrl(tests.speaking), {
    mainCardNumber: 1,
    audio: Buffer.from('This is not a recording at all.').toString('base64'),
    fileName: 'x.webm',
  })
  t.equal(text.statusCode, 415)
  t.equal(text.json().message, 'The recording must be WebM or Ogg audio.')
  const unknownPart = await postJson(app, { token: student }, speakingUrl(tests.speaking), await spoken(3))
  t.equal(unknownPart.statusCode, 400)
  t.equal(unknownPart.json().message, 'mainCardNumber: this test has no part 3.')
  const missing = await postJson(app, { token: student }, speakingUrl(tests.speaking), { mainCardNumber: 1, fileName: 'x.webm' })
  t.equal(missing.statusCode, 400)
  t.same(await storedFiles(), [])
  const prefixed = { ...(await spoken(2)), audio: `data:audio/webm;codecs=opus;base64,${(await webm()).toString('base64')}` }
  t.equal((await postJson(app, { token: student }, speakingUrl(tests.speaking), prefixed)).statusCode, 201)
})

t.test('an unknown test or one of another kind is 404; not logged in is 401', async (t) => {
  const { app, student, tests } = await submissionsWorld(t, backend)
  for (const testId of [UNKNOWN_ID, tests.writing, tests.mock]) {
    t.equal((await postJson(app, { token: student }, speakingUrl(testId), await spoken(1))).statusCode, 404)
  }
  const anonymous = await app.inject({ method: 'POST', url: speakingUrl(tests.speaking), payload: await spoken(1) })
  t.equal(anonymous.statusCode, 401)
})

t.test('the web server’s multipart: its measured duration is kept; no audio is 400; not WebM is 415', async (t) => {
  const { app, student, tests, storedFiles } = await submissionsWorld(t, backend)
  const url = speakingUrl(tests.speaking)
  const res = await postForm(app, { token: student }, url, [
    ['mainCardNumber', '2'],
    ['fileName', 'test2.webm'],
    ['durationSeconds', '2.25'],
    ['audio', await webm(), 'test2.webm', 'audio/webm'],
  ])
  t.equal(res.statusCode, 201)
  t.match(res.json(), { mainCardNumber: 2, status: 'pending' })
  const [listed] = (await get(app, student, `/api/oet-speaking-tests/${tests.speaking}/results`)).json()
  t.match(listed.files, [{ contentType: 'audio/webm', durationSeconds: 2.25 }])

  const noAudio = await postForm(app, { token: student }, url, [['mainCardNumber', '1'], ['fileName', 'test1.webm']])
  t.equal(noAudio.statusCode, 400)
  t.equal(noAudio.json().message, 'Record or upload audio before submitting.')
  const wav = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(64)])
  const notWebm = await postForm(app, { token: student }, url, [['mainCardNumber', '1'], ['audio', wav, 'a.webm', 'audio/webm']])
  t.equal(notWebm.statusCode, 415)
  const noPart = await postForm(app, { token: student }, url, [['audio', await webm(), 'a.webm', 'audio/webm']])
  t.equal(noPart.statusCode, 400)
  t.equal(noPart.json().message, 'body: mainCardNumber is required.')
  t.equal((await storedFiles()).length, 1, 'only the accepted recording is kept')
})

t.test('a retry with the same Idempotency-Key answers the first submission of the part', async (t) => {
  const { app, student, tests } = await submissionsWorld(t, backend)
  const call = { token: student, idempotencyKey: 'speaking-part-1-retry' }
  const first = await postJson(app, call, speakingUrl(tests.speaking), await spoken(1))
  const retry = await postJson(app, call, speakingUrl(tests.speaking), await spoken(1))
  t.equal(retry.statusCode, 201)
  t.same(retry.json(), first.json())
  const otherPart = await postJson(app, call, speakingUrl(tests.speaking), await spoken(2))
  t.equal(otherPart.statusCode, 409, 'the same key for another part')
})
