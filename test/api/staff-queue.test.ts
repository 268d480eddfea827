import t from 'tap'
import { HTTP_BACKEND } from '#test/helper.ts'
import type { QueueResponse, SubmissionDetail } from '#shared/evaluation/schema.ts'
import { UNKNOWN_ID } from './attempts-helper.ts'
import { claim, get, staffWorld } from './staff-helper.ts'

const queue = (query = '') => `/api/staff/submissions${query}`

const backend = HTTP_BACKEND

const world = await staffWorld(t, backend)
const { app, staff, admin, student, submissions, tests } = world

t.test('the queue lists every submission, the mock’s too, oldest first, with its student, test and 24-hour due time', async (t) => {
  const res = await get(app, staff.token, queue())
  t.equal(res.statusCode, 200)
  const body = res.json() as QueueResponse
  t.same(
    body.items.map((item) => item.id),
    [submissions.typed, submissions.paper, submissions.speaking, submissions.mock],
  )
  const [typed] = body.items
  t.match(typed, {
    skill: 'writing',
    source: 'test',
    mode: 'computer',
    mainCardNumber: null,
    test: { id: tests.writing, kind: 'oet-writing' },
    student: { id: student.id, name: 'Stella Student', email: /@example\.test$/ },
    status: 'pending',
    claim: null,
    evaluatedAt: null,
    marks: null,
    grade: null,
  })
  t.equal(Date.parse(typed!.dueAt) - Date.parse(typed!.createdAt), 24 * 3600 * 1000)
  t.match(body.items[3], { skill: 'speaking', source: 'mock', mode: 'audio', mainCardNumber: 1, test: { id: tests.mock, kind: 'mock' } })
  t.same(body.tests.map((test) => test.id).sort(), [tests.writing, tests.speaking, tests.mock].sort())
})

t.test('filters by skill, test and state', async (t) => {
  const speaking = (await get(app, staff.token, queue('?skill=speaking'))).json() as QueueResponse
  t.same(speaking.items.map((i) => i.id), [submissions.speaking, submissions.mock])
  t.same(speaking.tests.map((test) => test.id).sort(), [tests.speaking, tests.mock].sort(), 'the test filter offers the speaking tests')
  const oneTest = (await get(app, staff.token, queue(`?testId=${tests.writing}`))).json() as QueueResponse
  t.same(oneTest.items.map((i) => i.id), [submissions.typed, submissions.paper])
  const evaluated = (await get(app, staff.token, queue('?status=evaluated'))).json() as QueueResponse
  t.same(evaluated.items, [])
  const pending = (await get(app, admin.token, queue('?status=pending&skill=writing'))).json() as QueueResponse
  t.equal(pending.items.length, 2, 'an admin sees the queue too')
  const bad = await get(app, staff.token, queue('?status=done'))
  t.equal(bad.statusCode, 400)
  t.match(bad.json(), { message: /status/ })
})

t.test('one submission: the writing task beside the typed letter and its word count', async (t) => {
  const res = await get(app, staff.token, queue(`/${submissions.typed}`))
  t.equal(res.statusCode, 200)
  const detail = res.json() as SubmissionDetail
  t.equal(detail.item.id, submissions.typed)
  t.match(detail.prompt, { kind: 'writing', title: String, writingPrompt: String, caseNotes: Array })
  t.equal(detail.writingAnswer, world.letter)
  t.equal(detail.wordCount, world.letter.trim().split(/\s+/).length)
  t.same(detail.files, [])
  t.same([detail.evaluation, detail.history, detail.draft], [null, [], null])
})

t.test('a letter on paper carries its photos; a recording its file; a mock part the mock’s role-play card', async (t) => {
  const paper = (await get(app, staff.token, queue(`/${submissions.paper}`))).json() as SubmissionDetail
  t.equal(paper.writingAnswer, null)
  t.match(paper.files, [{ url: /^\/api\/submission-files\//, contentType: 'image/jpeg', width: 64, height: 48 }])
  const photo = await get(app, staff.token, paper.files[0]!.url)
  t.equal(photo.statusCode, 200, 'staff can open the photo')
  const spoken = (await get(app, staff.token, queue(`/${submissions.speaking}`))).json() as SubmissionDetail
  t.match(spoken.prompt, { kind: 'speaking', mainCardNumber: 1, cards: [{ setting: String, roleLabel: String }] })
  t.match(spoken.files, [{ contentType: 'audio/webm' }])
  const mock = (await get(app, staff.token, queue(`/${submissions.mock}`))).json() as SubmissionDetail
  t.match(mock.prompt, { kind: 'speaking', mainCardNumber: 1, cards: Array })
  t.match(mock.item, { source: 'mock' })
})

t.test('every staff, notification and admin users call is in the OpenAPI document', async (t) => {
  const doc = (await app.inject({ method: 'GET', url: '/documentation/json' })).json() as { paths: Record<string, Record<string, unknown>> }
  const documented = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`))
  for (const call of [
    'GET /api/staff/submissions',
    'GET /api/staff/submissions/{id}',
    'POST /api/staff/submissions/{id}/claim',
    'DELETE /api/staff/submissions/{id}/claim',
    'PUT /api/staff/submissions/{id}/draft',
    'POST /api/staff/submissions/{id}/evaluation',
    'GET /api/submissions/{id}/evaluation.pdf',
    'GET /api/notifications',
    'POST /api/notifications/{id}/read',
    'POST /api/notifications/read-all',
    'GET /api/admin/users',
    'PATCH /api/admin/users/{id}',
  ]) {
    t.ok(documented.includes(call), call)
  }
})

t.test('an unknown submission is 404 with a message', async (t) => {
  const res = await get(app, staff.token, queue(`/${UNKNOWN_ID}`))
  t.equal(res.statusCode, 404)
  t.match(res.json(), { statusCode: 404, error: 'Not Found', message: /No such submission/ })
  t.equal((await claim(app, staff.token, UNKNOWN_ID)).statusCode, 404)
})

t.test('a claim shows in the queue to everyone, marked as mine to its holder', async (t) => {
  const claimed = await claim(app, world.staff2.token, submissions.speaking)
  t.equal(claimed.statusCode, 200)
  const mine = (await get(app, world.staff2.token, queue('?skill=speaking'))).json() as QueueResponse
  t.match(mine.items[0]!.claim, { by: { id: world.staff2.id, name: 'Tess Two' }, mine: true })
  const theirs = (await get(app, staff.token, queue('?skill=speaking'))).json() as QueueResponse
  t.match(theirs.items[0]!.claim, { by: { name: 'Tess Two' }, mine: false })
  t.equal(Date.parse(theirs.items[0]!.claim!.expiresAt) - Date.parse(theirs.items[0]!.claim!.at), 30 * 60 * 1000)
})
