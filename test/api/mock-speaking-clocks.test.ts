import t from 'tap'
import { HTTP_BACKEND } from '#test/helper.ts'
import { bearer, start, UNKNOWN_ID, type Api } from './attempts-helper.ts'
import { field, submitMock } from './mock-submit-helper.ts'
import { get, mockSpeakingUrl, postForm, submissionsWorld, webm } from './submissions-helper.ts'

// Decision 0084: the mock speaking screen's preparation clocks are part clocks of that screen's
// own sitting of the mock (an untimed attempt), the first start winning, until the part's
// recording is stored; the sitting is never the one /mock-test resumes.

const backend = HTTP_BACKEND
const sittingUrl = (testId: string) => `/api/mock-tests/${testId}/speaking-sitting`
const sit = (app: Api, token: string, testId: string) => app.inject({ method: 'POST', url: sittingUrl(testId), headers: bearer(token) })
const startClock = (app: Api, token: string, attemptId: string, key: string) =>
  app.inject({ method: 'POST', url: `/api/attempts/${attemptId}/parts/${key}/start`, headers: bearer(token) })
const clocksOf = async (app: Api, token: string, testId: string) => (await sit(app, token, testId)).json().partStartedAt as Record<string, string>

t.test('a preparation clock starts once on the sitting, is the student’s own, and goes when the part is stored', async (t) => {
  const { app, student, other, tests } = await submissionsWorld(t, backend)
  const opened = await sit(app, student, tests.mock)
  t.equal(opened.statusCode, 200, opened.body)
  const sitting = opened.json()
  t.match(sitting, { testId: tests.mock, kind: 'mock', mode: 'practice', status: 'open', deadlineAt: null, sections: ['speaking'], partStartedAt: {} }, 'an untimed sitting, no clock yet')
  t.equal((await sit(app, student, tests.mock)).json().id, sitting.id, 'a reload or a second device opens the same sitting')

  const first = await startClock(app, student, sitting.id, 'preparation-1')
  t.equal(first.statusCode, 200, first.body)
  const startedAt = first.json().startedAt as string
  await new Promise((resolve) => setTimeout(resolve, 20))
  t.equal((await startClock(app, student, sitting.id, 'preparation-1')).json().startedAt, startedAt, 'a reload or a second device finds the first start')
  t.equal((await startClock(app, student, sitting.id, 'preparation-2-skipped')).statusCode, 200)
  const read = await clocksOf(app, student, tests.mock)
  t.same(Object.keys(read).sort(), ['preparation-1', 'preparation-2-skipped'])
  t.equal(read['preparation-1'], startedAt)
  t.same(await clocksOf(app, other, tests.mock), {}, 'another student’s clocks are apart')
  t.equal((await startClock(app, other, sitting.id, 'preparation-1')).statusCode, 404, 'another student cannot start this sitting’s clocks')

  t.equal((await sit(app, student, UNKNOWN_ID)).statusCode, 404)
  t.equal((await sit(app, student, tests.speaking)).statusCode, 404, 'a standalone speaking test keeps its clocks on its own attempt')
  t.equal((await app.inject({ method: 'POST', url: sittingUrl(tests.mock) })).statusCode, 401)

  const sent = await postForm(app, { token: student }, mockSpeakingUrl(tests.mock), [
    ['speakingResponses', '[1]'],
    ['speakingFiles', await webm(), 'part-1.webm', 'audio/webm'],
  ])
  t.equal(sent.statusCode, 201, sent.body)
  t.same(Object.keys(await clocksOf(app, student, tests.mock)), ['preparation-2-skipped'], 'part 1 prepares afresh next time')
  t.not((await startClock(app, student, sitting.id, 'preparation-1')).json().startedAt, startedAt, 'a new sitting’s start')
})

t.test('the sitting is apart from the mock test’s: /mock-test neither resumes it nor is shown it, and the student’s attempts do not list it', async (t) => {
  const { app, student, tests } = await submissionsWorld(t, backend)
  const sitting = (await sit(app, student, tests.mock)).json()
  await startClock(app, student, sitting.id, 'preparation-1')
  const mock = await start(app, student, { testId: tests.mock, mode: 'simulation' })
  t.equal(mock.statusCode, 201, 'the mock test starts a sitting of its own')
  t.not(mock.json().id, sitting.id)
  t.same(mock.json().partStartedAt, {}, 'with none of the speaking screen’s clocks')
  t.equal((await sit(app, student, tests.mock)).json().id, sitting.id, 'and the speaking screen keeps its own')
  const asMock = await submitMock(app, student, tests.mock, [field('attemptId', sitting.id), field('speakingResponses', [])])
  t.equal(asMock.statusCode, 404, 'the speaking screen’s sitting cannot be submitted as the mock')
  t.equal((await sit(app, student, tests.mock)).json().status, 'open', 'and stays as it was')
  const listed = JSON.stringify((await get(app, student, '/api/me/attempts')).json())
  t.ok(listed.includes(mock.json().id), 'the student’s attempts show the mock test’s sitting')
  t.notOk(listed.includes(sitting.id), 'and not the speaking screen’s, which only keeps its clocks')
})
