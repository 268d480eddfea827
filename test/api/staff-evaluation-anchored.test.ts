import t, { type Test } from 'tap'
import { count, eq } from 'drizzle-orm'
import { evaluations, submissions as submissionsTable } from '#api/db/schema.ts'
import type { EvaluationResponse, SubmissionDetail } from '#shared/evaluation/schema.ts'
import type { SubmissionList } from '#shared/submissions/schema.ts'
import { HTTP_BACKEND } from '#test/helper.ts'
import { pdfText } from './staff-pdf-text.ts'
import { claim, get, postForm, staffWorld, type Part } from './staff-helper.ts'

/** Comments anchored to a phrase of the letter or a moment of the recording (issue 18): checked, stored, shown, printed. */

const WRITING = { purpose: 2, content: 5, conciseness: 5, genre: 6, organisation: 5, language: 4 }
const SPEAKING = { intelligibility: 5, fluency: 4, appropriateness: 5, grammar: 4, relationship: 3, perspective: 2, structure: 2, gathering: 3, giving: 2 }
const form = (criteria: object, anchored: unknown): Part[] => [
  ['criteria', JSON.stringify(criteria)],
  ['grade', 'B'],
  ['anchoredComments', typeof anchored === 'string' ? anchored : JSON.stringify(anchored)],
]

const { app, staff, student, other, submissions, letter } = await staffWorld(t, HTTP_BACKEND)
const evaluate = (id: string, parts: Part[]) => postForm(app, { token: staff.token }, `/api/staff/submissions/${id}/evaluation`, parts)
const span = (phrase: string) => ({ start: letter.indexOf(phrase), end: letter.indexOf(phrase) + phrase.length })
for (const id of Object.values(submissions)) t.equal((await claim(app, staff.token, id)).statusCode, 200)
const recording = (await get(app, staff.token, `/api/staff/submissions/${submissions.speaking}`)).json() as SubmissionDetail
const duration = recording.files[0]!.durationSeconds!

async function nothingSaved(t: Test, id: string) {
  const [saved] = await app.database.db.select({ n: count() }).from(evaluations).where(eq(evaluations.submissionId, id))
  const [row] = await app.database.db.select().from(submissionsTable).where(eq(submissionsTable.id, id))
  t.equal(saved!.n, 0, 'no evaluation saved')
  t.match(row, { status: 'pending', anchoredComments: [], claimedBy: staff.id })
}

const REFUSALS: { name: string; id: () => string; parts: () => Part[]; message: RegExp }[] = [
  {
    name: 'a phrase past the end of the letter',
    id: () => submissions.typed,
    parts: () => form(WRITING, [{ kind: 'text', start: 10, end: letter.length + 5, comment: 'Too long.' }]),
    message: new RegExp(`^anchoredComments: comment 1 must be inside the letter \\(characters 0 to ${letter.length}\\), its start before its end\\.$`),
  },
  {
    name: 'two comments on overlapping words',
    id: () => submissions.typed,
    parts: () => form(WRITING, [{ kind: 'text', ...span('refer Mrs Jones'), comment: 'a' }, { kind: 'text', ...span('Mrs Jones, who'), comment: 'b' }]),
    message: /^anchoredComments: comment 2 overlaps the comment on "refer Mrs Jones"/,
  },
  {
    name: 'a moment of a recording on a letter',
    id: () => submissions.typed,
    parts: () => form(WRITING, [{ kind: 'time', at: 3, comment: 'Here.' }]),
    message: /comment 1 is anchored to a time, but this submission has no recording/,
  },
  {
    name: 'words anchored on photos of a handwritten letter',
    id: () => submissions.paper,
    parts: () => form(WRITING, [{ kind: 'text', start: 0, end: 4, comment: 'Here.' }]),
    message: /comment 1 is anchored to words, but this submission has no typed letter/,
  },
  {
    name: 'a moment after the recording ends',
    id: () => submissions.speaking,
    parts: () => form(SPEAKING, [{ kind: 'time', at: duration + 1, comment: 'Here.' }]),
    message: /^anchoredComments: comment 1 must be at a time inside the recording \(0:00 to \d+:\d\d\)\.$/,
  },
  {
    name: 'an empty comment',
    id: () => submissions.speaking,
    parts: () => form(SPEAKING, [{ kind: 'time', at: 0.5, comment: ' \n ' }]),
    message: /comment 1 has no text: write the comment or remove it/,
  },
  {
    name: 'markup smuggled in as a field of the anchor',
    id: () => submissions.speaking,
    parts: () => form(SPEAKING, [{ kind: 'time', at: 0.5, comment: 'ok', html: '<script>alert(1)</script>' }]),
    message: /"html" is not part of a comment on a moment/,
  },
  {
    name: 'anchored comments that are not JSON',
    id: () => submissions.speaking,
    parts: () => form(SPEAKING, '[{kind: time'),
    message: /^anchoredComments must be JSON\.$/,
  },
  {
    name: 'JSON nested beyond reason',
    id: () => submissions.speaking,
    parts: () => form(SPEAKING, '['.repeat(200) + ']'.repeat(200)),
    message: /nested|deep/i,
  },
]

