import t from 'tap'
import { HTTP_BACKEND } from '#test/helper.ts'
import type { MyAttempt } from '#shared/progress/schema.ts'
import { attemptsWorld, bearer, results, startedId, submit } from './attempts-helper.ts'

// The sample OET listening test: Part A asks 1-3, Part B 4, Part C 5 and 6.
const ANSWERS = { '1': 'key 1', '2': 'wrong', '3': 'key 3', '4': 'key 4', '5': 'wrong', '6': 'key 6' }
const BY_PART = [
  { part: 'A', correct: 2, total: 3 },
  { part: 'B', correct: 1, total: 1 },
  { part: 'C', correct: 1, total: 2 },
]

t.test('each part’s correct answers beside the total: in the submit, the results and my attempts', async (t) => {
  const { app, student, tests } = await attemptsWorld(t, HTTP_BACKEND)
  const id = await startedId(app, student, tests.oetListening)
  const submitted = await submit(app, student, tests.oetListening, ANSWERS, { attemptId: id })
  t.equal(submitted.statusCode, 200)
  t.match(submitted.json(), { correctAnswers: 4, totalQuestions: 6 })
  t.same(submitted.json().parts, BY_PART, 'the result dialog has the parts')

  t.same((await results(app, student, tests.oetListening)).json().results[0].parts, BY_PART, 'so does the attempts screen')
  const mine = (await app.inject({ method: 'GET', url: '/api/me/attempts', headers: bearer(student) })).json() as MyAttempt[]
  t.same(mine.find((attempt) => attempt.attemptId === id)?.parts, BY_PART, 'and the dashboard')
})

t.test('reading has parts too; an open attempt has none yet', async (t) => {
  const { app, student, tests } = await attemptsWorld(t, HTTP_BACKEND)
  const id = await startedId(app, student, tests.reading)
  const mine = (await app.inject({ method: 'GET', url: '/api/me/attempts', headers: bearer(student) })).json() as MyAttempt[]
  t.same(mine[0]?.parts, [], 'nothing to show before the submit')
  const submitted = await submit(app, student, tests.reading, { '1': 'key 1', '3': 'no' }, { attemptId: id })
  t.same(submitted.json().parts, [
    { part: 'A', correct: 1, total: 1 },
    { part: 'B', correct: 0, total: 1 },
    { part: 'C', correct: 0, total: 1 },
  ])
})
