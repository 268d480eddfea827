import t from 'tap'
import { STATUS_CODES } from 'node:http'
import { sampleDocument } from '#shared/content/import-samples.ts'
import { WRITING_CRITERIA } from '#shared/evaluation/criteria.ts'
import { ERROR_STATUS, isErrorCode } from '#shared/errors/error-codes.ts'
import { casesFor, type CaseContext, type FilePart, type Form, type FuzzCase, type OpenApiDocument } from './fuzz-cases.ts'
import { fuzzWorld, STAFF_QUEUE_CALLS, type FuzzWorld } from './fuzz-world.ts'
import { jpeg, webm } from './submissions-helper.ts'

/**
 * Every operation the API host documents, fuzzed as the roles that may call it, with real ids:
 * no answer is a 5xx, every error is {statusCode, error, code, message} with a message to act on
 * and a stable code of its status, and a refused request leaves the attempts, submissions,
 * evaluations and users as they were.
 */

/** Bodies the schemas alone cannot make valid: they name real attempts, or are whole documents. */
function bodies(world: FuzzWorld): CaseContext['bodyFor'] {
  return (method, path) => {
    const key = `${method.toUpperCase()} ${path}`
    if (key === 'POST /api/attempts') return { testId: world.tests.oetListening, mode: 'practice' }
    if (key === 'PUT /api/attempts/{id}/answers') return { answers: { '1': 'bike' } }
    if (key === 'POST /api/oet-listening-tests/{testId}/submit') return { answers: { '1': 'bike' }, attemptId: '{{attempt:oetListening}}' }
    if (key === 'POST /api/listening-tests/{testId}/submit') return { answers: { '1': 'a' }, attemptId: '{{attempt:listening}}', startTime: '2026-01-01T10:00:00Z' }
    if (key === 'POST /api/admin/tests') return sampleDocument('oetWriting')
    if (key === 'PATCH /api/admin/users/{id}') return { role: 'student' }
    if (key === 'PUT /api/staff/submissions/{id}/draft') return { body: { feedback: 'Good.' } }
    if (key === 'POST /api/auth/login') return { email: 'someone@example.test', password: 'correct horse battery' }
    return undefined
  }
}

/** The multipart calls' parts: OpenAPI describes these forms in prose only. */
async function forms(): Promise<CaseContext['formFor']> {
  const image: FilePart = { bytes: await jpeg(), fileName: 'page.jpg', type: 'image/jpeg' }
  const audio: FilePart = { bytes: await webm(), fileName: 'part1.webm', type: 'audio/webm' }
  const criteria = JSON.stringify(Object.fromEntries(WRITING_CRITERIA.map(({ id }) => [id, 1])))
  return (method, path): Form | undefined => {
    const key = `${method.toUpperCase()} ${path}`
    if (key === 'POST /api/writing-tests/submission/{testId}/submit' || key === 'POST /api/writing-tests/{testId}/submit') {
      return { startTime: '2026-01-01T10:00:00Z', attemptId: '', file: image }
    }
    if (key === 'POST /api/speaking-tests/submission/{testId}/submit') return { mainCardNumber: '1', fileName: 'part1.webm', durationSeconds: '30', audio }
    if (key === 'POST /api/mock-tests/submission/{id}/speaking') return { speakingResponses: '[1]', speakingFiles: audio }
    if (key === 'POST /api/staff/submissions/{id}/evaluation') return { criteria, grade: 'B', adminComments: 'Fine.', feedback: 'Good.' }
    if (key === 'POST /api/mock-tests/{id}/submit') {
      return { attemptId: '{{attempt:mock}}', listeningAnswers: '{"1":"a"}', readingAnswers: '{}', writingAnswer: 'Dear Sir,', writingData: '{"mode":"computer"}', speakingResponses: '[]' }
    }
    return undefined
  }
}

/**
 * Attempts named by {{attempt:NAME}} in a body are the ones open when the case is sent: a case
 * before it may have submitted the one open when the cases were made.
 */
function live(attempts: Record<string, string>, payload: string | Buffer | undefined): string | Buffer | undefined {
  const fillIn = (text: string) => text.replaceAll(/\{\{attempt:(\w+)\}\}/g, (_, name: string) => attempts[name]!)
  if (payload === undefined) return undefined
  return typeof payload === 'string' ? fillIn(payload) : Buffer.from(fillIn(payload.toString('latin1')), 'latin1')
}

