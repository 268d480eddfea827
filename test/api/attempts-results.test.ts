import { eq } from 'drizzle-orm'
import t from 'tap'
import { attempts } from '#api/db/schema.ts'
import { sampleDocument } from '#shared/content/import-samples.ts'
import type { ReviewItem } from '#shared/results/schema.ts'
import { HTTP_BACKEND } from '#test/helper.ts'
import { answerKey, attemptsWorld, results, startedId, storedAttempts, submit, UNKNOWN_ID } from './attempts-helper.ts'

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

t.test("each result carries its review of record: the submit's own, agreeing with the score", async (t) => {
  const { app, student, tests } = await attemptsWorld(t, backend)
  const sent = { '1': 'KEY 1', '2': 'wrong', '3': 'key three' }
  const submitted = await submit(app, student, tests.general, sent, { general: true })
  t.equal(submitted.statusCode, 200)
  const [result] = (await results(app, student, tests.general)).json().results as { review: ReviewItem[]; correctAnswers: number; totalQuestions: number }[]
  t.equal(result!.review.length, result!.totalQuestions, 'every keyed question')
  t.equal(result!.review.filter((item) => item.isCorrect).length, result!.correctAnswers, 'the ticks agree with the correct count')
  t.same(result!.review.slice(0, 4), [
    { questionId: '1', answer: 'KEY 1', correctAnswer: 'key 1', isCorrect: true },
    { questionId: '2', answer: 'wrong', correctAnswer: 'key 2', isCorrect: false },
    { questionId: '3', answer: 'key three', correctAnswer: 'key 3', isCorrect: true },
    { questionId: '4', answer: '', correctAnswer: 'key 4', isCorrect: false },
  ])
  t.same(result!.review, submitted.json().review, 'the same review the submit answered')
})

t.test('a stored verdict is answered as stored: the results call never marks again', async (t) => {
  const { app, student, tests } = await attemptsWorld(t, backend)
  t.equal((await submit(app, student, tests.reading, { '1': 'key 1', '2': 'key 2' })).statusCode, 200)
  const [row] = await storedAttempts(app, tests.reading)
  t.same(row!.review, [true, true, false], 'one verdict per keyed question')
  // As if the marking rules had changed since: the record says question 1 was wrong.
  await app.database.db.update(attempts).set({ review: [false, true, false] }).where(eq(attempts.id, row!.id))
  const [result] = (await results(app, student, tests.reading)).json().results as { review: ReviewItem[] }[]
  t.same(result!.review.map((item) => [item.questionId, item.answer, item.isCorrect]), [['1', 'key 1', false], ['2', 'key 2', true], ['3', '', false]])
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