for (const refusal of REFUSALS) {
  t.test(`${refusal.name}: 400 with a message, nothing saved`, async (t) => {
    const res = await evaluate(refusal.id(), refusal.parts())
    t.equal(res.statusCode, 400, res.body)
    t.match(res.json(), { statusCode: 400, error: String, message: refusal.message })
    await nothingSaved(t, refusal.id())
  })
}

t.test('a letter: comments on phrases stored in the letter’s order, shown to its student with the criteria, printed in the PDF', async (t) => {
  const res = await evaluate(
    submissions.typed,
    form(WRITING, [
      { kind: 'text', ...span('wound care'), comment: 'Say what kind of wound.' },
      // Hostile text is only text: kept as typed, a NUL made harmless.
      { kind: 'text', ...span('Dear Dr Smith'), comment: 'Good <b>salutation</b>\u0000.' },
    ]),
  )
  t.equal(res.statusCode, 200, res.body)
  const expected = [
    { kind: 'text', ...span('Dear Dr Smith'), comment: 'Good <b>salutation</b>\uFFFD.' },
    { kind: 'text', ...span('wound care'), comment: 'Say what kind of wound.' },
  ]
  t.same((res.json() as EvaluationResponse).evaluation.anchoredComments, expected)

  const results = (await get(app, student.token, '/api/writing-tests/student/results')).json() as SubmissionList
  t.match(results.find((s) => s.id === submissions.typed), { criteria: WRITING, anchoredComments: expected, writingAnswer: letter })
  const { text } = await pdfText((await get(app, student.token, `/api/submissions/${submissions.typed}/evaluation.pdf`)).rawPayload)
  t.match(text, /Comments on your letter “Dear Dr Smith” Good <b>salutation<\/b>.*“wound care” Say what kind of wound\./)
  t.equal((await get(app, other.token, '/api/writing-tests/student/results')).json<SubmissionList>().find((s) => s.id === submissions.typed), undefined)
})

t.test('a recording: comments at moments, rounded to a tenth of a second, in time order, and in the PDF', async (t) => {
  const late = Math.floor(duration * 10) / 10
  const res = await evaluate(submissions.speaking, form(SPEAKING, [{ kind: 'time', at: late, comment: 'Close by checking understanding.' }, { kind: 'time', at: 0.04, comment: 'Warm opening.' }]))
  t.equal(res.statusCode, 200, res.body)
  const expected = [
    // The sitting's one recording is role-play 1's: its comments say so.
    { kind: 'time', at: 0, part: 1, comment: 'Warm opening.' },
    { kind: 'time', at: late, part: 1, comment: 'Close by checking understanding.' },
  ]
  t.same((res.json() as EvaluationResponse).evaluation.anchoredComments, expected)
  const results = (await get(app, student.token, '/api/speaking-tests/student/results')).json() as SubmissionList
  t.match(results.find((s) => s.id === submissions.speaking), { criteria: SPEAKING, anchoredComments: expected })
  const { text } = await pdfText((await get(app, student.token, `/api/submissions/${submissions.speaking}/evaluation.pdf`)).rawPayload)
  t.match(text, /Comments on your recording At 0:00 Warm opening\. At \d+:\d\d Close by checking understanding\./)
})

t.test('a form without anchored comments still saves, with none', async (t) => {
  const res = await postForm(app, { token: staff.token }, `/api/staff/submissions/${submissions.paper}/evaluation`, [['criteria', JSON.stringify(WRITING)], ['grade', 'C']])
  t.equal(res.statusCode, 200, res.body)
  t.same((res.json() as EvaluationResponse).evaluation.anchoredComments, [])
})
