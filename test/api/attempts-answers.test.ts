import t from 'tap'
import { databaseBackends } from '#test/helper.ts'
import { attemptsWorld, bearer, getAttempt, saveAnswers, setDeadline, startedId, submit } from './attempts-helper.ts'

for (const backend of databaseBackends()) {
  t.test(backend, async (t) => {
    t.test('PUT saves the answers; GET shows them with answersSavedAt; repeating it is harmless', async (t) => {
      const { app, student, tests } = await attemptsWorld(t, backend)
      const id = await startedId(app, student, tests.oetListening)
      const answers = { '1': 'bike', '3': 'Yes', '6': '' }
      const saved = await saveAnswers(app, student, id, answers)
      t.equal(saved.statusCode, 200)
      const { savedAt, serverNow } = saved.json() as { savedAt: string; serverNow: string }
      t.equal(new Date(savedAt).toISOString(), savedAt)
      t.equal(new Date(serverNow).toISOString(), serverNow)
      const shown = await getAttempt(app, student, id)
      t.same(shown.json().answers, answers)
      t.equal(shown.json().answersSavedAt, savedAt)
      const again = await saveAnswers(app, student, id, answers)
      t.equal(again.statusCode, 200)
      t.same((await getAttempt(app, student, id)).json().answers, answers, 'the same map, nothing doubled')
      // Merged question by question (decision 0037): a question left out of the next save keeps its answer.
      t.equal((await saveAnswers(app, student, id, { '2': '7' })).statusCode, 200)
      t.same((await getAttempt(app, student, id)).json().answers, { ...answers, '2': '7' })
    })

    t.test('an unknown question id is 400 naming it, and nothing changes', async (t) => {
      const { app, student, tests } = await attemptsWorld(t, backend)
      const id = await startedId(app, student, tests.reading)
      t.equal((await saveAnswers(app, student, id, { '1': 'first' })).statusCode, 200)
      const before = (await getAttempt(app, student, id)).json()
      const res = await saveAnswers(app, student, id, { '1': 'changed', '99': 'x' })
      t.equal(res.statusCode, 400)
      t.match(res.json(), { statusCode: 400, error: 'Bad Request', message: /"99"/ })
      const after = (await getAttempt(app, student, id)).json()
      t.same(after.answers, { '1': 'first' })
      t.equal(after.answersSavedAt, before.answersSavedAt)
    })

    t.test('limits: over 1000 answers, an answer over 1000 characters, a non-string answer are 400; over 1 MB is 413', async (t) => {
      const { app, student, tests } = await attemptsWorld(t, backend)
      const id = await startedId(app, student, tests.reading)
      t.equal((await saveAnswers(app, student, id, { '2': 'kept' })).statusCode, 200)
      const many = Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [`q${i}`, 'a']))
      const tooMany = await saveAnswers(app, student, id, many)
      t.equal(tooMany.statusCode, 400)
      t.match(tooMany.json(), { message: /too many entries: at most 1000/ })
      const long = await saveAnswers(app, student, id, { '1': 'x'.repeat(1001) })
      t.equal(long.statusCode, 400)
      t.match(long.json(), { message: /body\.answers\.1 is too long: at most 1000 characters/ })
      const numeric = await saveAnswers(app, student, id, { '1': 7 })
      t.equal(numeric.statusCode, 400)
      t.match(numeric.json(), { message: /answers\.1 must be string/ })
      const badKey = await saveAnswers(app, student, id, { '__proto__x': 'a', 'a b': 'c' })
      t.equal(badKey.statusCode, 400)
      const huge = await app.inject({
        method: 'PUT',
        url: `/api/attempts/${id}/answers`,
        headers: { ...bearer(student), 'content-type': 'application/json' },
        payload: JSON.stringify({ answers: { '1': 'y'.repeat(1024 * 1024) } }),
      })
      t.equal(huge.statusCode, 413)
      t.match(huge.json(), { statusCode: 413, message: String })
      t.same((await getAttempt(app, student, id)).json().answers, { '2': 'kept' }, 'no refused save changed anything')
    })

    t.test('another student cannot save into my attempt (404)', async (t) => {
      const { app, student, other, tests } = await attemptsWorld(t, backend)
      const id = await startedId(app, student, tests.reading)
      const res = await saveAnswers(app, other, id, { '1': 'theirs' })
      t.equal(res.statusCode, 404)
      t.same((await getAttempt(app, student, id)).json().answers, {})
    })

    t.test('after submit a save is 409 with a message', async (t) => {
      const { app, student, tests } = await attemptsWorld(t, backend)
      const id = await startedId(app, student, tests.reading)
      t.equal((await submit(app, student, tests.reading, { '1': 'key 1' })).statusCode, 200)
      const res = await saveAnswers(app, student, id, { '1': 'too late' })
      t.equal(res.statusCode, 409)
      t.match(res.json(), { statusCode: 409, error: 'Conflict', message: /already been submitted/ })
      t.same((await getAttempt(app, student, id)).json().answers, { '1': 'key 1' })
    })

    t.test('past the deadline plus 60 s grace a save is 409 and the earlier answers are kept', async (t) => {
      const { app, student, tests } = await attemptsWorld(t, backend)
      const id = await startedId(app, student, tests.reading)
      t.equal((await saveAnswers(app, student, id, { '1': 'in time' })).statusCode, 200)
      await setDeadline(app, id, -120)
      const res = await saveAnswers(app, student, id, { '1': 'late', '2': 'late' })
      t.equal(res.statusCode, 409)
      t.match(res.json(), { message: /Time is up/ })
      const shown = (await getAttempt(app, student, id)).json()
      t.same(shown.answers, { '1': 'in time' })
      t.equal(shown.status, 'open', 'a save does not close it; the sweep or a submit does')
    })

    t.test('within the grace (deadline 30 s ago) a save is still accepted', async (t) => {
      const { app, student, tests } = await attemptsWorld(t, backend)
      const id = await startedId(app, student, tests.reading)
      await setDeadline(app, id, -30)
      const res = await saveAnswers(app, student, id, { '1': 'just in time' })
      t.equal(res.statusCode, 200)
      t.same((await getAttempt(app, student, id)).json().answers, { '1': 'just in time' })
    })

    t.test('a practice attempt without a limit saves at any time', async (t) => {
      const { app, student, tests } = await attemptsWorld(t, backend)
      const id = await startedId(app, student, tests.general, { mode: 'practice', minutes: 'no-limit' })
      t.equal((await saveAnswers(app, student, id, { '9': 'key 9' })).statusCode, 200)
    })
  })
}
