import t from 'tap'
import { HTTP_BACKEND } from '#test/helper.ts'
import type { AdminUser, EvaluationResponse, NotificationsResponse, QueueResponse, SubmissionDetail } from '#shared/evaluation/schema.ts'
import type { SubmissionList } from '#shared/submissions/schema.ts'
import { pdfText } from './staff-pdf-text.ts'
import { bearer, claim, get, postForm, staffWorld, type Part } from './staff-helper.ts'

// Double marking (issue 37, decision 0106): two independent marks, averaged when they agree,
// adjudicated by a senior evaluator when they do not; the student sees one final result.

const FIRST = { purpose: 2, content: 5, conciseness: 5, genre: 5, organisation: 5, language: 5 }
const APART = { ...FIRST, content: 2 }
const CLOSE = { ...FIRST, purpose: 3, language: 4 }
const ADJUDICATED = { ...FIRST, content: 4 }

const { app, staff, staff2, admin, student, other, submissions } = await staffWorld(t, HTTP_BACKEND)
const put = (token: string, url: string, payload: unknown) => app.inject({ method: 'PUT', url, headers: bearer(token), payload: payload as object })
const evaluate = (token: string, id: string, criteria: object, grade = 'B', comments?: string) =>
  postForm(app, { token }, `/api/staff/submissions/${id}/evaluation`, [
    ['criteria', JSON.stringify(criteria)],
    ['grade', grade],
    ...(comments ? ([['adminComments', comments]] as Part[]) : []),
  ])
const detail = async (token: string, id: string) => (await get(app, token, `/api/staff/submissions/${id}`)).json() as SubmissionDetail
const myLetter = async (token: string, id: string) => ((await get(app, token, '/api/writing-tests/student/results')).json() as SubmissionList).find((s) => s.id === id)!
const told = async (token: string) => ((await get(app, token, '/api/notifications')).json() as NotificationsResponse).items

t.test('an admin sets how much is double marked and who adjudicates; nonsense is refused and changes nothing', async (t) => {
  t.same((await get(app, admin.token, '/api/admin/marking')).json(), { sharePercent: 0, criterionTolerance: 1 }, 'none at first')
  for (const body of [{ sharePercent: 101, criterionTolerance: 1 }, { sharePercent: 10 }, { sharePercent: '10', criterionTolerance: 1 }, { sharePercent: 5.5, criterionTolerance: 1 }, { sharePercent: 5, criterionTolerance: 8 }]) {
    t.equal((await put(admin.token, '/api/admin/marking', body)).statusCode, 400, JSON.stringify(body))
  }
  t.equal((await put(staff.token, '/api/admin/marking', { sharePercent: 50, criterionTolerance: 1 })).statusCode, 403, 'staff cannot')
  t.same((await get(app, admin.token, '/api/admin/marking')).json(), { sharePercent: 0, criterionTolerance: 1 }, 'unchanged')

  const chosen = await put(admin.token, `/api/admin/users/${student.id}/marking`, { doubleMarked: true })
  t.equal(chosen.statusCode, 200, chosen.body)
  t.match(chosen.json() as AdminUser, { id: student.id, doubleMarked: true, senior: false })
  const refused = await put(admin.token, `/api/admin/users/${student.id}/marking`, { senior: true })
  t.equal(refused.statusCode, 400)
  t.match(refused.json().message, /Only staff can be senior evaluators/)
  t.equal((await put(admin.token, `/api/admin/users/${staff.id}/marking`, { doubleMarked: true })).statusCode, 400, "staff send no work to mark")
  t.equal((await put(admin.token, `/api/admin/users/${staff.id}/marking`, {})).statusCode, 400, 'an empty change')
  t.equal((await put(admin.token, `/api/admin/users/${crypto.randomUUID()}/marking`, { senior: true })).statusCode, 404)
})