const fill = (path: string, params: Record<string, string>) => path.replaceAll(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '')

t.test('every documented operation, fuzzed, answers no 5xx and refusals change nothing', async (t) => {
  const world = await fuzzWorld(t)
  const document = world.app.swagger() as unknown as OpenApiDocument
  const context: CaseContext = { idFor: world.idFor, bodyFor: bodies(world), formFor: await forms() }
  const operations = Object.entries(document.paths)
    .flatMap(([path, item]) => Object.keys(item).map((method) => ({ method, path })))
    // Logging out ends the session it is sent with: last, with a session of its own.
    .sort((a, b) => Number(a.path === '/api/auth/logout') - Number(b.path === '/api/auth/logout'))
  const serverErrors: string[] = []
  const badShapes: string[] = []
  const changedOnRefusal: string[] = []
  let cases = 0
  const queueStatuses: Record<string, Record<string, number>> = {}
  let before = await world.snapshot()
  for (const { method, path } of operations) {
    for (const { name, request } of casesFor(document, method, path, context) as FuzzCase[]) {
      cases += 1
      const label = `${method.toUpperCase()} ${path} [${name}]`
      const writer = await world.writerFor(path)
      // A new writer is a new user (and attempt): not a change the case made.
      if (writer?.calls === 1) before = await world.snapshot()
      const res = await world.app.inject({
        method: method.toUpperCase() as 'GET',
        url: fill(path, request.params),
        query: request.query,
        headers: {
          authorization: `Bearer ${writer?.token ?? world.tokenFor(path)}`,
          ...request.headers,
          ...(request.contentType ? { 'content-type': request.contentType } : {}),
        },
        ...(request.payload !== undefined ? { payload: live(writer?.attempts ?? world.attempts, request.payload) } : {}),
      })
      if (writer) {
        if (res.statusCode < 400) writer.stored = true
        const statuses = (queueStatuses[`${method.toUpperCase()} ${path}`] ??= {})
        statuses[name] = res.statusCode
      }
      if (res.statusCode >= 500) serverErrors.push(`${label}: ${res.statusCode} ${res.body.slice(0, 200)}`)
      if (res.statusCode >= 400) {
        const body = (() => {
          try {
            return res.json() as Record<string, unknown>
          } catch {
            return {}
          }
        })()
        const shaped =
          body.statusCode === res.statusCode &&
          body.error === STATUS_CODES[res.statusCode] &&
          typeof body.message === 'string' &&
          body.message.trim() !== '' &&
          isErrorCode(body.code) &&
          ERROR_STATUS[body.code] === res.statusCode &&
          Object.keys(body).length === 4
        if (!shaped) badShapes.push(`${label}: ${res.statusCode} ${res.body.slice(0, 200)}`)
      }
      // A call that succeeded may have closed an attempt: the next one gets an open attempt again.
      if (res.statusCode < 400) await world.refresh()
      const after = await world.snapshot()
      if (res.statusCode >= 400 && after !== before) changedOnRefusal.push(`${label}: ${res.statusCode}`)
      before = after
    }
  }
  t.comment(`fuzz: ${operations.length} operations, ${cases} cases, ${serverErrors.length} answered 5xx`)
  t.ok(operations.length >= 58, 'every operation of the document is fuzzed')
  t.same(serverErrors, [], 'no call answers 5xx')
  t.same(badShapes, [], 'every error is {statusCode, error, code, message} with error and code matching the status')
  t.same(changedOnRefusal, [], 'a refused request changes nothing')

  // The calls that queue work for staff are fuzzed in their handlers, not stopped before them by
  // the one-pending rule (409) or the per-student limit (429).
  t.same(Object.keys(queueStatuses).sort(), STAFF_QUEUE_CALLS.map((path) => `POST ${path}`).sort(), 'each staff-queue call is fuzzed')
  for (const [operation, statuses] of Object.entries(queueStatuses)) {
    const answers = Object.values(statuses)
    t.same(answers.filter((status) => status === 409 || status === 429), [], `${operation}: no case stopped by 409 or 429`)
    const nearValid = [statuses['near-valid'], statuses['form: near-valid']]
    t.ok(
      nearValid.some((status) => status !== undefined && status < 300),
      `${operation}: the near-valid request (JSON or form, as the call takes) is stored (${nearValid.join(', ')})`,
    )
  }
})
