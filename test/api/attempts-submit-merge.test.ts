import t from 'tap'
import { databaseBackends } from '#test/helper.ts'
import { attemptsWorld, bearer, results, startedId, storedAttempts, submit, type Api } from './attempts-helper.ts'

/*
 * A submit merges into the saved sheet question by question, as every save does (issue 32): a
 * second device holding only some answers, or none, cannot erase what the first one saved.
 */

const ago = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString()

const save = (app: Api, token: string, id: string, answers: Record<string, string>, typedAt: Record<string, string>, device: string) =>
  app.inject({ method: 'PUT', url: `/api/attempts/${id}/answers`, headers: bearer(token), payload: { answers, typedAt, device } })

for (const backend of databaseBackends()) {
  t.test(backend, async (t) => {
    t.test('saved on the laptop, submitted from a phone that holds one answer: all three are marked', async (t) => {
      const { app, student, tests } = await attemptsWorld(t, backend)
      const id = await startedId(app, student, tests.oetListening)
      t.equal((await save(app, student, id, { '1': 'key 1', '3': 'key 3' }, { '1': ago(30), '3': ago(20) }, 'laptop-aaaaaa')).statusCode, 200)
      const res = await submit(app, student, tests.oetListening, { '4': 'key 4' }, { attemptId: id, typedAt: { '4': ago(5) } })
      t.equal(res.statusCode, 200)
      t.match(res.json(), { attemptId: id, late: false, correctAnswers: 3 }, 'scored 3, not 1')
      const answered = (res.json().review as { questionId: string; answer: string }[]).filter((item) => item.answer !== '')
      t.same(
        answered.map((item) => [item.questionId, item.answer]),
        [
          ['1', 'key 1'],
          ['3', 'key 3'],
          ['4', 'key 4'],
        ],
        'the review shows what was marked',
      )
      const [row] = await storedAttempts(app, tests.oetListening)
      t.same(row!.answers, { '1': 'key 1', '3': 'key 3', '4': 'key 4' }, 'the stored attempt holds the merged sheet')
      const history = (await results(app, student, tests.oetListening)).json()
      t.match(history.results.at(-1), { correctAnswers: 3, answers: { '1': 'key 1', '3': 'key 3', '4': 'key 4' } }, 'and the results show it')
    })

    t.test('an empty submit keeps every saved answer', async (t) => {
      const { app, student, tests } = await attemptsWorld(t, backend)
      const id = await startedId(app, student, tests.reading)
      await save(app, student, id, { '1': 'key 1', '2': 'key 2' }, { '1': ago(10), '2': ago(10) }, 'laptop-aaaaaa')
      const res = await submit(app, student, tests.reading, {}, { attemptId: id })
      t.match(res.json(), { attemptId: id, correctAnswers: 2 })
      t.same((await storedAttempts(app, tests.reading))[0]!.answers, { '1': 'key 1', '2': 'key 2' })
    })

    t.test('where both have an answer the newer typed wins; an answer sent without a time counts as typed at the submit', async (t) => {
      const { app, student, tests } = await attemptsWorld(t, backend)
      const id = await startedId(app, student, tests.reading)
      await save(app, student, id, { '1': 'key 1', '2': 'typed first' }, { '1': ago(10), '2': ago(60) }, 'phone-bbbbbbbb')
      // The submitting device typed 1 before the phone did (its answer loses) and 2 without a time (it wins).
      const res = await submit(app, student, tests.reading, { '1': 'an older answer', '2': 'key 2' }, { typedAt: { '1': ago(40) } })
      t.match(res.json(), { attemptId: id, correctAnswers: 2 })
      t.same((await storedAttempts(app, tests.reading))[0]!.answers, { '1': 'key 1', '2': 'key 2' })
    })

    t.test('a device that sends everything it saved is stored as sent, its cleared answer included', async (t) => {
      const { app, student, tests } = await attemptsWorld(t, backend)
      const id = await startedId(app, student, tests.reading)
      await save(app, student, id, { '1': 'key 1', '2': 'key 2' }, { '1': ago(10), '2': ago(10) }, 'laptop-aaaaaa')
      const res = await submit(app, student, tests.reading, { '1': 'key 1', '2': '', '3': 'key 3' }, { attemptId: id, typedAt: { '2': ago(2) } })
      t.match(res.json(), { attemptId: id, correctAnswers: 2 })
      t.same((await storedAttempts(app, tests.reading))[0]!.answers, { '1': 'key 1', '2': '', '3': 'key 3' })
    })

    t.test('bad typing times are 400 and submit nothing', async (t) => {
      const { app, student, tests } = await attemptsWorld(t, backend)
      await startedId(app, student, tests.reading)
      for (const typedAt of [{ '1': 'yesterday' }, { '../x': ago(1) }, ['not', 'a map']]) {
        const res = await app.inject({ method: 'POST', url: `/api/oet-listening-tests/${tests.reading}/submit`, headers: bearer(student), payload: { answers: { '1': 'key 1' }, typedAt } })
        t.equal(res.statusCode, 400, JSON.stringify(typedAt))
        t.match(res.json().message, /typedAt/)
      }
      t.same((await storedAttempts(app, tests.reading)).map((row) => row.status), ['open'])
    })
  })
}