t.test("a chosen student's letter: two independent marks that disagree go to a senior evaluator, whose marks the student sees", async (t) => {
  const letter = submissions.typed
  t.equal((await claim(app, staff.token, letter)).statusCode, 200)
  const first = await evaluate(staff.token, letter, FIRST, 'B', 'Clear purpose.')
  t.equal(first.statusCode, 200, first.body)
  t.match(first.json() as EvaluationResponse, { evaluation: { round: 'first', marks: 27 }, doubleMarking: { state: 'second', final: null } })
  t.match(await myLetter(student.token, letter), { status: 'pending', marks: null, grade: null, evaluationPdfUrl: null }, 'the student waits')
  t.same(await told(student.token), [], 'and is told nothing yet')

  const queued = async (token: string) =>
    ((await get(app, token, '/api/staff/submissions?status=pending&skill=writing')).json() as QueueResponse).items.find((item) => item.id === letter)!
  t.match(await queued(staff.token), { doubleMarking: 'second', notYours: /You gave the first marks/ }, "the queue tells the first marker it is not theirs")
  t.equal((await queued(staff2.token)).notYours, undefined, 'and offers it to another evaluator')
  const again = await claim(app, staff.token, letter)
  t.equal(again.statusCode, 409, 'the first marker cannot give the second marks')
  t.match(again.json().message, /You gave the first marks/)
  const seenBySecond = await detail(staff2.token, letter)
  t.equal(seenBySecond.evaluation, null, 'the second marker sees no marks')
  t.match(seenBySecond.doubleMarking, { state: 'second', rounds: [], firstByMe: false })
  t.match((await detail(staff.token, letter)).doubleMarking, { state: 'second', rounds: [{ round: 'first', marks: 27 }], firstByMe: true }, 'the first marker sees their own')

  t.equal((await claim(app, staff2.token, letter)).statusCode, 200)
  const second = await evaluate(staff2.token, letter, APART, 'C+')
  t.equal(second.statusCode, 200, second.body)
  t.match(second.json() as EvaluationResponse, { evaluation: { round: 'second' }, doubleMarking: { state: 'adjudication', reasons: ['Grade: B and C+', 'Content: 5 and 2'], final: null } })
  t.match(await myLetter(student.token, letter), { status: 'pending' }, 'still waiting')

  t.match(await queued(staff2.token), { doubleMarking: 'adjudication', notYours: /only a senior evaluator/ })
  t.equal((await queued(admin.token)).notYours, undefined, 'an admin may adjudicate')
  const notSenior = await claim(app, staff2.token, letter)
  t.equal(notSenior.statusCode, 403)
  t.match(notSenior.json().message, /only a senior evaluator/)
  t.equal((await claim(app, staff.token, letter)).statusCode, 403, 'nor the first marker, who is not senior either')
  const forAdjudicator = await detail(admin.token, letter)
  t.match(forAdjudicator.doubleMarking, {
    state: 'adjudication',
    rounds: [
      { round: 'first', marks: 27, grade: 'B', evaluator: { name: 'Sam Staff' } },
      { round: 'second', marks: 24, grade: 'C+', evaluator: { name: 'Tess Two' } },
    ],
    reasons: ['Grade: B and C+', 'Content: 5 and 2'],
  })

  t.equal((await put(admin.token, `/api/admin/users/${staff2.id}/marking`, { senior: true })).statusCode, 200)
  t.equal((await claim(app, admin.token, letter)).statusCode, 200, 'an admin adjudicates')
  const adjudicated = await evaluate(admin.token, letter, ADJUDICATED, 'B', 'Say more about the wound care.')
  t.equal(adjudicated.statusCode, 200, adjudicated.body)
  t.match(adjudicated.json() as EvaluationResponse, { evaluation: { round: 'adjudicated', marks: 26 }, doubleMarking: { state: 'done', final: { marks: 26 } } })
  t.match(await myLetter(student.token, letter), { status: 'evaluated', marks: 26, grade: 'B', criteria: ADJUDICATED, adminComments: 'Say more about the wound care.', doubleMarked: true })
  const notices = await told(student.token)
  t.equal(notices.length, 1, 'told once, of the final result')
  t.match(notices[0], { title: 'Your writing has been evaluated', body: /26 of 38 marks, grade B/ })
  const staffView = await detail(staff.token, letter)
  t.match(staffView.evaluation, { round: 'adjudicated', marks: 26 }, 'the record shows the marks that stand')
  t.equal(staffView.doubleMarking?.rounds.length, 2, 'and both rounds, now that they are in')
})

t.test('marks within the tolerance are averaged, criterion by criterion, a half up; the PDF names both evaluators', async (t) => {
  t.equal((await put(admin.token, '/api/admin/marking', { sharePercent: 100, criterionTolerance: 1 })).statusCode, 200)
  const letter = submissions.paper
  t.equal((await claim(app, staff.token, letter)).statusCode, 200)
  t.match((await evaluate(staff.token, letter, FIRST, 'B', 'Clear purpose.')).json(), { doubleMarking: { state: 'second' } }, 'the share: every letter now')
  t.equal((await claim(app, staff2.token, letter)).statusCode, 200)
  const second = await evaluate(staff2.token, letter, CLOSE, 'B', 'Tidy layout.')
  t.equal(second.statusCode, 200, second.body)
  const agreed = { ...FIRST, purpose: 3, language: 5 }
  t.match(second.json() as EvaluationResponse, { doubleMarking: { state: 'done', reasons: [], final: { round: 'agreed', criteria: agreed, marks: 28, grade: 'B' } } })
  t.match(await myLetter(other.token, letter), { status: 'evaluated', criteria: agreed, marks: 28, grade: 'B', adminComments: 'Clear purpose.\n\nTidy layout.', doubleMarked: true })
  const { text } = await pdfText((await get(app, other.token, `/api/submissions/${letter}/evaluation.pdf`)).rawPayload)
  t.match(text, /Sam Staff and Tess Two/)
  t.equal((await told(other.token)).length, 1)
})

t.test('work outside the share, of a student no longer chosen, is marked once and says nothing of double marking', async (t) => {
  t.equal((await put(admin.token, '/api/admin/marking', { sharePercent: 0, criterionTolerance: 1 })).statusCode, 200)
  t.equal((await put(admin.token, `/api/admin/users/${student.id}/marking`, { doubleMarked: false })).statusCode, 200)
  t.equal((await claim(app, staff.token, submissions.speaking)).statusCode, 200)
  const once = await evaluate(staff.token, submissions.speaking, { intelligibility: 5, fluency: 4, appropriateness: 5, grammar: 4, relationship: 3, perspective: 2, structure: 2, gathering: 3, giving: 2 })
  t.equal(once.statusCode, 200, once.body)
  t.notOk((once.json() as EvaluationResponse).doubleMarking, 'one evaluator')
  t.match(((await get(app, student.token, '/api/speaking-tests/student/results')).json() as SubmissionList).find((s) => s.id === submissions.speaking), { status: 'evaluated', doubleMarked: undefined })
})
