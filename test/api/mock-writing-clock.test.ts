import { eq, sql } from 'drizzle-orm'
import t from 'tap'
import { attempts, submissions } from '#api/db/schema.ts'
import { HTTP_BACKEND } from '#test/helper.ts'
import { bearer, saveAnswers, setDeadline, user, type Api } from './attempts-helper.ts'
import { field, mockSubmitWorld, startMock, storedState, submitMock } from './mock-submit-helper.ts'
import { get, jpeg, type Part } from './submissions-helper.ts'

// Decision 0056: the API host holds a mock's letter to its writing section's reading time (from
// the section's start on the server), as the writing test's; and records whether the letter was
// written under the exam's timed conditions, for staff to see ("Timed: 45 min" / "Untimed").

const backend = HTTP_BACKEND
type World = Awaited<ReturnType<typeof mockSubmitWorld>>
const LETTER = 'Dear Dr Osei, I am writing to refer Mrs Lund, who is going home today.'
const READING_TIME = /^The reading time is not over yet: you can submit your letter once writing time starts, in [45]:\d\d \(minutes:seconds\)\.$/
const image = async (): Promise<Part> => ['writingFiles', await jpeg(), 'page.jpg', 'image/jpeg']
const typed = (attemptId: string) => [field('attemptId', attemptId), field('writingAnswer', LETTER), field('writingData', { mode: 'computer' })]

/** Starts the writing section's clock on the server, as the mock screen does when the section begins. */
async function beginWriting(app: Api, token: string, attemptId: string) {
  const res = await app.inject({ method: 'POST', url: `/api/attempts/${attemptId}/parts/writing/start`, headers: bearer(token) })
  if (res.statusCode !== 200) throw new Error(`part start answered ${res.statusCode}: ${res.body}`)
}

/** Moves the writing section's start `seconds` into the past, as if that time had passed. */
async function ageWriting(app: Api, attemptId: string, seconds: number) {
  const [row] = await app.database.db.select().from(attempts).where(eq(attempts.id, attemptId))
  const began = new Date(Date.parse(row!.partStartedAt.writing!) - seconds * 1000).toISOString()
  await app.database.db
    .update(attempts)
    .set({ partStartedAt: sql`${attempts.partStartedAt} || ${JSON.stringify({ writing: began })}::jsonb` })
    .where(eq(attempts.id, attemptId))
}

const letterRows = (world: World, attemptId: string) => world.app.database.db.select().from(submissions).where(eq(submissions.attemptId, attemptId))
const queue = async (world: World) =>
  (await get(world.app, world.staff, '/api/staff/submissions?skill=writing')).json().items as Array<{ id: string; timed: boolean | null; source: string }>

t.test('during the writing section’s reading time a mock letter is refused, naming the wait, and nothing changes', async (t) => {
  const world = await mockSubmitWorld(t, backend)
  const { app, student, mocks } = world
  const attemptId = await startMock(app, student, mocks.full, { sections: ['writing'] })
  await beginWriting(app, student, attemptId)

  const letter = await submitMock(app, student, mocks.full, typed(attemptId))
  t.equal(letter.statusCode, 409)
  t.match(letter.json().message, READING_TIME)
  const photos = await submitMock(app, student, mocks.full, [field('attemptId', attemptId), field('writingData', { mode: 'paper' }), await image()])
  t.equal(photos.statusCode, 409, 'photos too')
  t.match(photos.json().message, READING_TIME)
  t.same(await storedState(app, attemptId), { status: 'open', submissions: 0 }, 'the attempt stays open, nothing is queued')
  t.same(await world.storedFiles(), [], 'no photo is kept')

  await ageWriting(app, attemptId, 301)
  const res = await submitMock(app, student, mocks.full, typed(attemptId))
  t.equal(res.statusCode, 200, 'once writing time has started it is accepted')
  const [row] = await letterRows(world, attemptId)
  t.match(row, { skill: 'writing', source: 'mock', writingAnswer: LETTER, timed: true })
  t.match(await queue(world), [{ id: row!.id, source: 'mock', timed: true }], 'staff see it was written in the exam’s 45 minutes')
})

