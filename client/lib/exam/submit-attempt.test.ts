import t from 'tap'
import { ApiError, type ApiFetch, type ApiRequest } from '#client/lib/api.ts'
import { submitAttempt, submitPath } from '#client/lib/exam/submit-attempt.ts'

const result = { score: 350, grade: 'B', correctAnswers: 30, totalQuestions: 42, review: [] }
const request = { kind: 'oet-listening' as const, testId: 't1', attemptId: 'a1', answers: { '1': 'x' }, startTime: null }

function fakeApi(answer: (path: string, call: number) => unknown) {
  const calls: { path: string; request: ApiRequest | undefined }[] = []
  const api = (async (path: string, req?: ApiRequest) => {
    calls.push({ path, request: req })
    const value = answer(path, calls.length)
    if (value instanceof Error) throw value
    return value
  }) as ApiFetch
  return { api, calls }
}

t.test('the path follows SPEC.md section 7: general listening, or the OET path reading reuses', async (t) => {
  t.equal(submitPath('listening', 'x'), '/api/listening-tests/x/submit')
  t.equal(submitPath('oet-reading', 'x'), '/api/oet-listening-tests/x/submit')
})

t.test('an unreachable server is retried with the same Idempotency-Key, and the student is told', async (t) => {
  const { api, calls } = fakeApi((_, call) => (call < 3 ? new ApiError('FETCH_ERROR', 'offline') : result))
  const waiting: string[] = []
  t.same(await submitAttempt(api, request, { retryDelaysMs: [1], onWaiting: (m) => waiting.push(m) }), result)
  t.equal(calls.length, 3)
  t.same(new Set(calls.map((c) => c.request?.headers?.['idempotency-key'])), new Set(['submit-a1']))
  t.equal(waiting.length, 2)
  t.match(waiting[0], /Cannot reach the server/)
})

t.test('an attempt already submitted answers its stored result', async (t) => {
  const { api, calls } = fakeApi((path) =>
    path.endsWith('/submit') ? new ApiError('HTTP_ERROR', 'This attempt has already been submitted.', 409, 'ALREADY_SUBMITTED') : { result },
  )
  t.same(await submitAttempt(api, request), result)
  t.equal(calls[1]?.path, '/api/attempts/a1')
})

t.test('another 409 is a refusal, not a stored result', async (t) => {
  const { api, calls } = fakeApi(() => new ApiError('HTTP_ERROR', 'This Idempotency-Key was already used for another test.', 409, 'CONFLICT'))
  await t.rejects(submitAttempt(api, request, { retryDelaysMs: [1] }), { code: 'CONFLICT' })
  t.equal(calls.length, 1)
})

t.test('a refusal is not retried: the student sees its message', async (t) => {
  const { api, calls } = fakeApi(() => new ApiError('HTTP_ERROR', 'Unknown question id 99.', 400, 'VALIDATION_FAILED'))
  await t.rejects(submitAttempt(api, request, { retryDelaysMs: [1] }), { message: 'Unknown question id 99.' })
  t.equal(calls.length, 1)
})

t.test('general listening sends startTime as its body requires', async (t) => {
  const { api, calls } = fakeApi(() => result)
  await submitAttempt(api, { ...request, kind: 'listening', startTime: '2026-01-01T00:00:00.000Z' })
  t.same(calls[0]?.request?.body, { answers: { '1': 'x' }, typedAt: {}, startTime: '2026-01-01T00:00:00.000Z', attemptId: 'a1' })
})

t.test('the body says when each answer sent was typed, so the server merges it with the saved sheet by the same rule as a save', async (t) => {
  const { api, calls } = fakeApi(() => result)
  await submitAttempt(api, { ...request, typedAt: { '1': '2026-01-01T00:01:00.000Z', '2': '2026-01-01T00:02:00.000Z' } })
  t.same(calls[0]?.request?.body, { answers: { '1': 'x' }, typedAt: { '1': '2026-01-01T00:01:00.000Z' }, attemptId: 'a1' }, 'times of answers not sent are left out')
})

t.test('a 401 (no login, or an expired one) reads "Please log in to submit the test!"', async (t) => {
  const { api, calls } = fakeApi(() => new ApiError('HTTP_ERROR', 'Token expired', 401, 'TOKEN_EXPIRED'))
  const error = await submitAttempt(api, request, { retryDelaysMs: [1] }).catch((failure: unknown) => failure)
  t.ok(error instanceof ApiError)
  t.equal((error as ApiError).message, 'Please log in to submit the test!')
  t.equal((error as ApiError).status, 401)
  t.equal(calls.length, 1, 'not retried')
})

t.test('an unreachable server stays retryable: its failure is not reworded', async (t) => {
  const { api } = fakeApi((_, call) => (call < 2 ? new ApiError('FETCH_ERROR', 'Cannot reach the server.') : result))
  t.same(await submitAttempt(api, request, { retryDelaysMs: [1] }), result)
})
