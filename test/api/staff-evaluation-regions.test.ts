import t from 'tap'
import { count, eq } from 'drizzle-orm'
import { evaluations, submissions as submissionsTable } from '#api/db/schema.ts'
import type { EvaluationResponse, SubmissionDetail } from '#shared/evaluation/schema.ts'
import type { SubmissionList } from '#shared/submissions/schema.ts'
import { HTTP_BACKEND } from '#test/helper.ts'
import { pdfText } from './staff-pdf-text.ts'
import { claim, get, postForm, saveDraft, staffWorld, type Part } from './staff-helper.ts'

/** Comments pinned to areas of a photographed handwritten letter (issue 37, decision 0103): checked, stored, shown, printed. */

const WRITING = { purpose: 2, content: 5, conciseness: 5, genre: 6, organisation: 5, language: 4 }
const form = (anchored: unknown): Part[] => [
  ['criteria', JSON.stringify(WRITING)],
  ['grade', 'B'],
  ['anchoredComments', JSON.stringify(anchored)],
]
const area = (values: object) => ({ kind: 'region', file: 0, x: 0.1, y: 0.2, width: 0.5, height: 0.1, comment: 'Hard to read.', ...values })

const { app, staff, other, student, submissions } = await staffWorld(t, HTTP_BACKEND)
const paper = submissions.paper
const evaluate = (parts: Part[]) => postForm(app, { token: staff.token }, `/api/staff/submissions/${paper}/evaluation`, parts)
t.equal((await claim(app, staff.token, paper)).statusCode, 200)

const REFUSALS: { name: string; anchored: unknown; message: RegExp }[] = [
  { name: 'an area on a photo the letter does not have', anchored: [area({ file: 1 })], message: /^anchoredComments: comment 1 must be on one of the photos: .*here 0 to 0\.$/ },
  { name: 'an area past the page’s right edge', anchored: [area({ x: 0.7, width: 0.5 })], message: /comment 1 must be inside the page: x and y from 0 to 1, x \+ width and y \+ height at most 1\./ },
  { name: 'an area of no size', anchored: [area({ height: 0 })], message: /comment 1 is too small: mark an area at least 1% of the page wide and high\./ },
  { name: 'an area without numbers', anchored: [area({ x: null })], message: /needs x, y, width and height, each a number from 0 to 1/ },
  { name: 'a second, bad area after a good one', anchored: [area({}), area({ y: 1.2 })], message: /^anchoredComments: comment 2 must be inside the page/ },
]

for (const refusal of REFUSALS) {
  t.test(`${refusal.name}: 400 with a message, nothing saved`, async (t) => {
    const res = await evaluate(form(refusal.anchored))
    t.equal(res.statusCode, 400, res.body)
    t.match(res.json(), { statusCode: 400, message: refusal.message })
    const [saved] = await app.database.db.select({ n: count() }).from(evaluations).where(eq(evaluations.submissionId, paper))
    const [row] = await app.database.db.select().from(submissionsTable).where(eq(submissionsTable.id, paper))
    t.equal(saved!.n, 0, 'no evaluation saved')
    t.match(row, { status: 'pending', anchoredComments: [], claimedBy: staff.id })
  })
}

t.test('an area on a typed letter, which has no photos, is refused', async (t) => {
  t.equal((await claim(app, staff.token, submissions.typed)).statusCode, 200)
  const res = await postForm(app, { token: staff.token }, `/api/staff/submissions/${submissions.typed}/evaluation`, form([area({})]))
  t.equal(res.statusCode, 400, res.body)
  t.match(res.json(), { message: /comment 1 is anchored to an area of a photo, but this submission has no photos/ })
})

t.test('a draft keeps its areas as the evaluator left them', async (t) => {
  const body = { criteria: { purpose: 2 }, anchoredComments: [area({})] }
  t.equal((await saveDraft(app, staff.token, paper, body)).statusCode, 200)
  const detail = (await get(app, staff.token, `/api/staff/submissions/${paper}`)).json() as SubmissionDetail
  t.match(detail.draft?.body, body)
})

t.test('areas are stored page by page from the top, shown to the student, and printed in the PDF', async (t) => {
  const res = await evaluate(form([area({ y: 0.6, comment: 'Sign off with your name.' }), area({ x: 0.123456, comment: 'Hard to read.' })]))
  t.equal(res.statusCode, 200, res.body)
  const expected = [
    { kind: 'region', file: 0, x: 0.1235, y: 0.2, width: 0.5, height: 0.1, comment: 'Hard to read.' },
    { kind: 'region', file: 0, x: 0.1, y: 0.6, width: 0.5, height: 0.1, comment: 'Sign off with your name.' },
  ]
  t.same((res.json() as EvaluationResponse).evaluation.anchoredComments, expected)

  // The paper letter is the other student's: only they see it.
  const results = (await get(app, other.token, '/api/writing-tests/student/results')).json() as SubmissionList
  t.match(results.find((s) => s.id === paper), { anchoredComments: expected, files: [{ contentType: /^image\// }] })
  t.equal((await get(app, student.token, '/api/writing-tests/student/results')).json<SubmissionList>().find((s) => s.id === paper), undefined)
  const { text } = await pdfText((await get(app, other.token, `/api/submissions/${paper}/evaluation.pdf`)).rawPayload)
  t.match(text, /Comments on your letter Page 1, marked area Hard to read\. Page 1, marked area Sign off with your name\./)
})
