import t from 'tap'
import { HTTP_BACKEND } from '#test/helper.ts'
import { attemptsWorld, bearer, getAttempt, saveAnswers, start, startedId, submit, type Api } from './attempts-helper.ts'

const discard = (app: Api, token: string, id: string) => app.inject({ method: 'DELETE', url: `/api/attempts/${id}`, headers: bearer(token) })

t.test('an open attempt is discarded, answers and all, and the test starts afresh', async (t) => {
  const { app, student, tests } = await attemptsWorld(t, HTTP_BACKEND)
  const id = await startedId(app, student, tests.reading)
  t.equal((await saveAnswers(app, student, id, { '1': 'typed before' })).statusCode, 200)
  const gone = await discard(app, student, id)
  t.equal(gone.statusCode, 204)
  t.equal((await getAttempt(app, student, id)).statusCode, 404, 'the attempt is gone')
  t.match((await saveAnswers(app, student, id, { '1': 'late' })).json(), { statusCode: 404, message: 'No such attempt.' }, 'a save from another tab finds nothing')
  t.match((await discard(app, student, id)).json(), { statusCode: 404 }, 'discarding twice finds nothing the second time')
  const again = await start(app, student, { testId: tests.reading, mode: 'simulation' })
  t.equal(again.statusCode, 201, 'a new attempt starts')
  t.not(again.json().id, id)
  t.same(again.json().answers, {}, 'with no answers')
})

t.test('a submitted attempt, or another student’s, cannot be discarded', async (t) => {
  const { app, student, other, tests } = await attemptsWorld(t, HTTP_BACKEND)
  const id = await startedId(app, student, tests.reading)
  t.match((await discard(app, other, id)).json(), { statusCode: 404, message: 'No such attempt.' }, 'another student finds nothing')
  t.equal((await submit(app, student, tests.reading, { '1': 'key 1' }, { attemptId: id })).statusCode, 200)
  const kept = await discard(app, student, id)
  t.equal(kept.statusCode, 409)
  t.match(kept.json(), { message: /submitted; its result is kept/ })
  t.equal((await getAttempt(app, student, id)).json().status, 'submitted', 'the result stays')
  t.equal((await discard(app, student, 'not-a-uuid')).statusCode, 400)
})
