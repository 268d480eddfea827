import t from 'tap'
import { eq } from 'drizzle-orm'
import { attempts } from '#api/db/schema.ts'
import type { Attempt } from '#shared/attempts/schema.ts'
import { HTTP_BACKEND } from '#test/helper.ts'
import { bearer, type Api } from './attempts-helper.ts'
import { get, mockSpeakingUrl, postForm, submissionsWorld, webm, type Part } from './submissions-helper.ts'

// The mock speaking screen's sitting (decision 0084) closes once every role-play has been sent
// from it, as any finished attempt does; the parts stay with the evaluators, and the closed sitting
// is never taken for a submitted mock (its results, the student's progress).

const sittingUrl = (testId: string) => `/api/mock-tests/${testId}/speaking-sitting`
const sit = async (app: Api, token: string, testId: string) => (await app.inject({ method: 'POST', url: sittingUrl(testId), headers: bearer(token) })).json() as Attempt
const attempt = async (app: Api, token: string, id: string) => (await get(app, token, `/api/attempts/${id}`)).json() as Attempt
const recording = async (part: number): Promise<Part> => ['speakingFiles', await webm(), `part-${part}.webm`, 'audio/webm']
/** One request per part, as the screen's batch sends them. */
const send = (app: Api, token: string, testId: string, parts: number[], files: Part[]) =>
  postForm(app, { token }, mockSpeakingUrl(testId), [['speakingResponses', JSON.stringify(parts)], ...files])
const mySpeaking = async (app: Api, token: string, testId: string) =>
  ((await get(app, token, '/api/speaking-tests/student/results')).json() as { id: string; testId: string }[]).filter((row) => row.testId === testId)

t.test('the sitting stays open while a part is left, and closes with the last; the parts are kept', async (t) => {
  const { app, student, tests } = await submissionsWorld(t, HTTP_BACKEND)
  const sitting = await sit(app, student, tests.mock)
  t.equal(sitting.status, 'open')
  const startClock = (key: string) => app.inject({ method: 'POST', url: `/api/attempts/${sitting.id}/parts/${key}/start`, headers: bearer(student) })
  t.equal((await startClock('preparation-2')).statusCode, 200)

  const first = await send(app, student, tests.mock, [1], [await recording(1)])
  t.equal(first.statusCode, 201, first.body)
  const between = await attempt(app, student, sitting.id)
  t.equal(between.status, 'open', 'part 2 is still to come: the sitting goes on')
  t.ok(between.partStartedAt['preparation-2'], 'with part 2’s clock')
  t.equal((await sit(app, student, tests.mock)).id, sitting.id, 'and the screen opened again resumes it')

  const last = await send(app, student, tests.mock, [2], [await recording(2)])
  t.equal(last.statusCode, 201, last.body)
  const closed = await attempt(app, student, sitting.id)
  t.equal(closed.status, 'submitted', 'the last part closes the sitting')
  const [row] = await app.database.db.select().from(attempts).where(eq(attempts.id, sitting.id))
  t.match(row, { submittedBy: 'student', submittedAt: Date }, 'by the student, when the last part came')
  const ids = [...first.json<{ submissionIds: string[] }>().submissionIds, ...last.json<{ submissionIds: string[] }>().submissionIds]
  t.same(closed.answers, { 'part-1': ids[0], 'part-2': ids[1] }, 'it names the submission of each part')
  t.same((await mySpeaking(app, student, tests.mock)).map((row) => row.id).sort(), [...ids].sort(), 'both parts are with the evaluators')

  const next = await sit(app, student, tests.mock)
  t.not(next.id, sitting.id, 'the screen opened again starts a sitting of its own')
  t.match(next, { status: 'open', partStartedAt: {} }, 'which prepares afresh')
})

t.test('both parts in one request close it too; a closed sitting is no submitted mock', async (t) => {
  const { app, student, tests } = await submissionsWorld(t, HTTP_BACKEND)
  const sitting = await sit(app, student, tests.mock)
  const sent = await send(app, student, tests.mock, [1, 2], [await recording(1), await recording(2)])
  t.equal(sent.statusCode, 201, sent.body)
  t.equal((await attempt(app, student, sitting.id)).status, 'submitted')

  const results = await get(app, student, `/api/mock-tests/${tests.mock}/results`)
  t.equal(results.statusCode, 200, results.body)
  t.equal(results.json().attempts, 0, 'the mock’s results list no attempt: the student has not sat the mock')
  t.notOk(JSON.stringify((await get(app, student, '/api/me/attempts')).json()).includes(sitting.id), 'nor do the student’s attempts (their progress)')
})

t.test('parts sent without a sitting are kept, and a sent part does not close another student’s', async (t) => {
  const { app, student, other, tests } = await submissionsWorld(t, HTTP_BACKEND)
  const theirs = await sit(app, other, tests.mock)
  const sent = await send(app, student, tests.mock, [1, 2], [await recording(1), await recording(2)])
  t.equal(sent.statusCode, 201, 'no sitting was started (the screen could not reach the server): the parts go all the same')
  t.equal((await mySpeaking(app, student, tests.mock)).length, 2)
  t.equal((await attempt(app, other, theirs.id)).status, 'open')
})
