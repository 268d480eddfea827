import { eq } from 'drizzle-orm'
import t from 'tap'
import { submissions } from '#api/db/schema.ts'
import { HTTP_BACKEND } from '#test/helper.ts'
import { ageAttempt, attemptsWorld, getAttempt, saveAnswers, startedId } from './attempts-helper.ts'
import { get, photo, postForm, postJson, submissionsWorld, writingUrl, type Part } from './submissions-helper.ts'

// Decision 0045: the API host holds a letter sent with its attempt to the attempt's clock (no letter
// during the reading time; after the deadline and grace, the letter saved in time), and records on
// the submission whether it was written under timed conditions, for staff to see. SPEC.md section
// 7's clients send startTime as they know it (ISO text or Date.now()); it never decides anything.

const backend = HTTP_BACKEND
type World = Awaited<ReturnType<typeof submissionsWorld>>
const LETTER = 'Dear Ms Thorne, I am writing to refer Mr Ashworth, who is going home today.'

const queued = async (world: World) => {
  const res = await get(world.app, world.staff, '/api/staff/submissions?skill=writing')
  return (res.json() as { items: Array<{ id: string; timed: boolean | null; mode: string }> }).items
}
const stored = (world: World, id: string) => world.app.database.db.select().from(submissions).where(eq(submissions.id, id))

t.test('during the reading time a letter is refused, naming the wait, and nothing changes', async (t) => {
  const world = await submissionsWorld(t, backend)
  const { app, student, tests } = world
  const attemptId = await startedId(app, student, tests.writing)
  const typed = await postJson(app, { token: student }, writingUrl(tests.writing), { writingAnswer: LETTER, startTime: null, attemptId })
  t.equal(typed.statusCode, 409)
  t.match(typed.json().message, /^The reading time is not over yet: you can submit your letter once writing time starts, in [45]:\d\d \(minutes:seconds\)\.$/)
  const photos = await postForm(app, { token: student }, writingUrl(tests.writing), [['attemptId', attemptId], await photo()])
  t.equal(photos.statusCode, 409, 'photos too')
  t.equal((await getAttempt(app, student, attemptId)).json().status, 'open', 'the attempt stays open')
  t.same(await queued(world), [], 'nothing reaches the queue')
  t.same(await world.storedFiles(), [], 'no photo is kept')

  await ageAttempt(world.app, attemptId, 301)
  const res = await postJson(app, { token: student }, writingUrl(tests.writing), { writingAnswer: LETTER, startTime: null, attemptId })
  t.equal(res.statusCode, 201, 'once writing time has started it is accepted')
  t.match(await queued(world), [{ id: res.json().submissionId, timed: true, mode: 'computer' }], 'staff see it was timed')
})

t.test('a letter without any attempt is accepted as untimed', async (t) => {
  const world = await submissionsWorld(t, backend)
  const { app, student, tests } = world
  const res = await postJson(app, { token: student }, writingUrl(tests.writing), { writingAnswer: LETTER, startTime: '2026-11-27T09:00:00.000Z' })
  t.equal(res.statusCode, 201)
  const [row] = await stored(world, res.json().submissionId)
  t.match(row, { attemptId: null, timed: false })
  t.match(await queued(world), [{ id: res.json().submissionId, timed: false }])
  const detail = await get(app, world.staff, `/api/staff/submissions/${res.json().submissionId}`)
  t.equal(detail.json().item.timed, false, 'the evaluation screen has it too')
})

t.test('after the deadline and grace: the letter saved in time is timed; one never saved in time is kept, untimed', async (t) => {
  const world = await submissionsWorld(t, backend)
  const { app, student, other, tests } = world
  const savedId = await startedId(app, student, tests.writing)
  t.equal((await saveAnswers(app, student, savedId, { writingAnswer: 'Saved in time.' })).statusCode, 200)
  await ageAttempt(world.app, savedId, 2700 + 120)
  const saved = await postJson(app, { token: student }, writingUrl(tests.writing), { writingAnswer: 'Typed after time.', attemptId: savedId })
  t.equal(saved.statusCode, 201)
  t.match((await stored(world, saved.json().submissionId))[0], { writingAnswer: 'Saved in time.', timed: true, attemptId: savedId })

  const lateId = await startedId(app, other, tests.writing)
  await ageAttempt(world.app, lateId, 2700 + 120)
  const late = await postForm(app, { token: other }, writingUrl(tests.writing), [['attemptId', lateId], await photo()])
  t.equal(late.statusCode, 201, 'photos sent after the time are not lost')
  t.match((await stored(world, late.json().submissionId))[0], { mode: 'paper', timed: false })
  t.equal((await getAttempt(app, other, lateId)).json().status, 'submitted')
})

t.test('startTime as a spec-following client sends it: ISO text or epoch milliseconds; the server’s clock is the record', async (t) => {
  const world = await submissionsWorld(t, backend)
  const { app, student, other, tests } = world
  const epoch = Date.parse('2026-11-27T09:00:00.000Z')
  const typed = await postJson(app, { token: student }, writingUrl(tests.writing), { writingAnswer: LETTER, startTime: epoch })
  t.equal(typed.statusCode, 201, 'Date.now() is accepted')
  const [row] = await stored(world, typed.json().submissionId)
  t.equal(row!.startTime, '2026-11-27T09:00:00.000Z', 'kept for information in ISO form')
  t.ok(Math.abs(row!.createdAt.getTime() - Date.now()) < 60_000, 'the submission’s time is the server’s, not the client’s')
  t.equal(row!.timed, false, 'a client’s start does not make a letter timed')

  const form: Part[] = [['startTime', String(epoch)], await photo()]
  const paper = await postForm(app, { token: other }, writingUrl(tests.writing), form)
  t.equal(paper.statusCode, 201, 'the digits of a form field too')
  t.equal((await stored(world, paper.json().submissionId))[0]!.startTime, '2026-11-27T09:00:00.000Z')

  for (const startTime of [true, { at: epoch }, -1, 1.5]) {
    const bad = await postJson(app, { token: student }, `/api/writing-tests/${tests.writing}/submit`, { answers: LETTER, startTime })
    t.equal(bad.statusCode, 400, `${JSON.stringify(startTime)} is refused`)
    t.match(bad.json().message, /startTime/, 'naming the field')
  }
})

t.test('the listening submit takes startTime as ISO text or epoch milliseconds', async (t) => {
  const { app, student, tests } = await attemptsWorld(t, backend)
  for (const startTime of [Date.now(), new Date().toISOString(), null]) {
    const res = await app.inject({
      method: 'POST',
      url: `/api/listening-tests/${tests.general}/submit`,
      headers: { authorization: `Bearer ${student}` },
      payload: { answers: { '1': 'key 1' }, startTime },
    })
    t.equal(res.statusCode, 200, `startTime ${JSON.stringify(startTime)}`)
    t.match(res.json(), { correctAnswers: 1, late: false })
  }
})