t.test('a saved letter counts too: one saved during the reading time cannot be submitted then', async (t) => {
  const world = await mockSubmitWorld(t, backend)
  const { app, student, mocks } = world
  const attemptId = await startMock(app, student, mocks.full, { sections: ['writing'] })
  await beginWriting(app, student, attemptId)
  t.equal((await saveAnswers(app, student, attemptId, { 'writing:answer': LETTER })).statusCode, 200)
  const res = await submitMock(app, student, mocks.full, [field('attemptId', attemptId)])
  t.equal(res.statusCode, 409)
  t.same(await storedState(app, attemptId), { status: 'open', submissions: 0 })
})

t.test('the mock ended by its clock during the reading time is taken with what exists; a blank letter is never refused', async (t) => {
  const world = await mockSubmitWorld(t, backend)
  const { app, student, other, mocks } = world
  const blankId = await startMock(app, other, mocks.full, { sections: ['listening', 'writing'] })
  await beginWriting(app, other, blankId)
  const blank = await submitMock(app, other, mocks.full, [field('attemptId', blankId), field('listeningAnswers', { '1': 'a' }), field('writingAnswer', '')])
  t.equal(blank.statusCode, 200, 'finishing the mock with no letter during the reading time is not refused')

  const attemptId = await startMock(app, student, mocks.full, { sections: ['writing'] })
  await beginWriting(app, student, attemptId)
  await setDeadline(app, attemptId, -1)
  const res = await submitMock(app, student, mocks.full, typed(attemptId))
  t.equal(res.statusCode, 200, 'past the deadline the clock ends the mock: the letter is taken')
  t.equal((await storedState(app, attemptId)).status, 'submitted')
})

t.test('timed only under the exam’s 45 minutes: a practice of other minutes, or photos after the grace, are untimed', async (t) => {
  const world = await mockSubmitWorld(t, backend)
  const { app, student, other, mocks } = world
  const third = (await user(app)).token
  const practice = await startMock(app, student, mocks.full, { sections: ['writing'], mode: 'practice', minutes: 20 })
  await beginWriting(app, student, practice)
  t.equal((await submitMock(app, student, mocks.full, typed(practice))).statusCode, 409, 'a 20-minute practice locks its first 2 minutes')
  await ageWriting(app, practice, 121)
  t.equal((await submitMock(app, student, mocks.full, typed(practice))).statusCode, 200)
  t.match(await letterRows(world, practice), [{ timed: false }])

  const exam = await startMock(app, other, mocks.full, { sections: ['writing'], mode: 'practice', minutes: 45 })
  t.equal((await submitMock(app, other, mocks.full, typed(exam))).statusCode, 200, 'the section not begun: no reading time is known to hold it to')
  t.match(await letterRows(world, exam), [{ timed: true }], 'a practice of the exam’s 45 minutes is timed')

  const late = await startMock(app, third, mocks.full, { sections: ['writing'] })
  await setDeadline(app, late, -120)
  const photos = await submitMock(app, third, mocks.full, [field('attemptId', late), field('writingData', { mode: 'paper' }), await image()])
  t.equal(photos.statusCode, 200, 'photos after the time are not lost')
  t.match(await letterRows(world, late), [{ mode: 'paper', timed: false }])
})

t.test('a letter the server takes from an overdue mock it closes is timed', async (t) => {
  const world = await mockSubmitWorld(t, backend)
  const { app, student, mocks } = world
  const attemptId = await startMock(app, student, mocks.full, { sections: ['writing'] })
  t.equal((await saveAnswers(app, student, attemptId, { 'writing:answer': LETTER })).statusCode, 200)
  await setDeadline(app, attemptId, -120)
  t.equal(await app.attempts.closeOverdue(), 1)
  t.match(await letterRows(world, attemptId), [{ writingAnswer: LETTER, timed: true }])
})
