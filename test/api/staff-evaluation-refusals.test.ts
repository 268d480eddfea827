import t, { type Test } from 'tap'
import { count, eq } from 'drizzle-orm'
import { evaluations, notifications, submissions as submissionsTable } from '#api/db/schema.ts'
import { HTTP_BACKEND } from '#test/helper.ts'
import { bearer, claim, postForm, staffWorld, type Part } from './staff-helper.ts'

const WRITING = { purpose: 2, content: 5, conciseness: 5, genre: 6, organisation: 5, language: 4 }
const criteria = (scores: object): Part => ['criteria', JSON.stringify(scores)]

/** Each bad form, the status it gets and words its message must contain. */
const REFUSALS: { name: string; parts: () => Part[]; status: number; message: RegExp }[] = [
  {
    name: 'a criterion out of range',
    parts: () => [criteria({ ...WRITING, purpose: 4 }), ['grade', 'B']],
    status: 400,
    message: /^criteria: Purpose must be a whole number from 0 to 3\.$/,
  },
  {
    name: 'a score that is not whole',
    parts: () => [criteria({ ...WRITING, language: 4.5 }), ['grade', 'B']],
    status: 400,
    message: /Language must be a whole number from 0 to 7/,
  },
  {
    name: 'a missing criterion',
    parts: () => [criteria({ ...WRITING, genre: undefined }), ['grade', 'B']],
    status: 400,
    message: /^criteria: give a score for Genre and Style\.$/,
  },
  {
    name: 'a speaking criterion on a letter',
    parts: () => [criteria({ ...WRITING, fluency: 3 }), ['grade', 'B']],
    status: 400,
    message: /"fluency" is not a writing criterion/,
  },
  { name: 'criteria that are not JSON', parts: () => [['criteria', '{purpose: 2'], ['grade', 'B']], status: 400, message: /criteria must be JSON/ },
  { name: 'no criteria', parts: () => [['grade', 'B']], status: 400, message: /criteria is required/ },
  {
    name: 'marks that are not the sum',
    parts: () => [criteria(WRITING), ['marks', '30'], ['grade', 'B']],
    status: 400,
    message: /^marks must be the sum of the criteria, 27; got "30"\.$/,
  },
  {
    name: 'a grade not in A/B/C+/C/D/E',
    parts: () => [criteria(WRITING), ['grade', 'B+']],
    status: 400,
    message: /^grade must be one of A, B, C\+, C, D or E; got "B\+"\.$/,
  },
  { name: 'no grade', parts: () => [criteria(WRITING)], status: 400, message: /grade is required/ },
  {
    name: 'comments over 10,000 characters',
    parts: () => [criteria(WRITING), ['grade', 'B'], ['adminComments', 'x'.repeat(10_001)]],
    status: 400,
    message: /^adminComments is too long: at most 10,000 characters\.$/,
  },
  {
    name: 'a field the call does not take',
    parts: () => [criteria(WRITING), ['grade', 'B'], ['score', '300']],
    status: 400,
    message: /score is not a field this call accepts/,
  },
  {
    name: 'a PDF that is not a PDF',
    parts: () => [criteria(WRITING), ['grade', 'B'], ['pdf', Buffer.from('<html>not a pdf</html>'), 'marking.pdf', 'application/pdf']],
    status: 415,
    message: /^The attached file is not a PDF\. Please attach a PDF file\.$/,
  },
  {
    name: 'an empty file named as a PDF',
    parts: () => [criteria(WRITING), ['grade', 'B'], ['pdf', Buffer.alloc(0), 'marking.pdf', 'application/pdf']],
    status: 400,
    message: /^The attached PDF is empty\. Please choose the file again\.$/,
  },
  {
    name: 'a PDF over 20 MB',
    parts: () => [criteria(WRITING), ['grade', 'B'], ['pdf', Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(20 * 1024 * 1024)]), 'big.pdf', 'application/pdf']],
    status: 413,
    message: /^The PDF may be at most 20 MB\.$/,
  },
  {
    name: 'a good form whose PDF is refused after the fields',
    parts: () => [['pdf', Buffer.from('GIF89a'), 'scan.gif', 'image/gif'], criteria(WRITING), ['grade', 'B']],
    status: 415,
    message: /not a PDF/,
  },
  {
    name: 'a valid PDF then a bad grade (the stored PDF is removed again)',
    parts: () => [['pdf', Buffer.from('%PDF-1.4\n%%EOF\n'), 'ok.pdf', 'application/pdf'], criteria(WRITING), ['grade', 'F']],
    status: 400,
    message: /grade must be one of/,
  },
]

const backend = HTTP_BACKEND

const { app, staff, staff2, student, submissions, storedPdfs } = await staffWorld(t, backend)
const id = submissions.typed
const url = `/api/staff/submissions/${id}/evaluation`
t.equal((await claim(app, staff.token, id)).statusCode, 200)

/** Nothing of an evaluation was kept: no history row, no result, no PDF, no notification, the claim still held. */
async function nothingSaved(t: Test) {
  const db = app.database.db
  const [saved] = await db.select({ n: count() }).from(evaluations)
  const [told] = await db.select({ n: count() }).from(notifications)
  const [row] = await db.select().from(submissionsTable).where(eq(submissionsTable.id, id))
  t.equal(saved!.n, 0, 'no evaluation saved')
  t.equal(told!.n, 0, 'nobody notified')
  t.match(row, { status: 'pending', marks: null, grade: null, evaluationPdf: null, claimedBy: staff.id })
  t.same(await storedPdfs(), [], 'no PDF left in the store')
}

for (const refusal of REFUSALS) {
  t.test(`${refusal.name}: ${refusal.status} with a message, nothing saved`, async (t) => {
    const res = await postForm(app, { token: staff.token }, url, refusal.parts())
    t.equal(res.statusCode, refusal.status, res.body)
    t.match(res.json(), { statusCode: refusal.status, error: String, message: refusal.message })
    await nothingSaved(t)
  })
}

t.test('without the claim: 409 naming the holder, nothing saved', async (t) => {
  const res = await postForm(app, { token: staff2.token }, url, [criteria(WRITING), ['grade', 'B']])
  t.equal(res.statusCode, 409)
  t.match(res.json(), { message: /^Sam Staff is evaluating this submission until \d\d:\d\d UTC\.$/ })
  await nothingSaved(t)
})

t.test('JSON instead of a form: 415 with a message', async (t) => {
  const res = await app.inject({ method: 'POST', url, headers: bearer(staff.token), payload: { criteria: WRITING, grade: 'B' } })
  t.equal(res.statusCode, 415)
  t.match(res.json(), { message: /multipart\/form-data/ })
  await nothingSaved(t)
})

t.test('a student may not evaluate (403), even their own work', async (t) => {
  const res = await postForm(app, { token: student.token }, url, [criteria(WRITING), ['grade', 'A']])
  t.equal(res.statusCode, 403)
  await nothingSaved(t)
})

t.test('after all that, the good form is saved', async (t) => {
  const res = await postForm(app, { token: staff.token }, url, [criteria(WRITING), ['marks', '27'], ['grade', 'B']])
  t.equal(res.statusCode, 200, res.body)
  t.same((await storedPdfs()).length, 1)
})
