import t from 'tap'
import type { MyAttempt, MyReadiness } from '#shared/progress/schema.ts'
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
