import t from 'tap'
import type { SubmissionDetail } from '#shared/evaluation/schema.ts'
import type { Submission } from '#shared/submissions/schema.ts'
import { HTTP_BACKEND } from '#test/helper.ts'
import { bearer, claim, get, staffWorld } from './staff-helper.ts'

/** Issue 35: a letter written on paper, typed by its evaluator, is checked and commented on as a typed one. */

const COPY = 'Dear Ms Thorne,\n\nRe: Ms Jane Doe\n\nI am writting to refer Ms Doe.\n\nYours sincerely,\nNurse'

t.test('the evaluator keeps a typed copy of a paper letter under their claim; its student sees it with its checks', async (t) => {
  const { app, staff, staff2, other, submissions, tests } = await staffWorld(t, HTTP_BACKEND)
  const type = (token: string, id: string, letter: unknown) =>
    app.inject({ method: 'PUT', url: `/api/staff/submissions/${id}/typed-copy`, headers: bearer(token), payload: { letter } })

  t.equal((await type(staff.token, submissions.paper, COPY)).statusCode, 409, 'not without a claim')
  t.equal((await claim(app, staff.token, submissions.paper)).statusCode, 200)
  t.equal((await type(staff2.token, submissions.paper, COPY)).statusCode, 409, "nor under another evaluator's")
  t.equal((await type(other.token, submissions.paper, COPY)).statusCode, 403, 'students never')
  const blank = await type(staff.token, submissions.paper, '  ')
  t.equal(blank.statusCode, 400)
  t.match(blank.json().message, /Type the letter/)
  t.equal((await type(staff.token, submissions.paper, 'x'.repeat(20_001))).statusCode, 400)
  t.equal((await claim(app, staff.token, submissions.typed)).statusCode, 200)
  t.match((await type(staff.token, submissions.typed, COPY)).json(), { statusCode: 409, message: /came typed/ }, 'a typed letter is not typed again')

  t.equal((await type(staff.token, submissions.paper, COPY)).statusCode, 200)
  const detail = (await get(app, staff.token, `/api/staff/submissions/${submissions.paper}`)).json() as SubmissionDetail
  t.equal(detail.writingAnswer, COPY, 'the evaluation screen has the copy to comment on')
  t.ok(detail.files.length > 0, 'beside the photos')
  const [mine] = (await get(app, other.token, '/api/writing-tests/student/results')).json() as Submission[]
  t.match(mine, { mode: 'paper', writingAnswer: COPY }, "the student's own list has it at once")
  const checks = await app.inject({ method: 'POST', url: `/api/writing-tests/${tests.writing}/checks`, headers: bearer(other.token), payload: { letter: mine!.writingAnswer } })
  t.ok(checks.json().findings.some((f: { kind: string; start: number; end: number }) => f.kind === 'spelling' && COPY.slice(f.start, f.end) === 'writting'), 'and its checks place what they find')
})
