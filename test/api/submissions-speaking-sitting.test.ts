import t from 'tap'
import type { Attempt } from '#shared/attempts/schema.ts'
import type { MyAttempt } from '#shared/progress/schema.ts'
import { HTTP_BACKEND } from '#test/helper.ts'
import { attempts } from '#api/db/schema.ts'
import { SPEAKING_ALL_SENT_MESSAGE } from '#api/modules/submissions/speaking-sitting.ts'
import { bearer, get, postJson, speakingUrl, submissionsWorld, webm } from './submissions-helper.ts'

/*
 * A standalone speaking test's sitting (its attempt, kept for the preparation clocks) ends with its
 * last part, as a letter ends its writing attempt: the student's progress no longer shows it in
 * progress, and nothing offers to resume it.
 */

const spoken = async (mainCardNumber: number) => ({ mainCardNumber, audio: (await webm()).toString('base64'), fileName: `test${mainCardNumber}.webm` })

const { app, student, studentId, other, tests } = await submissionsWorld(t, HTTP_BACKEND)
const open = async (token: string) => app.inject({ method: 'POST', url: '/api/attempts', headers: bearer(token), payload: { testId: tests.speaking, mode: 'practice' } })
const mine = async (token: string) => ((await get(app, token, '/api/me/attempts')).json() as MyAttempt[]).filter((attempt) => attempt.testId === tests.speaking)
const attempt = async (token: string, id: string) => (await get(app, token, `/api/attempts/${id}`)).json() as Attempt

t.test('the attempt stays open while a part is left, and closes with the last', async (t) => {
  const started = await open(student)
  t.equal(started.statusCode, 201, started.body)
  const { id } = started.json() as Attempt
  t.equal((await postJson(app, { token: student }, speakingUrl(tests.speaking), await spoken(1))).statusCode, 201)
  t.equal((await attempt(student, id)).status, 'open', 'part 2 is still to come: the sitting goes on')
  t.equal((await open(student)).json<Attempt>().id, id, 'and opening the test again resumes it')

  t.equal((await postJson(app, { token: student }, speakingUrl(tests.speaking), await spoken(2))).statusCode, 201)
  t.equal((await attempt(student, id)).status, 'submitted', 'the last part closes the sitting')
  t.same((await mine(student)).map((a) => [a.status, a.score]), [['submitted', null]], 'my progress shows it done, with no score of its own, and none in progress')

  const again = await open(student)
  t.equal(again.statusCode, 409, 'no new sitting of a test whose every part is in')
  t.equal(again.json<{ message: string }>().message, SPEAKING_ALL_SENT_MESSAGE)
  t.equal((await mine(student)).length, 1, 'and none was made')
})

t.test('the last two parts sent at once close it too', async (t) => {
  const { id } = (await open(other)).json() as Attempt
  const sent = await Promise.all([1, 2].map(async (part) => postJson(app, { token: other }, speakingUrl(tests.speaking), await spoken(part))))
  t.same(sent.map((res) => res.statusCode), [201, 201])
  t.equal((await attempt(other, id)).status, 'submitted')
})

t.test('a sitting left open after every part was sent is closed when the test is opened', async (t) => {
  // As one opened before this rule, or by a client that started a sitting anyway.
  const [row] = await app.database.db
    .insert(attempts)
    .values({ userId: studentId, testId: tests.speaking, mode: 'practice', timing: { total: null }, startedAt: new Date(), deadlineAt: null })
    .returning()
  t.equal((await open(student)).statusCode, 409)
  t.equal((await attempt(student, row!.id)).status, 'submitted', 'closed, so it no longer shows as in progress')
})
