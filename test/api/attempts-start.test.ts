import t from 'tap'
import { databaseBackends } from '#test/helper.ts'
import { attemptsWorld, bearer, getAttempt, saveAnswers, start, storedAttempts, UNKNOWN_ID, UUID } from './attempts-helper.ts'

const seconds = (later: string, earlier: string) => (Date.parse(later) - Date.parse(earlier)) / 1000

for (const backend of databaseBackends()) {
  t.test(backend, async (t) => {
    t.test('GET /api/time answers the server clock as ISO, close to ours, without a token', async (t) => {
      const { app } = await attemptsWorld(t, backend)
      const before = Date.now()
      const res = await app.inject({ method: 'GET', url: '/api/time' })
      const after = Date.now()
      t.equal(res.statusCode, 200)
      const { now } = res.json() as { now: string }
      t.equal(new Date(now).toISOString(), now, 'an ISO date and time')
      t.ok(Date.parse(now) >= before - 1000 && Date.parse(now) <= after + 1000, 'the same clock as the test')
    })

    t.test('simulation on OET reading: 201, part limits 900 + 2700, deadline one hour after the start', async (t) => {
      const { app, student, tests } = await attemptsWorld(t, backend)
      const res = await start(app, student, { testId: tests.reading, mode: 'simulation' })
      t.equal(res.statusCode, 201)
      const attempt = res.json()
      t.match(attempt, { testId: tests.reading, kind: 'oet-reading', mode: 'simulation', status: 'open', answers: {}, answersSavedAt: null, result: null })
      t.match(attempt.id, UUID)
      t.same(attempt.timing, { partA: 900, partsBC: 2700, total: 3600 })
      t.equal(seconds(attempt.deadlineAt, attempt.startedAt), 3600)
      t.equal(new Date(attempt.serverNow).toISOString(), attempt.serverNow)
    })

    t.test('practice: chosen minutes set the total; no-limit has no deadline', async (t) => {
      const { app, student, other, tests } = await attemptsWorld(t, backend)
      const twenty = await start(app, student, { testId: tests.reading, mode: 'practice', minutes: 20 })
      t.equal(twenty.statusCode, 201)
      t.equal(twenty.json().timing.total, 1200)
      t.equal(seconds(twenty.json().deadlineAt, twenty.json().startedAt), 1200)
      const unlimited = await start(app, other, { testId: tests.reading, mode: 'practice', minutes: 'no-limit' })
      t.equal(unlimited.statusCode, 201)
      t.equal(unlimited.json().deadlineAt, null)
      t.equal(unlimited.json().timing.total, null)
    })

    t.test('a second start while the attempt is open resumes it (200) with its saved answers', async (t) => {
      const { app, student, tests } = await attemptsWorld(t, backend)
      const first = await start(app, student, { testId: tests.reading, mode: 'simulation' })
      t.equal(first.statusCode, 201)
      t.equal((await saveAnswers(app, student, first.json().id, { '1': 'key 1', '2': 'maybe' })).statusCode, 200)
      const again = await start(app, student, { testId: tests.reading, mode: 'practice', minutes: 5 })
      t.equal(again.statusCode, 200)
      t.equal(again.json().id, first.json().id)
      t.same(again.json().answers, { '1': 'key 1', '2': 'maybe' })
      t.equal(again.json().deadlineAt, first.json().deadlineAt, 'the deadline does not move')
      t.equal(again.json().mode, 'simulation')
    })

    t.test('concurrent starts of one test (two tabs, a double click) make one attempt: one 201, the rest resume it', async (t) => {
      const { app, student, tests } = await attemptsWorld(t, backend)
      const replies = await Promise.all(Array.from({ length: 5 }, () => start(app, student, { testId: tests.reading, mode: 'simulation' })))
      t.same(replies.map((res) => res.statusCode).sort(), [200, 200, 200, 200, 201])
      t.equal(new Set(replies.map((res) => res.json().id as string)).size, 1)
      t.equal((await storedAttempts(app, tests.reading)).length, 1)
    })

    t.test('a timing override is 403 unless the server allows custom timing', async (t) => {
      const { app, student, tests } = await attemptsWorld(t, backend)
      const res = await start(app, student, { testId: tests.reading, mode: 'simulation', timing: { total: 30 } })
      t.equal(res.statusCode, 403)
      t.match(res.json(), { statusCode: 403, error: 'Forbidden', message: /timing/i })
      const open = await start(app, student, { testId: tests.reading, mode: 'simulation' })
      t.equal(open.statusCode, 201, 'the refused start stored no attempt')
    })

    t.test('with ALLOW_CUSTOM_TIMING the override shortens the deadline', async (t) => {
      const { app, student, tests } = await attemptsWorld(t, backend, { ALLOW_CUSTOM_TIMING: 'true' })
      const res = await start(app, student, { testId: tests.reading, mode: 'simulation', timing: { partA: 10, total: 30 } })
      t.equal(res.statusCode, 201)
      t.same(res.json().timing, { partA: 10, partsBC: 2700, total: 30 })
      t.equal(seconds(res.json().deadlineAt, res.json().startedAt), 30)
    })

    t.test('an unknown test is 404; no token is 401', async (t) => {
      const { app, student, tests } = await attemptsWorld(t, backend)
      const unknown = await start(app, student, { testId: UNKNOWN_ID, mode: 'simulation' })
      t.equal(unknown.statusCode, 404)
      t.match(unknown.json(), { statusCode: 404, message: /No test with this id/ })
      const anonymous = await start(app, undefined, { testId: tests.reading, mode: 'simulation' })
      t.equal(anonymous.statusCode, 401)
    })

    t.test('a bad start body is 400 with a message naming the field', async (t) => {
      const { app, student, tests } = await attemptsWorld(t, backend)
      const cases: [string, Record<string, unknown>, RegExp][] = [
        ['missing testId', { mode: 'simulation' }, /testId is required/],
        ['mode exam', { testId: tests.reading, mode: 'exam' }, /mode/],
        ['minutes 0', { testId: tests.reading, mode: 'practice', minutes: 0 }, /minutes/],
        ['minutes lots', { testId: tests.reading, mode: 'practice', minutes: 'lots' }, /minutes/],
        ['an extra field', { testId: tests.reading, mode: 'simulation', extra: 1 }, /extra is not a field this call accepts/],
        ['testId not a uuid', { testId: 'abc', mode: 'simulation' }, /testId/],
      ]
      for (const [name, body, message] of cases) {
        const res = await start(app, student, body)
        t.equal(res.statusCode, 400, name)
        t.match(res.json(), { statusCode: 400, error: 'Bad Request', message }, name)
      }
    })

    t.test('GET /api/attempts/:id: my own only (another student gets 404); a non-uuid id is 400', async (t) => {
      const { app, student, other, tests } = await attemptsWorld(t, backend)
      const started = await start(app, student, { testId: tests.oetListening, mode: 'simulation' })
      t.equal(started.statusCode, 201)
      const id = started.json().id as string
      const mine = await getAttempt(app, student, id)
      t.equal(mine.statusCode, 200)
      t.match(mine.json(), { id, testId: tests.oetListening, kind: 'oet-listening', status: 'open', deadlineAt: started.json().deadlineAt })
      const theirs = await getAttempt(app, other, id)
      t.equal(theirs.statusCode, 404)
      t.match(theirs.json(), { message: /No such attempt/ })
      t.equal((await getAttempt(app, student, UNKNOWN_ID)).statusCode, 404)
      const bad = await getAttempt(app, student, 'not-a-uuid')
      t.equal(bad.statusCode, 400)
      t.match(bad.json(), { message: /id/ })
      const anonymous = await app.inject({ method: 'GET', url: `/api/attempts/${id}` })
      t.equal(anonymous.statusCode, 401)
      t.equal((await app.inject({ method: 'GET', url: `/api/attempts/${id}`, headers: bearer('nonsense') })).statusCode, 401)
    })
  })
}
