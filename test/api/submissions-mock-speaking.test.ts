import t from 'tap'
import { MOCK_SPEAKING_SUBMITTED_MESSAGE } from '#shared/submissions/submissions.ts'
import { HTTP_BACKEND } from '#test/helper.ts'
import { UUID } from './attempts-helper.ts'
import { get, mockSpeakingUrl, postForm, postJson, submissionsWorld, webm, type Part } from './submissions-helper.ts'

const recordings = async (count: number): Promise<Part[]> =>
  Promise.all(Array.from({ length: count }, async (_, i): Promise<Part> => ['speakingFiles', await webm(), `part${i + 1}.webm`, 'audio/webm']))

const backend = HTTP_BACKEND

t.test('all parts of a mock’s speaking are submitted together, one submission per part', async (t) => {
  const { app, student, tests } = await submissionsWorld(t, backend)
  const res = await postForm(app, { token: student }, mockSpeakingUrl(tests.mock), [
    ['speaking', JSON.stringify({ testId: tests.mock, discipline: 'Medicine' })],
    ['speakingResponses', JSON.stringify([2, 1])],
    ...(await recordings(2)),
  ])
  t.equal(res.statusCode, 201)
  t.match(res.json(), { submissionIds: [UUID, UUID], status: 'pending', message: MOCK_SPEAKING_SUBMITTED_MESSAGE })
  const listed = (await get(app, student, '/api/speaking-tests/student/results')).json()
  t.equal(listed.length, 2)
  for (const submission of listed) {
    t.match(submission, { testId: tests.mock, testTitle: 'Mock 1', source: 'mock', mode: 'audio', status: 'pending' })
    t.match(submission.files, [{ contentType: 'audio/webm' }])
  }
  const [part2, part1] = res.json().submissionIds
  t.equal((await get(app, student, `/api/speaking-tests/results/${part2}`)).json().mainCardNumber, 2, 'in the order listed')
  t.equal((await get(app, student, `/api/speaking-tests/results/${part1}`)).json().mainCardNumber, 1)
})

t.test('refusals: unknown part, counts that differ, a part twice, no files, not audio, not a mock', async (t) => {
  const { app, student, tests, storedFiles } = await submissionsWorld(t, backend)
  const url = mockSpeakingUrl(tests.mock)
  const send = async (responses: unknown, files: Part[]) => postForm(app, { token: student }, url, [['speakingResponses', JSON.stringify(responses)], ...files])

  const unknown = await send([1, 3], await recordings(2))
  t.equal(unknown.statusCode, 400)
  t.equal(unknown.json().message, 'speakingResponses: this mock test has no speaking part 3.')
  const fewer = await send([1, 2], await recordings(1))
  t.equal(fewer.statusCode, 400)
  t.match(fewer.json().message, /one recording in speakingFiles for each part/)
  t.equal((await send([1, 1], await recordings(2))).statusCode, 400)
  const none = await send([], [])
  t.equal(none.statusCode, 400)
  t.equal(none.json().message, 'Please record or upload an audio file first.')
  const notAudio = await send([1], [['speakingFiles', Buffer.from('plain text'), 'notes.webm', 'audio/webm']])
  t.equal(notAudio.statusCode, 415)
  const badList = await postForm(app, { token: student }, url, [['speakingResponses', 'not json'], ...(await recordings(1))])
  t.equal(badList.statusCode, 400)
  const badSpeaking = await postForm(app, { token: student }, url, [['speaking', '[1]'], ['speakingResponses', '[1]'], ...(await recordings(1))])
  t.equal(badSpeaking.statusCode, 400)
  t.equal(badSpeaking.json().message, 'body.speaking must be a JSON object.')
  const json = await postJson(app, { token: student }, url, { speakingResponses: [1] })
  t.equal(json.statusCode, 415)
  const notMock = await postForm(app, { token: student }, mockSpeakingUrl(tests.speaking), [['speakingResponses', '[1]'], ...(await recordings(1))])
  t.equal(notMock.statusCode, 404)
  t.same(await storedFiles(), [], 'no refused recording is kept')
  t.same((await get(app, student, '/api/speaking-tests/student/results')).json(), [])
})

t.test('parts listed as objects are accepted; a retry with the same Idempotency-Key answers the first', async (t) => {
  const { app, student, tests } = await submissionsWorld(t, backend)
  const call = { token: student, idempotencyKey: 'mock-speaking-retry-1' }
  const parts: Part[] = [['speakingResponses', JSON.stringify([{ mainCardNumber: 1 }, { mainCardNumber: 2 }])], ...(await recordings(2))]
  const first = await postForm(app, call, mockSpeakingUrl(tests.mock), parts)
  t.equal(first.statusCode, 201)
  const retry = await postForm(app, call, mockSpeakingUrl(tests.mock), parts)
  t.same(retry.json(), first.json())
  t.equal((await get(app, student, '/api/speaking-tests/student/results')).json().length, 2)
  const again = await postForm(app, { token: student }, mockSpeakingUrl(tests.mock), parts)
  t.equal(again.statusCode, 201, 'a mock can be sat again')
})
