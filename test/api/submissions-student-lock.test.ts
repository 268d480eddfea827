import t from 'tap'
import { submissionsRepository } from '#api/modules/submissions/repository.ts'
import { databaseBackends } from '#test/helper.ts'
import { start } from './attempts-helper.ts'
import { submissionsWorld } from './submissions-helper.ts'

// The one-pending rule's lock on a student (decision 0032) serialises only that rule's checks: a
// student's session or attempt, whose insert references their users row (FOR KEY SHARE), is never
// made to wait for it. Two connections are needed, so this runs on PostgreSQL only.

const settled = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise.then(() => 'done' as const), new Promise<'waiting'>((resolve) => setTimeout(() => resolve('waiting'), ms))])

for (const backend of databaseBackends().filter((name) => name === 'postgres')) {
  t.test(backend, async (t) => {
    t.test('while a submit holds the student, their attempt starts; a second check waits its turn', async (t) => {
      const { app, student, studentId, tests } = await submissionsWorld(t, backend)
      let release!: () => void
      let locked!: () => void
      const isLocked = new Promise<void>((resolve) => (locked = resolve))
      const held = app.database.db.transaction(async (tx) => {
        await submissionsRepository(tx).lockStudent(studentId)
        locked()
        await new Promise<void>((resolve) => (release = resolve))
      })
      await isLocked
      const started = start(app, student, { testId: tests.reading, mode: 'practice' })
      const second = app.database.db.transaction(async (tx) => submissionsRepository(tx).lockStudent(studentId))
      const insert = await settled(started, 3000)
      const check = await settled(second, 300)
      release()
      await held
      t.equal(insert, 'done', 'the attempt insert does not wait for the lock')
      t.equal((await started).statusCode, 201)
      t.equal(check, 'waiting', 'another check of the rule waits')
      t.equal(await settled(second, 3000), 'done', 'and goes on once the first ends')
    })
  })
}
