import { eq } from 'drizzle-orm'
import t from 'tap'
import { attempts, submissions } from '#api/db/schema.ts'
import { WRITING_PENDING_MESSAGE } from '#shared/submissions/submissions.ts'
import type { MockSection } from '#shared/mock/mock.ts'
import { HTTP_BACKEND } from '#test/helper.ts'
import { ageAttempt, getAttempt, saveAnswers, setDeadline, start, startedId } from './attempts-helper.ts'
import { get, postJson, submissionsWorld, writingUrl } from './submissions-helper.ts'

// A writing attempt the student never submitted (a closed tab, a lost connection) is closed by the
// server when its time is up; the letter it saved must still reach the staff queue, exactly once.

type World = Awaited<ReturnType<typeof submissionsWorld>>
const LETTER = 'Dear Dr Smith, I am writing to refer Ms Jane Doe, who was admitted with chest pain.'

const myLetters = async (world: World, token = world.student) => {
  const res = await get(world.app, token, '/api/writing-tests/student/results')
  if (res.statusCode !== 200) throw new Error(`results answered ${res.statusCode}: ${res.body}`)
  return res.json() as Array<{ testId: string; source: string; mode: string; status: string; writingAnswer: string | null }>
}

/**
 * A mock attempt with the sections the student chose and answers saved, left past its deadline.
 * Both are set straight in the database: the start call does not take sections yet, and the
 * autosave body does not yet admit a mock's "section:id" answer ids.
 */
async function mockAttempt(world: World, sections: MockSection[] | null, answers: Record<string, string>) {
  const id = await startedId(world.app, world.student, world.tests.mock)
  await world.app.database.db.update(attempts).set({ sections, answers }).where(eq(attempts.id, id))
  await setDeadline(world.app, id, -120)
  return id
}

const backend = HTTP_BACKEND

t.test('the sweep closes a writing attempt left past its deadline and its letter appears pending', async (t) => {
  const world = await submissionsWorld(t, backend)
  const { app, student, tests } = world
  const id = await startedId(app, student, tests.writing)
  t.equal((await saveAnswers(app, student, id, { writingAnswer: LETTER })).statusCode, 200)
  await setDeadline(app, id, -120)
  t.same(await myLetters(world), [], 'nothing queued while the attempt is open')

  t.equal(await app.attempts.closeOverdue(), 1)
  t.equal((await getAttempt(app, student, id)).json().status, 'submitted')
  t.match(await myLetters(world), [{ testId: tests.writing, source: 'test', mode: 'computer', status: 'pending', writingAnswer: LETTER }])
  t.same(await myLetters(world, world.other), [], 'only the writer sees it')

  t.equal(await app.attempts.closeOverdue(), 0, 'a second sweep finds nothing to close')
  t.equal((await myLetters(world)).length, 1, 'sweeping twice queues one letter')
})

t.test('a blank letter (or none) queues nothing', async (t) => {
  const world = await submissionsWorld(t, backend)
  const { app, student, other, tests } = world
  const blank = await startedId(app, student, tests.writing)
  t.equal((await saveAnswers(app, student, blank, { writingAnswer: '  \n\t ' })).statusCode, 200)
  await setDeadline(app, blank, -120)
  const untouched = await startedId(app, other, tests.writing)
  await setDeadline(app, untouched, -120)
  t.equal(await app.attempts.closeOverdue(), 2)
  t.same(await myLetters(world), [])
  t.same(await myLetters(world, other), [])
})

t.test('two sweeps at once queue each letter once', async (t) => {
  const world = await submissionsWorld(t, backend)
  const { app, student, other, tests } = world
  for (const token of [student, other]) {
    const id = await startedId(app, token, tests.writing)
    t.equal((await saveAnswers(app, token, id, { writingAnswer: LETTER })).statusCode, 200)
    await setDeadline(app, id, -120)
  }
  const closed = await Promise.all([app.attempts.closeOverdue(), app.attempts.closeOverdue()])
  t.equal(closed[0]! + closed[1]!, 2)
  t.equal((await myLetters(world)).length, 1)
  t.equal((await myLetters(world, other)).length, 1)
})

