import t from 'tap'
import { WRITING_PENDING_MESSAGE } from '#shared/submissions/submissions.ts'
import { SUBMISSIONS_PER_MINUTE } from '#api/modules/submissions/rate-limit.ts'
import { databaseBackends } from '#test/helper.ts'
import { get, postJson, submissionsWorld, writingUrl } from './submissions-helper.ts'

// Issue 15 section 3: one student cannot flood the staff queue. At most one writing submission of
// a test waits for evaluation per student (a second is a 409 that says why, decision 0032), and
// each submit call takes at most SUBMISSIONS_PER_MINUTE a minute from one student.

const pendingCount = async (app: Parameters<typeof get>[0], staff: string) =>
  ((await get(app, staff, '/api/staff/submissions?status=pending&skill=writing')).json() as { items: unknown[] }).items.length

for (const backend of databaseBackends()) {
  t.test(backend, async (t) => {
    t.test('a second writing submission of a test while the first is pending is refused; nothing is added', async (t) => {
      const { app, student, other, staff, tests } = await submissionsWorld(t, backend)
      const first = await postJson(app, { token: student }, writingUrl(tests.writing), { writingAnswer: 'Dear Doctor, the first letter.' })
      t.equal(first.statusCode, 201)
      const flood = await Promise.all(
        Array.from({ length: 5 }, (_, i) => postJson(app, { token: student }, writingUrl(tests.writing), { writingAnswer: `Letter ${i}` })),
      )
      t.same(
        flood.map((res) => res.statusCode),
        [409, 409, 409, 409, 409],
      )
      t.same(flood[0]!.json(), { statusCode: 409, error: 'Conflict', code: 'CONFLICT', message: WRITING_PENDING_MESSAGE })
      const other409 = await postJson(app, { token: student }, `/api/writing-tests/${tests.writing}/submit`, { answers: 'The other form' })
      t.equal(other409.statusCode, 409, 'through SPEC’s other form too')
      t.equal(await pendingCount(app, staff), 1, 'one submission in the queue')
      const retry = await postJson(app, { token: student, idempotencyKey: 'same-key-0001' }, writingUrl(tests.writing), { writingAnswer: 'x' })
      t.equal(retry.statusCode, 409, 'a new key is no way round it')

      const neighbour = await postJson(app, { token: other }, writingUrl(tests.writing), { writingAnswer: 'Dear Doctor, from another student.' })
      t.equal(neighbour.statusCode, 201, 'another student is not affected')
      t.equal((await get(app, student, '/api/writing-tests/student/results')).json().length, 1, 'the student has one submission')
    })

    t.test('parallel first submissions still make only one', async (t) => {
      const { app, student, staff, tests } = await submissionsWorld(t, backend)
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) => postJson(app, { token: student }, writingUrl(tests.writing), { writingAnswer: `Letter ${i}` })),
      )
      t.equal(answers.filter((res) => res.statusCode === 201).length, 1)
      t.equal(answers.filter((res) => res.statusCode === 409).length, 5)
      t.equal(await pendingCount(app, staff), 1)
    })

    t.test('a retry of the pending submission with its Idempotency-Key still answers it', async (t) => {
      const { app, student, tests } = await submissionsWorld(t, backend)
      const first = await postJson(app, { token: student, idempotencyKey: 'writing-key-0001' }, writingUrl(tests.writing), { writingAnswer: 'Dear Doctor' })
      const again = await postJson(app, { token: student, idempotencyKey: 'writing-key-0001' }, writingUrl(tests.writing), { writingAnswer: 'Dear Doctor' })
      t.equal(again.statusCode, 201)
      t.equal(again.json().submissionId, first.json().submissionId)
    })

    t.test('submit calls are rate limited per student', async (t) => {
      const { app, student, other, tests } = await submissionsWorld(t, backend)
      const answers = []
      for (let i = 0; i < SUBMISSIONS_PER_MINUTE + 2; i += 1) {
        answers.push((await postJson(app, { token: student }, writingUrl(tests.writing), { writingAnswer: `Letter ${i}` })).statusCode)
      }
      t.same(answers.slice(SUBMISSIONS_PER_MINUTE), [429, 429], `the calls past ${SUBMISSIONS_PER_MINUTE} in a minute are refused`)
      const limited = await postJson(app, { token: student }, writingUrl(tests.writing), { writingAnswer: 'again' })
      t.match(limited.json(), { statusCode: 429, error: 'Too Many Requests', code: 'RATE_LIMITED', message: /^Too many requests\. Please wait \d+ seconds/ })
      t.ok(Number(limited.headers['retry-after']) >= 1, 'with Retry-After')
      const neighbour = await postJson(app, { token: other }, writingUrl(tests.writing), { writingAnswer: 'Dear Doctor' })
      t.equal(neighbour.statusCode, 201, 'another student behind the same address is not limited')
    })
  })
}
