import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import t from 'tap'
import { attempts, notifications, submissionFiles, submissions } from '#api/db/schema.ts'
import { USER_READS_CHANNEL } from '#api/db/user-reads.ts'
import { sampleDocument } from '#shared/content/import-samples.ts'
import { databaseBackends } from '#test/helper.ts'
import { eventually, twoReplicas } from './replicas.ts'
import { bearer, importedId, userToken, type Api } from './tests-fixtures.ts'

/**
 * What every signed-in page reads of a student's own rows (attempts, submissions, notifications)
 * is kept by each API host until the database says a row of theirs changed (issue 34, decision
 * 0094). Two API hosts on one database stand for two replicas.
 */

const read = async <T>(app: Api, token: string, url: string): Promise<T> => {
  const res = await app.inject({ method: 'GET', url, headers: bearer(token) })
  if (res.statusCode !== 200) throw new Error(`GET ${url} answered ${res.statusCode}: ${res.body}`)
  return res.json() as T
}
const attemptStatuses = async (app: Api, token: string) => (await read<{ status: string }[]>(app, token, '/api/me/attempts')).map((attempt) => attempt.status)
const notificationTitles = async (app: Api, token: string) => (await read<{ items: { title: string }[] }>(app, token, '/api/notifications')).items.map((item) => item.title)
const writing = (app: Api, token: string) =>
  read<{ status: string; marks: number | null; files: unknown[] }[]>(app, token, '/api/writing-tests/student/results')

const idOf = async (app: Api, token: string) => (await read<{ user: { id: string } }>(app, token, '/api/auth/me')).user.id