t.test('starting the writing test again closes the overdue attempt and queues its letter; the new attempt waits for its evaluation', async (t) => {
  const world = await submissionsWorld(t, backend)
  const { app, student, tests } = world
  const old = await startedId(app, student, tests.writing)
  t.equal((await saveAnswers(app, student, old, { writingAnswer: LETTER })).statusCode, 200)
  await setDeadline(app, old, -120)
  const res = await start(app, student, { testId: tests.writing, mode: 'simulation' })
  // Decision 0032: a letter of this test now waits, so no new writing attempt starts.
  t.same(res.json(), { statusCode: 409, error: 'Conflict', code: 'CONFLICT', message: WRITING_PENDING_MESSAGE })
  t.equal((await getAttempt(app, student, old)).json().status, 'submitted', 'the overdue attempt is closed all the same')
  t.match(await myLetters(world), [{ testId: tests.writing, status: 'pending', writingAnswer: LETTER }])
  t.equal(await app.attempts.closeOverdue(), 0)
  t.equal((await myLetters(world)).length, 1)
  const evaluated = await app.database.db.update(submissions).set({ status: 'evaluated' }).where(eq(submissions.attemptId, old)).returning()
  t.equal(evaluated.length, 1)
  const later = await start(app, student, { testId: tests.writing, mode: 'simulation' })
  t.equal(later.statusCode, 201, 'once it is evaluated the test starts again')
  t.not(later.json().id, old)
})

t.test('a letter the one-pending rule refused is not queued by the sweep; it stays on the attempt', async (t) => {
  const world = await submissionsWorld(t, backend)
  const { app, student, tests } = world
  const id = await startedId(app, student, tests.writing)
  t.equal((await saveAnswers(app, student, id, { writingAnswer: LETTER })).statusCode, 200)
  await ageAttempt(app, id, 301)
  const elsewhere = await postJson(app, { token: student }, writingUrl(tests.writing), { writingAnswer: 'Dear Doctor, sent without the attempt.' })
  t.equal(elsewhere.statusCode, 201)
  const refused = await postJson(app, { token: student }, writingUrl(tests.writing), { writingAnswer: LETTER, attemptId: id })
  t.same(refused.json(), { statusCode: 409, error: 'Conflict', code: 'CONFLICT', message: WRITING_PENDING_MESSAGE })
  t.equal((await getAttempt(app, student, id)).json().status, 'open')

  await setDeadline(app, id, -120)
  t.equal(await app.attempts.closeOverdue(), 1)
  const attempt = (await getAttempt(app, student, id)).json()
  t.equal(attempt.status, 'submitted')
  t.equal(attempt.answers.writingAnswer, LETTER, 'the letter stays on the closed attempt')
  t.match(await myLetters(world), [{ writingAnswer: 'Dear Doctor, sent without the attempt.', status: 'pending' }])
  t.equal((await myLetters(world)).length, 1, 'still one letter waits, as the 409 said')
})

t.test('a writing attempt does not start while a letter of that test waits; an open one still resumes', async (t) => {
  const world = await submissionsWorld(t, backend)
  const { app, student, other, tests } = world
  const open = await startedId(app, other, tests.writing)
  t.equal((await postJson(app, { token: student }, writingUrl(tests.writing), { writingAnswer: LETTER })).statusCode, 201)
  t.equal((await postJson(app, { token: other }, writingUrl(tests.writing), { writingAnswer: LETTER })).statusCode, 201)
  const refused = await start(app, student, { testId: tests.writing, mode: 'simulation' })
  t.same(refused.json(), { statusCode: 409, error: 'Conflict', code: 'CONFLICT', message: WRITING_PENDING_MESSAGE })
  const resumed = await start(app, other, { testId: tests.writing, mode: 'simulation' })
  t.equal(resumed.statusCode, 200, 'the open attempt is resumed, its letter kept')
  t.equal(resumed.json().id, open)
  t.equal((await start(app, student, { testId: tests.reading, mode: 'simulation' })).statusCode, 201, 'other tests start as before')
})

t.test('a mock attempt that sat writing queues its letter as the mock\'s', async (t) => {
  const world = await submissionsWorld(t, backend)
  const { app, tests } = world
  await mockAttempt(world, ['listening', 'writing'], { 'listening:1': 'key 1', 'writing:answer': LETTER })
  t.equal(await app.attempts.closeOverdue(), 1)
  t.match(await myLetters(world), [{ testId: tests.mock, source: 'mock', mode: 'computer', status: 'pending', writingAnswer: LETTER }])
})

t.test('a mock attempt with every section (sections null) queues its letter too', async (t) => {
  const world = await submissionsWorld(t, backend)
  await mockAttempt(world, null, { 'writing:answer': LETTER })
  t.equal(await world.app.attempts.closeOverdue(), 1)
  t.match(await myLetters(world), [{ testId: world.tests.mock, source: 'mock', writingAnswer: LETTER }])
})

t.test('a mock attempt that did not sit writing, or left it blank, queues nothing', async (t) => {
  const world = await submissionsWorld(t, backend)
  await mockAttempt(world, ['listening', 'reading'], { 'writing:answer': LETTER })
  t.equal(await world.app.attempts.closeOverdue(), 1)
  await mockAttempt(world, ['writing'], { 'writing:answer': ' ' })
  t.equal(await world.app.attempts.closeOverdue(), 1)
  t.same(await myLetters(world), [])
})
