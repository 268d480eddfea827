import t from 'tap'
import { HTTP_BACKEND } from '#test/helper.ts'
import { bearer, UNKNOWN_ID, type Api } from './attempts-helper.ts'
import { get, mockSpeakingUrl, postForm, submissionsWorld, webm } from './submissions-helper.ts'

// Decision 0056: the mock speaking screen's preparation clocks are kept on the server, the first
// start winning, per student and mock, until the part's recording is stored.

const backend = HTTP_BACKEND
const clocksUrl = (testId: string) => `/api/mock-tests/${testId}/speaking-clocks`
const startClock = (app: Api, token: string, testId: string, key: string) =>
  app.inject({ method: 'POST', url: `${clocksUrl(testId)}/${key}/start`, headers: bearer(token) })

t.test('a preparation clock starts once, is the student’s own, and goes when the part is stored', async (t) => {
  const { app, student, other, tests } = await submissionsWorld(t, backend)
  t.same((await get(app, student, clocksUrl(tests.mock))).json().partStartedAt, {}, 'no clock before the screen starts one')

  const first = await startClock(app, student, tests.mock, 'preparation-1')
  t.equal(first.statusCode, 200, first.body)
  const startedAt = first.json().startedAt as string
  await new Promise((resolve) => setTimeout(resolve, 20))
  const again = await startClock(app, student, tests.mock, 'preparation-1')
  t.equal(again.json().startedAt, startedAt, 'a reload or a second device finds the first start')
  t.equal((await startClock(app, student, tests.mock, 'preparation-2-skipped')).statusCode, 200)
  const read = (await get(app, student, clocksUrl(tests.mock))).json()
  t.same(Object.keys(read.partStartedAt).sort(), ['preparation-1', 'preparation-2-skipped'])
  t.equal(read.partStartedAt['preparation-1'], startedAt)
  t.ok(Date.parse(read.serverNow) >= Date.parse(startedAt), 'with the server’s time')
  t.same((await get(app, other, clocksUrl(tests.mock))).json().partStartedAt, {}, 'another student’s clocks are apart')

  for (const key of ['writing', 'preparation-3', 'preparation-1-done']) {
    const bad = await startClock(app, student, tests.mock, key)
    t.equal(bad.statusCode, 400, `${key} is refused`)
    t.match(bad.json().message, /is not a preparation clock of this mock: use preparation-\{n\} or preparation-\{n\}-skipped with n one of 1, 2\.$/)
  }
  t.equal((await startClock(app, student, UNKNOWN_ID, 'preparation-1')).statusCode, 404)
  t.equal((await startClock(app, student, tests.speaking, 'preparation-1')).statusCode, 404, 'a standalone speaking test keeps its clocks on its attempt')
  t.equal((await app.inject({ method: 'POST', url: `${clocksUrl(tests.mock)}/preparation-1/start` })).statusCode, 401)

  const sent = await postForm(app, { token: student }, mockSpeakingUrl(tests.mock), [
    ['speakingResponses', '[1]'],
    ['speakingFiles', await webm(), 'part-1.webm', 'audio/webm'],
  ])
  t.equal(sent.statusCode, 201, sent.body)
  t.same(Object.keys((await get(app, student, clocksUrl(tests.mock))).json().partStartedAt), ['preparation-2-skipped'], 'part 1 prepares afresh next time')
  const next = await startClock(app, student, tests.mock, 'preparation-1')
  t.not(next.json().startedAt, startedAt, 'a new sitting’s start')
})