/** A notification written with the triggers off, as nothing in the product does: no one is told. */
async function insertUnannounced(app: Api, userId: string, title: string) {
  await app.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`)
    await tx.insert(notifications).values({ userId, kind: 'evaluated', title, body: 'Written unannounced.' })
  })
}

for (const backend of databaseBackends()) {
  t.test(`${backend}: a student's own change shows at once, and on the other replica when it is told`, async (t) => {
    const { first, second } = await twoReplicas(t, backend)
    const staff = await userToken(first, 'staff')
    const student = await userToken(first)
    const reading = await importedId(first, staff, sampleDocument('oetReading'))
    t.same(await attemptStatuses(first, student), [], 'no attempt yet, on the first replica')
    t.same(await attemptStatuses(second, student), [], 'nor on the second')

    const started = await first.inject({ method: 'POST', url: '/api/attempts', headers: bearer(student), payload: { testId: reading, mode: 'practice', minutes: 'no-limit' } })
    t.equal(started.statusCode, 201)
    t.same(await attemptStatuses(first, student), ['open'], 'the replica that started it lists it at once')
    t.ok(await eventually(async () => (await attemptStatuses(second, student)).join() === 'open'), 'the other replica lists it too')

    const attemptId = (started.json() as { id: string }).id
    const submitted = await second.inject({
      method: 'POST',
      url: `/api/oet-listening-tests/${reading}/submit`,
      headers: { ...bearer(student), 'idempotency-key': randomUUID() },
      payload: { answers: {}, attemptId },
    })
    t.equal(submitted.statusCode, 200)
    t.same(await attemptStatuses(second, student), ['submitted'], 'the replica that took the submit shows it submitted at once')
    t.ok(await eventually(async () => (await attemptStatuses(first, student)).join() === 'submitted'), 'and the other replica when told')
    const home = await read<{ attempts: { status: string }[]; submissions: { writing: unknown[]; speaking: unknown[] } }>(first, student, '/api/me/home')
    t.same(home, { attempts: [{ ...home.attempts[0], status: 'submitted' }], submissions: { writing: [], speaking: [] } }, "the welcome page's one call answers the same")
  })

  t.test(`${backend}: a test's results are kept until the student submits again`, async (t) => {
    const { first, second } = await twoReplicas(t, backend)
    const staff = await userToken(first, 'staff')
    const student = await userToken(first)
    const reading = await importedId(first, staff, sampleDocument('oetReading'))
    const submitAttempt = async () => {
      const started = await first.inject({ method: 'POST', url: '/api/attempts', headers: bearer(student), payload: { testId: reading, mode: 'practice', minutes: 'no-limit' } })
      const submitted = await first.inject({
        method: 'POST',
        url: `/api/oet-listening-tests/${reading}/submit`,
        headers: { ...bearer(student), 'idempotency-key': randomUUID() },
        payload: { answers: {}, attemptId: (started.json() as { id: string }).id },
      })
      t.equal(submitted.statusCode, 200)
    }
    const attemptsShown = async (app: Api) => (await read<{ attempts: number }>(app, student, `/api/listening-tests/${reading}/results`)).attempts
    await submitAttempt()
    t.equal(await attemptsShown(first), 1, 'one attempt, on the first replica')
    t.ok(await eventually(async () => (await attemptsShown(second)) === 1), 'and on the second, which keeps it too')
    await submitAttempt()
    t.equal(await attemptsShown(first), 2, 'the replica that took the second submit shows both at once')
    t.ok(await eventually(async () => (await attemptsShown(second)) === 2), 'the other replica when told')
  })

  t.test(`${backend}: the sweep's change shows at once on the host that swept`, async (t) => {
    const { first } = await twoReplicas(t, backend)
    const staff = await userToken(first, 'staff')
    const student = await userToken(first)
    const reading = await importedId(first, staff, sampleDocument('oetReading'))
    const started = await first.inject({ method: 'POST', url: '/api/attempts', headers: bearer(student), payload: { testId: reading, mode: 'simulation' } })
    const attemptId = (started.json() as { id: string }).id
    await first.database.db.update(attempts).set({ deadlineAt: new Date(Date.now() - 3_600_000) }).where(eq(attempts.id, attemptId))
    t.ok(await eventually(async () => (await attemptStatuses(first, student)).join() === 'open'), 'kept as open, past its deadline')
    t.equal(await first.attempts.closeOverdue(), 1)
    t.same(await attemptStatuses(first, student), ['submitted'], 'submitted by the sweep, shown at once')
  })

  t.test(`${backend}: what is kept is answered until a row of that student changes`, async (t) => {
    const { first } = await twoReplicas(t, backend)
    const student = await userToken(first)
    const other = await userToken(first)
    const studentId = await idOf(first, student)
    t.same(await notificationTitles(first, student), [])

    await insertUnannounced(first, studentId, 'Unannounced')
    t.same(await notificationTitles(first, student), [], 'the kept list is answered, not read again')
    await first.database.db.execute(sql`select pg_notify(${USER_READS_CHANNEL}, ${await idOf(first, other)})`)
    t.same(await notificationTitles(first, student), [], "another student's change leaves it kept")
    await first.database.db.execute(sql`select pg_notify(${USER_READS_CHANNEL}, ${studentId})`)
    t.ok(await eventually(async () => (await notificationTitles(first, student)).includes('Unannounced')), "the student's own change drops it")
  })

  t.test(`${backend}: a change to any of a student's rows by anyone is told (an evaluator, the sweep, another replica)`, async (t) => {
    const { first, second } = await twoReplicas(t, backend)
    const staff = await userToken(first, 'staff')
    const student = await userToken(first)
    const studentId = await idOf(first, student)
    const task = await importedId(first, staff, sampleDocument('oetWriting'))
    t.same(await writing(second, student), [])
    t.same(await notificationTitles(second, student), [])

    // Written by the first replica's database, as an evaluator's or the sweep's change would be.
    const db = first.database.db
    const [submission] = await db
      .insert(submissions)
      .values({ userId: studentId, testId: task, skill: 'writing', source: 'test', mode: 'computer', writingAnswer: 'Dear Dr Patel,' })
      .returning()
    t.ok(await eventually(async () => (await writing(second, student)).length === 1), 'a new submission')
    await db.insert(submissionFiles).values({ submissionId: submission!.id, position: 0, blobKey: 'k', contentType: 'image/jpeg', bytes: 1 })
    t.ok(await eventually(async () => (await writing(second, student))[0]?.files.length === 1), 'a file of it')
    await db.update(submissions).set({ marks: 30 }).where(eq(submissions.id, submission!.id))
    t.ok(await eventually(async () => (await writing(second, student))[0]?.marks === 30), 'its evaluation')
    await db.insert(notifications).values({ userId: studentId, kind: 'evaluated', title: 'Your letter is marked', body: 'See the marks.' })
    t.ok(await eventually(async () => (await notificationTitles(second, student)).includes('Your letter is marked')), 'a notification')
    await db.update(notifications).set({ readAt: new Date() }).where(eq(notifications.userId, studentId))
    t.ok(await eventually(async () => (await read<{ unread: number }>(second, student, '/api/notifications')).unread === 0), 'a notification read')
  })

  t.test(`${backend}: saving answers tells no one`, async (t) => {
    const { first } = await twoReplicas(t, backend)
    const staff = await userToken(first, 'staff')
    const student = await userToken(first)
    const reading = await importedId(first, staff, sampleDocument('oetReading'))
    const started = await first.inject({ method: 'POST', url: '/api/attempts', headers: bearer(student), payload: { testId: reading, mode: 'practice', minutes: 'no-limit' } })
    const attemptId = (started.json() as { id: string }).id

    const told: (string | undefined)[] = []
    const listener = await first.database.listen(USER_READS_CHANNEL, (payload) => told.push(payload))
    t.teardown(() => listener.stop())
    // A marker arrives after whatever was sent before it: the start's notification, then the save's if any.
    const marked = async (marker: string) => {
      await first.database.db.execute(sql`select pg_notify(${USER_READS_CHANNEL}, ${marker})`)
      return eventually(async () => told.includes(marker))
    }
    t.ok(await marked('before'))
    const saved = await first.inject({ method: 'PUT', url: `/api/attempts/${attemptId}/answers`, headers: bearer(student), payload: { answers: { '1': 'oedema' } } })
    t.equal(saved.statusCode, 200)
    t.ok(await marked('after'))
    t.same(told.slice(told.indexOf('before') + 1, told.indexOf('after')), [], 'nothing between the markers')
  })
}
