import t from 'tap'
import { eq } from 'drizzle-orm'
import { attempts } from '#api/db/schema.ts'
import { HTTP_BACKEND } from '#test/helper.ts'
import { attemptsWorld, bearer, startedId, submit, type Api } from './attempts-helper.ts'
import { field, mockSubmitWorld, startMock, submitMock } from './mock-submit-helper.ts'

const mine = (app: Api, token?: string) => app.inject({ method: 'GET', url: '/api/me/attempts', headers: token ? bearer(token) : {} })

/** Sets when an attempt started, so the order under test does not hang on milliseconds. */
const startedAt = (app: Api, attemptId: string, iso: string) =>
  app.database.db.update(attempts).set({ startedAt: new Date(iso) }).where(eq(attempts.id, attemptId))

const backend = HTTP_BACKEND

t.test('401 without a token, and an empty list before any attempt', async (t) => {
  const { app, student } = await attemptsWorld(t, backend)
  const anonymous = await mine(app)
  t.equal(anonymous.statusCode, 401)
  t.match(anonymous.json(), { statusCode: 401, error: 'Unauthorized', message: String })
  const bad = await mine(app, 'not-a-token')
  t.equal(bad.statusCode, 401)
  const empty = await mine(app, student)
  t.equal(empty.statusCode, 200)
  t.same(empty.json(), [])
})

t.test('open and submitted attempts with their test, newest first; only my own', async (t) => {
  const { app, student, other, tests } = await attemptsWorld(t, backend)
  const reading = await startedId(app, student, tests.reading, { mode: 'simulation' })
  const general = await startedId(app, student, tests.general, { mode: 'practice', minutes: 'no-limit' })
  const listening = await startedId(app, student, tests.oetListening, { mode: 'practice', minutes: 30 })
  const submitted = await submit(app, student, tests.oetListening, { '1': 'key 1', '2': 'key 2' }, { attemptId: listening })
  t.equal(submitted.statusCode, 200)
  await startedId(app, other, tests.reading)
  await submit(app, other, tests.general, { '1': 'key 1' }, { general: true })
  await startedAt(app, reading, '2030-01-01T10:00:00.000Z')
  await startedAt(app, general, '2030-01-01T09:00:00.000Z')
  await startedAt(app, listening, '2030-01-01T08:00:00.000Z')

  const res = await mine(app, student)
  t.equal(res.statusCode, 200)
  const list = res.json()
  t.same(
    list.map((a: { attemptId: string }) => a.attemptId),
    [reading, general, listening],
    "my three attempts, newest first; the other student's are not there",
  )
  t.match(list[0], {
    testId: tests.reading,
    kind: 'oet-reading',
    title: 'OET reading 1',
    mode: 'simulation',
    status: 'open',
    startedAt: '2030-01-01T10:00:00.000Z',
    deadlineAt: String,
    submittedAt: null,
    score: null,
    grade: null,
    correctAnswers: null,
    totalQuestions: null,
  })
  t.match(list[1], { kind: 'listening', title: 'General listening 1', mode: 'practice', status: 'open', deadlineAt: null })
  t.match(list[2], {
    testId: tests.oetListening,
    kind: 'oet-listening',
    title: 'OET listening 1',
    mode: 'practice',
    status: 'submitted',
    submittedAt: String,
    score: submitted.json().score,
    grade: submitted.json().grade,
    correctAnswers: 2,
    totalQuestions: 6,
  })
  t.equal(new Date(list[2].submittedAt).toISOString(), list[2].submittedAt, 'dates are ISO 8601')

  const theirs = (await mine(app, other)).json()
  t.equal(theirs.length, 2, 'the other student sees only their own two')
  t.ok(
    theirs.every((a: { attemptId: string }) => ![reading, general, listening].includes(a.attemptId)),
    'none of mine among them',
  )
})

t.test('a submit without a started attempt appears as a submitted attempt', async (t) => {
  const { app, student, tests } = await attemptsWorld(t, backend)
  await submit(app, student, tests.reading, { '1': 'key 1', '2': 'key 2', '3': 'key 3' })
  const [only] = (await mine(app, student)).json()
  t.match(only, { kind: 'oet-reading', status: 'submitted', score: 500, grade: 'A', correctAnswers: 3, totalQuestions: 3 })
})

t.test("a submitted mock carries its listening and reading scores, each as the mock's results show it", async (t) => {
  const { app, student, mocks } = await mockSubmitWorld(t, backend)
  const both = await startMock(app, student, mocks.keyed)
  const submitted = await submitMock(app, student, mocks.keyed, [
    field('attemptId', both),
    field('listeningAnswers', { '1': 'key listening:1', '2': 'wrong' }),
    field('readingAnswers', { '1': 'Key reading:1.' }),
  ])
  t.equal(submitted.statusCode, 200, submitted.body)
  const { listening, reading } = submitted.json().results
  const listeningOnly = await startMock(app, student, mocks.keyed, { sections: ['listening'] })
  t.equal((await submitMock(app, student, mocks.keyed, [field('attemptId', listeningOnly), field('listeningAnswers', {})])).statusCode, 200)
  const open = await startMock(app, student, mocks.keyed)

  const list = (await mine(app, student)).json() as { attemptId: string; mockSections: unknown[] }[]
  const byId = (id: string) => list.find((attempt) => attempt.attemptId === id)!
  t.match(byId(both).mockSections, [
    { section: 'listening', score: listening.score.roundedScore, grade: listening.score.grade, correctAnswers: 1 },
    { section: 'reading', score: reading.score.roundedScore, grade: reading.score.grade, correctAnswers: 1 },
  ])
  t.equal(byId(both).mockSections.length, 2)
  const sections = byId(both).mockSections as { parts: { correct: number; total: number }[]; types: { correct: number; total: number }[]; correctAnswers: number; totalQuestions: number }[]
  for (const section of sections) {
    const sum = (scores: { correct: number; total: number }[]) => scores.reduce((all, score) => ({ correct: all.correct + score.correct, total: all.total + score.total }), { correct: 0, total: 0 })
    t.same(sum(section.parts), { correct: section.correctAnswers, total: section.totalQuestions }, "each section's parts add up to it, for progress by part (issue 36)")
    t.same(sum(section.types), { correct: section.correctAnswers, total: section.totalQuestions }, 'and so do its question types')
  }
  t.match(byId(listeningOnly).mockSections, [{ section: 'listening', score: 0, grade: 'E', correctAnswers: 0 }], 'only the sections chosen')
  t.equal(byId(listeningOnly).mockSections.length, 1)
  t.same(byId(open).mockSections, [], 'an open mock has no scores yet')
  const results = (await app.inject({ method: 'GET', url: `/api/mock-tests/${mocks.keyed}/results`, headers: bearer(student) })).json()
  t.equal(results.results[0].listening.score, listening.score.roundedScore, 'the same score on the mock results screen')
})

t.test('the call is documented in OpenAPI', async (t) => {
  const { app } = await attemptsWorld(t, backend)
  const doc = (await app.inject({ method: 'GET', url: '/documentation/json' })).json()
  const operation = doc.paths['/api/me/attempts']?.get
  t.ok(operation, 'GET /api/me/attempts is documented')
  t.ok(operation.responses['200'], 'with its answer')
  t.ok(operation.responses['401'], 'and its 401')
})
