import { and, eq } from 'drizzle-orm'
import t from 'tap'
import { submissions } from '#api/db/schema.ts'
import { SUBMISSIONS_PER_MINUTE } from '#api/modules/submissions/rate-limit.ts'
import { MOCK_PENDING_MESSAGE } from '#shared/submissions/submissions.ts'
import { databaseBackends } from '#test/helper.ts'
import { getAttempt, saveAnswers, setDeadline, start, user } from './attempts-helper.ts'
import { field, mockSubmitWorld, startMock, storedState, submitMock } from './mock-submit-helper.ts'
import { webm, type Part } from './submissions-helper.ts'

// Issue 15 section 3 for the mock (decision 0032): a loop "start a mock attempt, submit it with a
// letter" cannot fill the staff queue. One attempt's letter and one attempt's recordings of a mock
// wait at a time; a new attempt with that section is refused meanwhile (the other sections can
// still be sat, listening and reading marked), and the submit call is rate limited per student.

type World = Awaited<ReturnType<typeof mockSubmitWorld>>
const LETTER = 'Dear Dr Smith, I am writing to refer Mrs Jones, who fell at home.'
const recording = async (): Promise<Part> => ['speakingFiles', await webm(), 'part.webm', 'audio/webm']

const pendingMock = async ({ app }: World, userId: string) =>
  (
    await app.database.db
      .select({ skill: submissions.skill, attemptId: submissions.attemptId })
      .from(submissions)
      .where(and(eq(submissions.userId, userId), eq(submissions.source, 'mock'), eq(submissions.status, 'pending')))
  ).length

const withLetter = (attemptId: string): Part[] => [field('attemptId', attemptId), field('writingAnswer', LETTER), field('writingData', { mode: 'computer' })]

for (const backend of databaseBackends()) {
  t.test(backend, async (t) => {
    t.test('start and submit in a loop queue one letter; the next full attempts are refused, listening and reading still marked', async (t) => {
      const world = await mockSubmitWorld(t, backend)
      const { app, mocks } = world
      const { id: userId, token } = await user(app)
      const first = await startMock(app, token, mocks.full, { sections: ['listening', 'writing'] })
      t.equal((await submitMock(app, token, mocks.full, withLetter(first))).statusCode, 200)
      t.equal(await pendingMock(world, userId), 1)

      const statuses: number[] = []
      for (let i = 0; i < 5; i += 1) {
        const again = await start(app, token, { testId: mocks.full, mode: 'simulation', sections: ['listening', 'writing'] })
        statuses.push(again.statusCode)
        if (again.statusCode === 409) t.same(again.json(), { statusCode: 409, error: 'Conflict', code: 'CONFLICT', message: MOCK_PENDING_MESSAGE })
        else await submitMock(app, token, mocks.full, withLetter((again.json() as { id: string }).id))
      }
      t.same(statuses, [409, 409, 409, 409, 409], 'no new attempt with writing while its letter waits')
      const everything = await start(app, token, { testId: mocks.full, mode: 'simulation' })
      t.equal(everything.statusCode, 409, 'nor one of every section (the default)')
      t.equal(await pendingMock(world, userId), 1, 'one letter in the queue')

      const listening = await startMock(app, token, mocks.full, { sections: ['listening'] })
      const marked = await submitMock(app, token, mocks.full, [field('attemptId', listening), field('listeningAnswers', { '1': 'key listening:1' })])
      t.equal(marked.statusCode, 200, 'listening alone is sat and marked meanwhile')
      t.ok(marked.json().results.listening)
      t.equal(await pendingMock(world, userId), 1)

      // A mock's recordings count on their own: one attempt's wait beside the letter, no more.
      const speaking = await startMock(app, token, mocks.full, { sections: ['speaking'] })
      const spoken = await submitMock(app, token, mocks.full, [field('attemptId', speaking), field('speakingResponses', [1]), await recording()])
      t.equal(spoken.statusCode, 200)
      t.equal(await pendingMock(world, userId), 2, 'the letter and a recording')
      const speakingAgain = await start(app, token, { testId: mocks.full, mode: 'simulation', sections: ['speaking'] })
      t.same(speakingAgain.json(), { statusCode: 409, error: 'Conflict', code: 'CONFLICT', message: MOCK_PENDING_MESSAGE }, 'no second attempt with speaking')
      t.equal(await pendingMock(world, userId), 2)

      const other = await user(app)
      t.equal((await start(app, other.token, { testId: mocks.full, mode: 'simulation', sections: ['listening', 'writing'] })).statusCode, 201, 'another student is not affected')
    })

    t.test('an attempt opened before the letter waited: its submit is refused and the sweep keeps its letter on it', async (t) => {
      const world = await mockSubmitWorld(t, backend)
      const { app, mocks } = world
      const { id: userId, token } = await user(app)
      const first = await startMock(app, token, mocks.full, { sections: ['writing', 'speaking'] })
      t.equal((await submitMock(app, token, mocks.full, withLetter(first))).statusCode, 200)
      // As if the second attempt had been opened before the first's letter came (no call can now).
      const waiting = eq(submissions.attemptId, first)
      await app.database.db.update(submissions).set({ status: 'evaluated' }).where(waiting)
      const second = await startMock(app, token, mocks.full, { sections: ['writing', 'speaking'] })
      await app.database.db.update(submissions).set({ status: 'pending' }).where(waiting)

      t.equal((await saveAnswers(app, token, second, { 'writing:answer': LETTER })).statusCode, 200, 'the letter autosaved')
      const refused = await submitMock(app, token, mocks.full, [...withLetter(second), field('speakingResponses', [1]), await recording()])
      t.same(refused.json(), { statusCode: 409, error: 'Conflict', code: 'CONFLICT', message: MOCK_PENDING_MESSAGE })
      t.same(await storedState(app, second), { status: 'open', submissions: 0 }, 'nothing queued, the attempt open')
      t.equal((await getAttempt(app, token, second)).json().answers['writing:answer'], LETTER, 'the letter is kept on the attempt')

      await setDeadline(app, second, -120)
      t.equal(await app.attempts.closeOverdue(), 1)
      t.same(await storedState(app, second), { status: 'submitted', submissions: 0 }, 'the sweep closes it without queuing the letter')
      t.equal((await getAttempt(app, token, second)).json().answers['writing:answer'], LETTER, 'which stays on the closed attempt')
      t.equal(await pendingMock(world, userId), 1)
    })

    t.test('the mock submit is rate limited per student', async (t) => {
      const { app, mocks } = await mockSubmitWorld(t, backend)
      const { token } = await user(app)
      const attemptId = await startMock(app, token, mocks.keyed)
      const statuses: number[] = []
      // Refused (an unknown field) so the attempt stays open: only the limit changes the answer.
      for (let i = 0; i < SUBMISSIONS_PER_MINUTE + 2; i += 1) {
        statuses.push((await submitMock(app, token, mocks.keyed, [field('attemptId', attemptId), field('score', 1)])).statusCode)
      }
      t.same(statuses, [...Array<number>(SUBMISSIONS_PER_MINUTE).fill(400), 429, 429])
      const limited = await submitMock(app, token, mocks.keyed, [field('attemptId', attemptId)])
      t.match(limited.json(), { statusCode: 429, error: 'Too Many Requests', code: 'RATE_LIMITED', message: /^Too many requests/ })
      const other = await user(app)
      const theirs = await startMock(app, other.token, mocks.keyed)
      t.equal((await submitMock(app, other.token, mocks.keyed, [field('attemptId', theirs)])).statusCode, 200, 'another student is not limited')
    })
  })
}
