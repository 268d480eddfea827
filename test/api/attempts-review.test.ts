import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import t from 'tap'
import { attempts } from '#api/db/schema.ts'
import { HTTP_BACKEND } from '#test/helper.ts'
import { attemptsWorld, getAttempt, saveAnswers, setDeadline, startedId, submit } from './attempts-helper.ts'

/**
 * A submitted attempt keeps only each question's verdict; its review is read back from the
 * answers and the key (docs/decisions/0016). Read back, it must be the review the submit answered.
 */
const backend = HTTP_BACKEND

t.test('the review read back (the attempt, a retry) is the one the submit answered: right, wrong, blank and unanswered', async (t) => {
  const { app, student, tests } = await attemptsWorld(t, backend)
  const id = await startedId(app, student, tests.oetListening)
  const idempotencyKey = randomUUID()
  const answers = { '4': 'Key 4', '1': 'key 1', '2': 'wrong', '3': '' }
  const first = await submit(app, student, tests.oetListening, answers, { attemptId: id, idempotencyKey })
  t.equal(first.statusCode, 200)
  t.same(
    first.json().review.map((item: { questionId: string; answer: string; isCorrect: boolean }) => [item.questionId, item.answer, item.isCorrect]),
    [['1', 'key 1', true], ['2', 'wrong', false], ['3', '', false], ['4', 'Key 4', true], ['5', '', false], ['6', '', false]],
  )
  const { attemptId: _attemptId, late: _late, ...result } = first.json()
  t.same((await getAttempt(app, student, id)).json().result, result)
  t.same((await submit(app, student, tests.oetListening, answers, { attemptId: id, idempotencyKey })).json(), first.json())
})

t.test('a late submit: the review of the answers saved in time, the same when read back', async (t) => {
  const { app, student, tests } = await attemptsWorld(t, backend)
  const id = await startedId(app, student, tests.reading)
  t.equal((await saveAnswers(app, student, id, { '2': 'key 2' })).statusCode, 200)
  await setDeadline(app, id, -120)
  const first = await submit(app, student, tests.reading, { '1': 'key 1', '2': 'key 2' }, { attemptId: id })
  t.match(first.json(), { late: true, correctAnswers: 1 })
  t.same(
    first.json().review.map((item: { answer: string; isCorrect: boolean }) => [item.answer, item.isCorrect]),
    [['', false], ['key 2', true], ['', false]],
  )
  const { attemptId: _attemptId, late: _late, ...result } = first.json()
  t.same((await getAttempt(app, student, id)).json().result, result)
})

t.test('an attempt stored with whole review items (before verdicts only) answers them as stored', async (t) => {
  const { app, student, tests } = await attemptsWorld(t, backend)
  const id = await startedId(app, student, tests.reading)
  const idempotencyKey = randomUUID()
  t.equal((await submit(app, student, tests.reading, { '1': 'key 1' }, { attemptId: id, idempotencyKey })).statusCode, 200)
  const stored = [
    { questionId: '1', answer: 'key 1', correctAnswer: 'key 1', isCorrect: true },
    { questionId: '2', answer: '', correctAnswer: 'key 2', isCorrect: false },
    { questionId: '3', answer: '', correctAnswer: 'key 3', isCorrect: false },
  ]
  await app.database.db.update(attempts).set({ review: stored }).where(eq(attempts.id, id))
  t.same((await getAttempt(app, student, id)).json().result.review, stored)
  t.same((await submit(app, student, tests.reading, { '1': 'key 1' }, { attemptId: id, idempotencyKey })).json().review, stored)
})
