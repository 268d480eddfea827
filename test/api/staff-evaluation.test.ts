import t from 'tap'
import { HTTP_BACKEND } from '#test/helper.ts'
import type { EvaluationResponse, NotificationsResponse, QueueResponse, SubmissionDetail } from '#shared/evaluation/schema.ts'
import type { SubmissionList } from '#shared/submissions/schema.ts'
import { pdfText } from './staff-pdf-text.ts'
import { claim, get, postForm, saveDraft, staffWorld, type Part } from './staff-helper.ts'

const WRITING = { purpose: 2, content: 5, conciseness: 5, genre: 6, organisation: 5, language: 4 }
const SPEAKING = { intelligibility: 5, fluency: 4, appropriateness: 5, grammar: 4, relationship: 3, perspective: 2, structure: 2, gathering: 3, giving: 2 }

const evaluationUrl = (id: string) => `/api/staff/submissions/${id}/evaluation`
const form = (criteria: object, extra: Part[] = []): Part[] => [['criteria', JSON.stringify(criteria)], ['grade', 'B'], ...extra]

/** A small PDF of the evaluator's own (as a scanner or word processor would make it). */
const ownPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
)

const backend = HTTP_BACKEND

const { app, staff, staff2, admin, student, other, submissions, tests } = await staffWorld(t, backend)
const detail = async (id: string) => (await get(app, staff.token, `/api/staff/submissions/${id}`)).json() as SubmissionDetail
const evaluate = (token: string, id: string, parts: Part[]) => postForm(app, { token }, evaluationUrl(id), parts)
const notifications = async (token: string) => (await get(app, token, '/api/notifications')).json() as NotificationsResponse
const pdfOf = (token: string, id: string, query = '') => get(app, token, `/api/submissions/${id}/evaluation.pdf${query}`)

t.test('evaluating a typed letter: a generated PDF, the result on the student’s results at once, the claim and draft gone', async (t) => {
  t.equal((await claim(app, staff.token, submissions.typed)).statusCode, 200)
  t.equal((await saveDraft(app, staff.token, submissions.typed, { criteria: { purpose: 1 } })).statusCode, 200)
  const res = await evaluate(staff.token, submissions.typed, [
    ['criteria', JSON.stringify(WRITING)],
    ['marks', '27'],
    ['grade', 'B'],
    ['adminComments', 'A clear purpose; the discharge plan needs more detail.'],
    ['feedback', 'Group the medication changes in one paragraph.'],
  ])
  t.equal(res.statusCode, 200, res.body)
  const { evaluation } = res.json() as EvaluationResponse
  t.match(evaluation, { criteria: WRITING, marks: 27, grade: 'B', pdfGenerated: true, evaluator: { id: staff.id, name: 'Sam Staff' } })

  const results = (await get(app, student.token, '/api/writing-tests/student/results')).json() as SubmissionList
  const mine = results.find((s) => s.id === submissions.typed)!
  t.match(mine, {
    status: 'evaluated',
    marks: 27,
    grade: 'B',
    adminComments: 'A clear purpose; the discharge plan needs more detail.',
    feedback: 'Group the medication changes in one paragraph.',
    evaluationPdfUrl: `/api/submissions/${submissions.typed}/evaluation.pdf`,
    evaluatedAt: String,
  })

  const pdf = await get(app, student.token, mine.evaluationPdfUrl!)
  t.equal(pdf.statusCode, 200)
  t.match(pdf.headers['content-type'], /^application\/pdf/)
  const { text, pageSize } = await pdfText(pdf.rawPayload)
  t.same(pageSize, [595, 842], 'A4')
  for (const expected of [
    'Stella Student',
    'Writing evaluation',
    'Purpose 2 / 3',
    'Content 5 / 7',
    'Conciseness and Clarity 5 / 7',
    'Genre and Style 6 / 7',
    'Organisation and Layout 5 / 7',
    'Language 4 / 7',
    'Marks 27 / 38',
    'Grade B',
    'A clear purpose; the discharge plan needs more detail.',
    'Group the medication changes in one paragraph.',
    'by Sam Staff',
  ]) {
    t.ok(text.includes(expected), `the PDF says "${expected}"`)
  }
  const title = (await detail(submissions.typed)).item.test.title
  t.ok(text.includes(title), 'the PDF names the test')

  const after = await detail(submissions.typed)
  t.match(after.item, { status: 'evaluated', claim: null, marks: 27, grade: 'B', evaluatedAt: String })
  t.same(after.evaluation?.id, evaluation.id)
  t.same([after.history, after.draft], [[], null], 'no earlier version; the draft is gone')
  const evaluated = (await get(app, staff.token, '/api/staff/submissions?status=evaluated')).json() as QueueResponse
  t.same(evaluated.items.map((i) => i.id), [submissions.typed])
})

t.test('the student is notified: unread 1 with a link to the writing hub; reading it makes 0', async (t) => {
  const before = await notifications(student.token)
  t.equal(before.unread, 1)
  t.match(before.items, [{ kind: 'evaluation', title: 'Your writing has been evaluated', body: /27 of 38 marks, grade B/, link: '/app/oetwriting', readAt: null }])
  t.same(await notifications(other.token), { unread: 0, items: [] }, 'nobody else is told')
  const id = before.items[0]!.id
  const byOther = await app.inject({ method: 'POST', url: `/api/notifications/${id}/read`, headers: { authorization: `Bearer ${other.token}` } })
  t.equal(byOther.statusCode, 404, 'another user cannot mark it read')
  t.equal((await notifications(student.token)).unread, 1)
  const read = await app.inject({ method: 'POST', url: `/api/notifications/${id}/read`, headers: { authorization: `Bearer ${student.token}` } })
  t.equal(read.statusCode, 204)
  const after = await notifications(student.token)
  t.equal(after.unread, 0)
  t.match(after.items[0], { id, readAt: String })
})

