import { randomUUID } from 'node:crypto'
import t from 'tap'
import { databaseBackends } from '#test/helper.ts'
import { attemptsWorld, results, saveAnswers, setDeadline, startedId, storedAttempts, submit } from './attempts-helper.ts'

const submittedCount = async (app: Parameters<typeof storedAttempts>[0], testId: string) =>
  (await storedAttempts(app, testId)).filter((row) => row.status === 'submitted').length

for (const backend of databaseBackends()) {
  t.test(backend, async (t) => {
    t.test('a retry with the same Idempotency-Key answers the same result and stores one attempt', async (t) => {
      const { app, student, tests } = await attemptsWorld(t, backend)
      const idempotencyKey = randomUUID()
      const first = await submit(app, student, tests.reading, { '1': 'key 1' }, { idempotencyKey })
      t.equal(first.statusCode, 200)
      const retry = await submit(app, student, tests.reading, { '1': 'key 1' }, { idempotencyKey })
      t.equal(retry.statusCode, 200)
      t.same(retry.json(), first.json())
      // Even with other answers, a retry is the first submission's answer.
      const changed = await submit(app, student, tests.reading, { '1': 'x', '2': 'key 2' }, { idempotencyKey })
      t.same(changed.json(), first.json())
      t.equal(await submittedCount(app, tests.reading), 1)
      t.equal((await results(app, student, tests.reading)).json().attempts, 1)
    })

    t.test('the same key at the general listening path too', async (t) => {
      const { app, student, tests } = await attemptsWorld(t, backend)
      const idempotencyKey = randomUUID()
      const first = await submit(app, student, tests.general, { '1': 'key 1' }, { general: true, idempotencyKey })
      const retry = await submit(app, student, tests.general, { '1': 'key 1' }, { general: true, idempotencyKey })
      t.equal(retry.statusCode, 200)
      t.same(retry.json(), first.json())
      t.equal((await results(app, student, tests.general)).json().attempts, 1)
    })

    t.test('5 concurrent submits with one key, no attempt started: all 200, one attempt stored', async (t) => {
      const { app, student, tests } = await attemptsWorld(t, backend)
      const idempotencyKey = randomUUID()
      const replies = await Promise.all(
        Array.from({ length: 5 }, () => submit(app, student, tests.oetListening, { '1': 'key 1', '4': 'key 4' }, { idempotencyKey })),
      )
      t.same(replies.map((res) => res.statusCode), [200, 200, 200, 200, 200])
      const ids = new Set(replies.map((res) => res.json().attemptId as string))
      t.equal(ids.size, 1, 'the same attemptId for all')
      for (const res of replies) t.match(res.json(), { correctAnswers: 2, totalQuestions: 6, score: replies[0]!.json().score })
      t.equal((await storedAttempts(app, tests.oetListening)).length, 1)
      t.equal((await results(app, student, tests.oetListening)).json().attempts, 1)
    })

    t.test('5 concurrent submits with one key of a started attempt: all 200, that attempt, nothing else stored', async (t) => {
      const { app, student, tests } = await attemptsWorld(t, backend)
      const id = await startedId(app, student, tests.reading)
      const idempotencyKey = randomUUID()
      const replies = await Promise.all(Array.from({ length: 5 }, () => submit(app, student, tests.reading, { '3': 'key 3' }, { idempotencyKey })))
      t.same(replies.map((res) => res.statusCode), [200, 200, 200, 200, 200])
      t.same([...new Set(replies.map((res) => res.json().attemptId as string))], [id])
      const rows = await storedAttempts(app, tests.reading)
      t.equal(rows.length, 1)
      t.match(rows[0], { id, status: 'submitted', idempotencyKey })
    })

    t.test('a second submit of a submitted attempt without the key (or with another) is 409', async (t) => {
      const { app, student, tests } = await attemptsWorld(t, backend)
      const idempotencyKey = randomUUID()
      const first = await submit(app, student, tests.reading, { '1': 'key 1' }, { idempotencyKey })
      const attemptId = first.json().attemptId as string
      const again = await submit(app, student, tests.reading, { '1': 'key 1' }, { attemptId })
      t.equal(again.statusCode, 409)
      t.match(again.json(), { statusCode: 409, error: 'Conflict', message: /already been submitted/ })
      const otherKey = await submit(app, student, tests.reading, { '1': 'key 1' }, { attemptId, idempotencyKey: randomUUID() })
      t.equal(otherKey.statusCode, 409)
      const sameKey = await submit(app, student, tests.reading, { '1': 'key 1' }, { attemptId, idempotencyKey })
      t.equal(sameKey.statusCode, 200, 'with its own key it is a retry')
      t.equal(await submittedCount(app, tests.reading), 1)
    })

    t.test('a key already used for another test is 409; a short key is 400', async (t) => {
      const { app, student, tests } = await attemptsWorld(t, backend)
      const idempotencyKey = randomUUID()
      t.equal((await submit(app, student, tests.reading, {}, { idempotencyKey })).statusCode, 200)
      const elsewhere = await submit(app, student, tests.oetListening, {}, { idempotencyKey })
      t.equal(elsewhere.statusCode, 409)
      t.match(elsewhere.json(), { message: /another test/ })
      t.equal((await storedAttempts(app, tests.oetListening)).length, 0)
      const short = await submit(app, student, tests.reading, {}, { idempotencyKey: 'abc' })
      t.equal(short.statusCode, 400)
    })

    t.test('the same key from another student is their own submission', async (t) => {
      const { app, student, other, tests } = await attemptsWorld(t, backend)
      const idempotencyKey = randomUUID()
      const mine = await submit(app, student, tests.reading, { '1': 'key 1' }, { idempotencyKey })
      const theirs = await submit(app, other, tests.reading, {}, { idempotencyKey })
      t.equal(theirs.statusCode, 200)
      t.not(theirs.json().attemptId, mine.json().attemptId)
      t.equal(theirs.json().correctAnswers, 0)
    })

    t.test('a late submission retried with its key answers the same result, late included', async (t) => {
      const { app, student, tests } = await attemptsWorld(t, backend)
      const id = await startedId(app, student, tests.reading)
      t.equal((await saveAnswers(app, student, id, { '1': 'key 1' })).statusCode, 200)
      await setDeadline(app, id, -120)
      const idempotencyKey = randomUUID()
      const first = await submit(app, student, tests.reading, { '1': 'key 1', '2': 'key 2' }, { idempotencyKey })
      t.match(first.json(), { attemptId: id, late: true, correctAnswers: 1 })
      const retry = await submit(app, student, tests.reading, { '1': 'key 1', '2': 'key 2' }, { idempotencyKey })
      t.same(retry.json(), first.json())
    })
  })
}
