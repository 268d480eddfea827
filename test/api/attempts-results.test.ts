import t from 'tap'
import { sampleDocument } from '#shared/contracts/import-samples.ts'
import { HTTP_BACKEND } from '#test/helper.ts'
import { answerKey, attemptsWorld, results, startedId, submit, UNKNOWN_ID } from './attempts-helper.ts'

const backend = HTTP_BACKEND

t.test('results: 404 "No attempts found" before any submit (an open attempt is not a result)', async (t) => {
  const { app, student, tests } = await attemptsWorld(t, backend)
  const none = await results(app, student, tests.general)
  t.equal(none.statusCode, 404)
  t.same(none.json(), { statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', message: 'No attempts found' })
  await startedId(app, student, tests.general)
  t.equal((await results(app, student, tests.general)).statusCode, 404)
  t.equal((await results(app, student, UNKNOWN_ID)).statusCode, 404)
  t.equal((await results(app, student, 'nope')).statusCode, 400)
})

t.test('results after two submits: both attempts, oldest first, with the answer key; only mine', async (t) => {
  const { app, student, studentId, other, tests } = await attemptsWorld(t, backend)
  const first = { '1': 'key 1' }
  const second = { '1': 'key 1', '2': 'key 2', '3': 'key 3', '4': 'key 4', '5': 'key 5', '6': 'key 6' }
  t.equal((await submit(app, student, tests.general, first, { general: true })).statusCode, 200)
  t.equal((await submit(app, student, tests.general, second, { general: true })).statusCode, 200)
  t.equal((await submit(app, other, tests.general, second, { general: true })).statusCode, 200)
  const res = await results(app, student, tests.general)
  t.equal(res.statusCode, 200)
  const body = res.json()
  t.match(body, { testId: tests.general, studentId, attempts: 2 })
  t.same(body.answerKey, sampleDocument('listeningStandalone').answerKey)
  t.equal(body.results.length, 2)
  t.match(body.results[0], { correctAnswers: 1, totalQuestions: 9, score: Number, grade: String, answers: first })
  t.match(body.results[1], { correctAnswers: 6, totalQuestions: 9, score: 350, grade: 'B', answers: second })
  for (const result of body.results) t.equal(new Date(result.submittedAt).toISOString(), result.submittedAt)
  t.ok(Date.parse(body.results[0].submittedAt) <= Date.parse(body.results[1].submittedAt), 'oldest first')
  const theirs = (await results(app, other, tests.general)).json()
  t.equal(theirs.attempts, 1, "another student's attempts are not counted as mine")
})

t.test('results of OET reading and listening at the same path', async (t) => {
  const { app, student, tests } = await attemptsWorld(t, backend)
  await submit(app, student, tests.reading, { '1': 'key 1' })
  await submit(app, student, tests.oetListening, {})
  t.match((await results(app, student, tests.reading)).json(), { attempts: 1, answerKey: { '1': 'key 1', '2': 'key 2', '3': 'key 3' } })
  t.match((await results(app, student, tests.oetListening)).json(), { attempts: 1, results: [{ score: 0, grade: 'E' }] })
})

t.test('the OET answer key (reading and listening): 403 until I submit, then 200 {correctAnswers}', async (t) => {
  const { app, student, other, tests } = await attemptsWorld(t, backend)
  for (const testId of [tests.reading, tests.oetListening]) {
    const before = await answerKey(app, student, testId)
    t.equal(before.statusCode, 403)
    t.match(before.json(), { statusCode: 403, error: 'Forbidden', code: 'FORBIDDEN', message: /Submit an attempt/ })
    await startedId(app, student, testId)
    t.equal((await answerKey(app, student, testId)).statusCode, 403, 'a started attempt is not enough')
    t.equal((await submit(app, student, testId, {})).statusCode, 200)
    const after = await answerKey(app, student, testId)
    t.equal(after.statusCode, 200)
    t.same(after.json().correctAnswers, (await results(app, student, testId)).json().answerKey)
    t.equal((await answerKey(app, other, testId)).statusCode, 403, 'another student still 403')
  }
  t.same((await answerKey(app, student, tests.reading)).json(), { correctAnswers: sampleDocument('oetReading').answerKey })
})

t.test('the general answer key at its own path; each path knows only its own kinds', async (t) => {
  const { app, student, other, tests } = await attemptsWorld(t, backend)
  t.equal((await answerKey(app, student, tests.general, true)).statusCode, 403)
  t.equal((await submit(app, student, tests.general, { '1': 'key 1' }, { general: true })).statusCode, 200)
  const after = await answerKey(app, student, tests.general, true)
  t.equal(after.statusCode, 200)
  t.same(after.json(), { correctAnswers: sampleDocument('listeningStandalone').answerKey })
  t.equal((await answerKey(app, other, tests.general, true)).statusCode, 403)
  t.equal((await answerKey(app, student, tests.general)).statusCode, 404, 'a general test is not at the OET path')
  t.equal((await answerKey(app, student, tests.reading, true)).statusCode, 404, 'a reading test is not at the general path')
  const anonymous = await app.inject({ method: 'GET', url: `/api/listening-tests/${tests.general}/answer-key` })
  t.equal(anonymous.statusCode, 401)
})
