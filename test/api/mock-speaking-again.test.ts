import t from 'tap'
import { HTTP_BACKEND } from '#test/helper.ts'
import { field, mockSubmitWorld, startMock, submitMock } from './mock-submit-helper.ts'
import { get, mockSpeakingUrl, postForm, webm, type Part } from './submissions-helper.ts'

// Decision 0057: a part the mock's submit could not take (its recording refused by the web server)
// is sent again by the mock speaking call with the attempt's id, and joins that attempt.

const backend = HTTP_BACKEND
const recording = async (): Promise<Part> => ['speakingFiles', await webm(), 'part.webm', 'audio/webm']

t.test('a part sent again joins its submitted attempt, once; the attempt is checked on the server', async (t) => {
  const world = await mockSubmitWorld(t, backend)
  const { app, student, other, mocks } = world
  const again = async (token: string, attemptId: string, part = 2) =>
    postForm(app, { token }, mockSpeakingUrl(mocks.full), [field('attemptId', attemptId), field('speakingResponses', [part]), await recording()])

  const attemptId = await startMock(app, student, mocks.full, { sections: ['speaking'] })
  const open = await again(student, attemptId)
  t.equal(open.statusCode, 409, 'an open attempt’s parts go with its submit')
  t.equal(open.json().message, "This mock test attempt is still open: its speaking parts are sent with the mock's submission (Finish Mock).")

  const res = await submitMock(app, student, mocks.full, [field('attemptId', attemptId), field('speakingResponses', [1]), await recording()])
  t.equal(res.statusCode, 200, res.body)
  t.same(res.json().queuedForStaff.speakingParts, [1])

  t.equal((await again(other, attemptId)).statusCode, 404, 'another student’s attempt is not found')
  t.equal((await again(student, attemptId, 1)).statusCode, 409, 'a part the attempt holds is not taken twice')
  const sent = await again(student, attemptId)
  t.equal(sent.statusCode, 201, sent.body)
  const results = (await get(app, student, `/api/mock-tests/${mocks.full}/results`)).json()
  t.equal(results.results.length, 1)
  t.ok(results.results[0].speaking, 'the attempt’s speaking holds the parts')
  const listed = (await get(app, student, '/api/speaking-tests/student/results')).json() as Array<{ mainCardNumber: number }>
  t.same(listed.map((part) => part.mainCardNumber).sort(), [1, 2])

  const noSpeaking = await startMock(app, other, mocks.full, { sections: ['listening'] })
  t.equal((await submitMock(app, other, mocks.full, [field('attemptId', noSpeaking), field('listeningAnswers', {})])).statusCode, 200)
  const refused = await again(other, noSpeaking)
  t.equal(refused.statusCode, 400)
  t.equal(refused.json().message, 'attemptId: this attempt did not choose the Speaking section.')
  t.same(await world.storedFiles().then((files) => files.length), 2, 'the refused recordings are not kept')
})
