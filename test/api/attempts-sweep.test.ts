import t from 'tap'
import { scaleScore } from '#shared/scoring/index.ts'
import { databaseBackends } from '#test/helper.ts'
import { attemptsWorld, getAttempt, saveAnswers, setDeadline, start, startedId, storedAttempts, user } from './attempts-helper.ts'

for (const backend of databaseBackends()) {
  t.test(backend, async (t) => {
    t.test('the sweep submits an overdue attempt with its saved answers and leaves one within the grace open', async (t) => {
      const { app, student, other, tests } = await attemptsWorld(t, backend)
      const overdue = await startedId(app, student, tests.reading)
      t.equal((await saveAnswers(app, student, overdue, { '1': 'key 1', '2': 'key 2' })).statusCode, 200)
      await setDeadline(app, overdue, -120)
      const inGrace = await startedId(app, other, tests.reading)
      t.equal((await saveAnswers(app, other, inGrace, { '1': 'key 1' })).statusCode, 200)
      await setDeadline(app, inGrace, -30)
      const unlimited = await startedId(app, student, tests.general, { mode: 'practice', minutes: 'no-limit' })

      t.equal(await app.attempts.closeOverdue(), 1)
      const closed = (await getAttempt(app, student, overdue)).json()
      t.match(closed, {
        status: 'submitted',
        answers: { '1': 'key 1', '2': 'key 2' },
        result: { correctAnswers: 2, totalQuestions: 3, score: scaleScore(2, 3, null) },
      })
      const [row] = (await storedAttempts(app, tests.reading)).filter((r) => r.id === overdue)
      t.match(row, { submittedBy: 'server', score: scaleScore(2, 3, null) })
      t.match((await getAttempt(app, other, inGrace)).json(), { status: 'open', result: null })
      t.match((await getAttempt(app, student, unlimited)).json(), { status: 'open' })
      t.equal(await app.attempts.closeOverdue(), 0, 'nothing left to close')
    })

    t.test('two concurrent sweeps submit each overdue attempt exactly once', async (t) => {
      const { app, admin, tests } = await attemptsWorld(t, backend)
      const students = [await user(app), await user(app), await user(app), await user(app)]
      const ids: string[] = []
      for (const [i, { token }] of students.entries()) {
        for (const testId of [tests.reading, tests.oetListening]) {
          const id = await startedId(app, token, testId)
          t.equal((await saveAnswers(app, token, id, { '1': i % 2 === 0 ? 'key 1' : 'no' })).statusCode, 200)
          await setDeadline(app, id, -120 - i)
          ids.push(id)
        }
      }
      const open = await startedId(app, admin, tests.reading)
      const counts = await Promise.all([app.attempts.closeOverdue(), app.attempts.closeOverdue()])
      t.equal(counts[0]! + counts[1]!, ids.length, 'between them the sweeps closed each overdue attempt once')
      const rows = await storedAttempts(app)
      for (const id of ids) {
        t.match(
          rows.find((r) => r.id === id),
          { status: 'submitted', submittedBy: 'server' },
        )
      }
      t.match(
        rows.find((r) => r.id === open),
        { status: 'open' },
      )
      t.equal(await app.attempts.closeOverdue(), 0)
    })

    t.test('more overdue attempts than one batch: a later sweep takes the rest', async (t) => {
      const { app, student, other, tests } = await attemptsWorld(t, backend)
      for (const token of [student, other]) {
        const id = await startedId(app, token, tests.reading)
        await setDeadline(app, id, -300)
      }
      t.equal(await app.attempts.closeOverdue(1), 1)
      t.equal(await app.attempts.closeOverdue(1), 1)
      t.equal(await app.attempts.closeOverdue(1), 0)
    })

    t.test('starting a test whose open attempt is overdue closes that one and starts a new one', async (t) => {
      const { app, student, tests } = await attemptsWorld(t, backend)
      const old = await startedId(app, student, tests.oetListening)
      t.equal((await saveAnswers(app, student, old, { '1': 'key 1', '3': 'key 3' })).statusCode, 200)
      await setDeadline(app, old, -120)
      const res = await start(app, student, { testId: tests.oetListening, mode: 'simulation' })
      t.equal(res.statusCode, 201)
      t.not(res.json().id, old)
      t.match(res.json(), { status: 'open', answers: {} })
      t.match((await getAttempt(app, student, old)).json(), {
        status: 'submitted',
        answers: { '1': 'key 1', '3': 'key 3' },
        result: { correctAnswers: 2, totalQuestions: 6 },
      })
      const rows = await storedAttempts(app, tests.oetListening)
      t.equal(rows.length, 2)
      t.match(
        rows.find((r) => r.id === old),
        { submittedBy: 'server' },
      )
    })

    t.test('the sweep running on a timer closes overdue attempts by itself', async (t) => {
      const { app, student, tests } = await attemptsWorld(t, backend, { SWEEP_INTERVAL_SECONDS: '1' })
      const id = await startedId(app, student, tests.reading)
      await setDeadline(app, id, -120)
      for (let i = 0; i < 100 && (await getAttempt(app, student, id)).json().status === 'open'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      t.equal((await getAttempt(app, student, id)).json().status, 'submitted')
    })
  })
}