t.test('the PDF is the student’s and staff’s only', async (t) => {
  t.equal((await pdfOf(staff2.token, submissions.typed)).statusCode, 200)
  t.equal((await pdfOf(admin.token, submissions.typed)).statusCode, 200)
  const byOther = await pdfOf(other.token, submissions.typed)
  t.equal(byOther.statusCode, 404)
  t.match(byOther.json(), { message: 'No evaluation PDF for this submission yet.' })
  t.equal((await app.inject({ method: 'GET', url: `/api/submissions/${submissions.typed}/evaluation.pdf` })).statusCode, 401)
  t.equal((await pdfOf(other.token, submissions.paper)).statusCode, 404, 'none before an evaluation, even for its student')
})

t.test('an uploaded PDF is kept and served back byte for byte', async (t) => {
  t.equal((await claim(app, staff2.token, submissions.speaking)).statusCode, 200)
  const res = await evaluate(staff2.token, submissions.speaking, form(SPEAKING, [
    ['adminComments', 'Warm and clear.'],
    ['pdf', ownPdf, 'marking.pdf', 'application/pdf'],
  ]))
  t.equal(res.statusCode, 200, res.body)
  t.match(res.json(), { evaluation: { marks: 30, grade: 'B', pdfGenerated: false } })
  const pdf = await pdfOf(student.token, submissions.speaking)
  t.equal(pdf.statusCode, 200)
  t.ok(pdf.rawPayload.equals(ownPdf), 'the same bytes')
  const results = (await get(app, student.token, '/api/speaking-tests/student/results')).json() as SubmissionList
  t.match(results.find((s) => s.id === submissions.speaking), { status: 'evaluated', marks: 30, grade: 'B', adminComments: 'Warm and clear.', evaluationPdfUrl: String })
  t.match((await notifications(student.token)).items[0], { title: 'Your speaking has been evaluated', link: '/oet-speaking' })
})

t.test('a correction keeps the earlier version in the history', async (t) => {
  const first = (await detail(submissions.typed)).evaluation!
  const firstPdf = (await pdfOf(student.token, submissions.typed)).rawPayload
  t.equal((await claim(app, staff2.token, submissions.typed)).statusCode, 200, 'an evaluated submission can be claimed again')
  const res = await evaluate(staff2.token, submissions.typed, form({ ...WRITING, language: 6 }, [['adminComments', 'Corrected: language is stronger.']]))
  t.equal(res.statusCode, 200, res.body)
  const now = await detail(submissions.typed)
  t.match(now.evaluation, { marks: 29, grade: 'B', adminComments: 'Corrected: language is stronger.', evaluator: { name: 'Tess Two' } })
  t.same(now.history.map((e) => e.id), [first.id])
  t.match(now.history[0], { marks: 27, evaluator: { name: 'Sam Staff' } })
  t.match(now.item, { marks: 29, status: 'evaluated' })
  const old = await get(app, staff.token, now.history[0]!.pdfUrl)
  t.equal(old.statusCode, 200, 'staff can open the earlier PDF')
  t.ok(old.rawPayload.equals(firstPdf), 'unchanged')
  t.equal((await get(app, student.token, now.history[0]!.pdfUrl)).statusCode, 404, 'the student sees only the current one')
  t.ok((await pdfText((await pdfOf(student.token, submissions.typed)).rawPayload)).text.includes('Marks 29 / 38'))
  t.match((await notifications(student.token)).items[0], { kind: 'evaluation-corrected', title: 'Your writing evaluation was updated' })
})

t.test('a mock’s speaking part is evaluated like the others; its notification opens the mock’s results', async (t) => {
  t.equal((await claim(app, admin.token, submissions.mock)).statusCode, 200)
  // As a browser sends a form whose file input was left empty: a nameless, empty file part.
  const res = await evaluate(admin.token, submissions.mock, form(SPEAKING, [['pdf', Buffer.alloc(0), '', 'application/octet-stream']]))
  t.equal(res.statusCode, 200, res.body)
  t.match(res.json(), { evaluation: { pdfGenerated: true } }, 'an empty file input is no PDF: one is generated')
  t.match((await notifications(student.token)).items[0], { link: `/mock-tests/${tests.mock}/results`, body: /role-play 1/ })
  const queue = (await get(app, staff.token, `/api/staff/submissions?status=evaluated&testId=${tests.mock}`)).json() as QueueResponse
  t.match(queue.items, [{ id: submissions.mock, source: 'mock', marks: 30 }])
})

t.test('read-all marks every notification read', async (t) => {
  t.ok((await notifications(student.token)).unread >= 2)
  const res = await app.inject({ method: 'POST', url: '/api/notifications/read-all', headers: { authorization: `Bearer ${student.token}` } })
  t.equal(res.statusCode, 204)
  t.equal((await notifications(student.token)).unread, 0)
})
