import t from 'tap'
import type { MyAttempt, MyProgress, MyReadiness } from '#shared/progress/schema.ts'
import { HTTP_BACKEND } from '#test/helper.ts'
import { attemptsWorld, bearer, submit } from './attempts-helper.ts'

/** Issue 36: GET /api/me/readiness (a range per sub-test with its reason, or why there is too little to say), and results by question type. */

const readiness = async (app: Awaited<ReturnType<typeof attemptsWorld>>['app'], token: string) =>
  (await app.inject({ method: 'GET', url: '/api/me/readiness', headers: bearer(token) })).json() as MyReadiness

t.test('no results: every sub-test says so; two listening results: a range with its reason, the others still say so', async (t) => {
  const { app, student, tests } = await attemptsWorld(t, HTTP_BACKEND)
  const none = await readiness(app, student)
  for (const skill of ['listening', 'reading', 'writing', 'speaking'] as const) {
    t.same(none[skill], { low: null, high: null, evidence: { count: 0 }, reason: 'No results yet: take a test to see where you stand.' }, skill)
  }
  t.equal((await submit(app, student, tests.oetListening, { '1': 'key 1', '2': 'key 2', '3': 'key 3' })).statusCode, 200)
  t.match((await readiness(app, student)).listening, { low: null, evidence: { count: 1 }, reason: /One recent result so far/ })
  t.equal((await submit(app, student, tests.oetListening, { '1': 'key 1', '2': 'key 2', '3': 'key 3', '4': 'key 4' })).statusCode, 200)
  const two = await readiness(app, student)
  t.match(two.listening, { evidence: { count: 2 }, reason: /^From your last 2 results/ })
  t.ok(two.listening.low !== null && two.listening.high !== null && two.listening.low < two.listening.high, `a range: ${two.listening.low}-${two.listening.high}`)
  t.equal(two.reading.low, null, 'reading has no result yet')
  t.equal((await app.inject({ method: 'GET', url: '/api/me/readiness' })).statusCode, 401)
})

t.test("a submitted listening or reading test's results by question type, from its own version's questions", async (t) => {
  const { app, student, tests } = await attemptsWorld(t, HTTP_BACKEND)
  t.equal((await submit(app, student, tests.oetListening, { '1': 'key 1', '2': 'wrong' })).statusCode, 200)
  const [attempt] = (await app.inject({ method: 'GET', url: '/api/me/attempts', headers: bearer(student) })).json() as MyAttempt[]
  t.ok(attempt!.types.length > 0, 'scored by type')
  t.equal(attempt!.types.reduce((sum, type) => sum + type.total, 0), attempt!.totalQuestions, 'every question counted once')
  t.equal(attempt!.types.reduce((sum, type) => sum + type.correct, 0), attempt!.correctAnswers, 'and every right answer')
})

t.test('GET /api/me/progress: per sub-test the scores over time with the 350 line, each part and question type, oldest first', async (t) => {
  const { app, student, tests } = await attemptsWorld(t, HTTP_BACKEND)
  const progress = async () => (await app.inject({ method: 'GET', url: '/api/me/progress', headers: bearer(student) })).json() as MyProgress
  const none = await progress()
  for (const skill of ['listening', 'reading', 'writing', 'speaking'] as const) t.same(none[skill].scores, [], `${skill}: nothing yet`)
  t.equal((await submit(app, student, tests.oetListening, { '1': 'key 1', '2': 'wrong' })).statusCode, 200)
  t.equal((await submit(app, student, tests.oetListening, { '1': 'key 1', '2': 'key 2', '3': 'key 3' })).statusCode, 200)
  const two = await progress()
  t.equal(two.listening.scores.length, 2)
  t.ok(two.listening.scores[0]!.score < two.listening.scores[1]!.score, 'oldest first: the better second result last')
  t.equal(two.listening.bScore, 350)
  t.same(
    two.listening.parts.map((series) => [series.label, series.points.map((point) => `${point.value}/${point.max}`)]),
    [['Part A', ['1/3', '3/3']], ['Part B', ['0/1', '0/1']], ['Part C', ['0/2', '0/2']]],
    'each part over time',
  )
  t.ok(two.listening.types.length > 0, 'and each question type')
  t.same(two.reading.scores, [], 'reading has none')
  t.equal((await app.inject({ method: 'GET', url: '/api/me/progress' })).statusCode, 401)
})
