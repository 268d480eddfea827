import t from 'tap'
import type { EvaluationResponse, QueueResponse, SubmissionDetail } from '#shared/evaluation/schema.ts'
import type { SubmissionList } from '#shared/submissions/schema.ts'
import type { MyProgress } from '#shared/progress/schema.ts'
import { HTTP_BACKEND } from '#test/helper.ts'
import { pdfText } from './staff-pdf-text.ts'
import { bearer, get, mockSpeakingUrl, postForm, speakingUrl, submissionsWorld, webm, type Part } from './submissions-helper.ts'

// One speaking result per sitting (issue 37, decision 0105): the role-plays of one sitting are one
// queue item, one claim, one evaluation with comments on each recording, one grade for the student.

const SPEAKING = { intelligibility: 5, fluency: 4, appropriateness: 5, grammar: 4, relationship: 3, perspective: 2, structure: 2, gathering: 3, giving: 2 }
const { app, student, other, staff, tests } = await submissionsWorld(t, HTTP_BACKEND)
const recording = await webm()

const sendPart = async (token: string, part: number) => {
  const res = await postForm(app, { token }, speakingUrl(tests.speaking), [
    ['mainCardNumber', String(part)],
    ['audio', recording, `part${part}.webm`, 'audio/webm'],
  ])
  if (res.statusCode !== 201) throw new Error(`part ${part}: ${res.statusCode} ${res.body}`)
  return (res.json() as { submissionId: string }).submissionId
}
const queue = async (query = 'skill=speaking') => (await get(app, staff, `/api/staff/submissions?${query}`)).json() as QueueResponse
const claim = (id: string) => app.inject({ method: 'POST', url: `/api/staff/submissions/${id}/claim`, headers: bearer(staff) })
const evaluate = (id: string, anchored: unknown[], grade = 'B') =>
  postForm(app, { token: staff }, `/api/staff/submissions/${id}/evaluation`, [
    ['criteria', JSON.stringify(SPEAKING)],
    ['grade', grade],
    ['anchoredComments', JSON.stringify(anchored)],
  ] satisfies Part[])
const myResults = async (token = student) => (await get(app, token, '/api/speaking-tests/student/results')).json() as SubmissionList
const notifications = async () =>
  ((await get(app, student, '/api/notifications')).json() as { items: { title: string; body: string }[] }).items

const first = await sendPart(student, 1)
const second = await sendPart(student, 2)

t.test("a standalone test's two role-plays are one queue item, opened by either", async (t) => {
  const listed = await queue('skill=speaking&status=pending')
  const mine = listed.items.filter((item) => item.student.id !== undefined && item.test.id === tests.speaking)
  t.equal(mine.length, 1, 'one item for the sitting')
  t.match(mine[0], { id: first, mainCardNumber: 1, rolePlays: [1, 2], status: 'pending' })
  t.equal(listed.total, 1, 'counted once')

  const detail = (await get(app, staff, `/api/staff/submissions/${second}`)).json() as SubmissionDetail
  t.equal(detail.item.id, first, "the second role-play's id opens the sitting")
  t.match(detail.parts, [
    { submissionId: first, mainCardNumber: 1, status: 'pending', prompt: { kind: 'speaking', mainCardNumber: 1 } },
    { submissionId: second, mainCardNumber: 2, status: 'pending', prompt: { kind: 'speaking', mainCardNumber: 2 } },
  ])
  t.same(
    detail.files.map((file) => file.part),
    [1, 2],
    'both recordings, each with its role-play',
  )
})

t.test('one claim and one evaluation cover both recordings, each comment on its own role-play', async (t) => {
  t.equal((await claim(second)).statusCode, 200, 'claimed through either id')
  const held = await claim(first)
  t.equal(held.statusCode, 200, 'the same claim: renewed, not refused')

  const unnamed = await evaluate(first, [{ kind: 'time', at: 1, comment: 'Which role-play?' }])
  t.equal(unnamed.statusCode, 400)
  t.match(unnamed.json().message, /comment 1 needs a part: the role-play \(1 or 2\)/)
  t.equal((await myResults()).filter((s) => s.status === 'evaluated').length, 0, 'a refused form changes nothing')

  const saved = await evaluate(first, [
    { kind: 'time', part: 2, at: 1.5, comment: 'Check the patient understood.' },
    { kind: 'time', part: 1, at: 0.5, comment: 'Warm opening.' },
  ])
  t.equal(saved.statusCode, 200, saved.body)
  t.match((saved.json() as EvaluationResponse).evaluation, { marks: 30, grade: 'B' })

  const results = await myResults()
  const one = results.find((s) => s.id === first)!
  const two = results.find((s) => s.id === second)!
  for (const part of [one, two]) t.match(part, { status: 'evaluated', marks: 30, grade: 'B', criteria: SPEAKING, sittingId: first })
  t.same(one.anchoredComments, [{ kind: 'time', at: 0.5, part: 1, comment: 'Warm opening.' }], "role-play 1 shows its own moment's comment")
  t.same(two.anchoredComments, [{ kind: 'time', at: 1.5, part: 2, comment: 'Check the patient understood.' }])

  const told = await notifications()
  t.equal(told.length, 1, 'the student is told once')
  t.match(told[0], { title: 'Your speaking has been evaluated', body: /\(role-plays 1 and 2\): 30 of \d+ marks, grade B/ })

  const { text } = await pdfText((await get(app, student, `/api/submissions/${second}/evaluation.pdf`)).rawPayload)
  t.match(text, /role-plays 1 and 2/)
  t.match(text, /Comments on your recordings Role-play 1, at 0:00 Warm opening\. Role-play 2, at 0:01 Check the patient understood\./)

  t.equal((await queue('skill=speaking&status=pending')).total, 0, 'nothing of the sitting waits')
  t.match((await queue('skill=speaking&status=evaluated')).items, [{ id: first, status: 'evaluated', rolePlays: [1, 2] }])
  t.equal((await claim(first)).statusCode, 200, 'a correction claims the sitting again')
  t.equal((await app.inject({ method: 'DELETE', url: `/api/staff/submissions/${second}/claim`, headers: bearer(staff) })).statusCode, 204, 'and releases it by either id')
})

t.test('progress counts the sitting as one speaking result', async (t) => {
  const progress = (await get(app, student, '/api/me/progress')).json() as MyProgress
  t.equal(progress.speaking.scores.length, 1)
})

t.test("a role-play sent after its sitting was evaluated reopens it, and the next evaluation covers it", async (t) => {
  const early = await sendPart(other, 1)
  t.equal((await claim(early)).statusCode, 200)
  t.equal((await evaluate(early, [{ kind: 'time', at: 1, comment: 'Clear.' }], 'C')).statusCode, 200, 'one recording alone: no part needed')
  const late = await sendPart(other, 2)
  const reopened = (await queue('skill=speaking&status=pending')).items
  t.match(reopened, [{ id: early, status: 'pending', rolePlays: [1, 2] }], 'the sitting waits again, with both role-plays')

  t.equal((await claim(late)).statusCode, 200)
  t.equal((await evaluate(early, [], 'B')).statusCode, 200)
  const results = await myResults(other)
  t.same(
    results.map((s) => [s.mainCardNumber, s.status, s.grade]).sort(),
    [
      [1, 'evaluated', 'B'],
      [2, 'evaluated', 'B'],
    ],
  )
  const told = ((await get(app, other, '/api/notifications')).json() as { items: { title: string }[] }).items.map((n) => n.title)
  t.same(told, ['Your speaking evaluation was updated', 'Your speaking has been evaluated'], 'the second saving is a correction')
})

t.test("a mock's role-plays sent from the mock speaking screen one request each are one sitting", async (t) => {
  const sitting = await app.inject({ method: 'POST', url: `/api/mock-tests/${tests.mock}/speaking-sitting`, headers: bearer(student) })
  t.equal(sitting.statusCode, 200, sitting.body)
  const ids: string[] = []
  for (const part of [1, 2]) {
    const res = await postForm(app, { token: student }, mockSpeakingUrl(tests.mock), [
      ['speakingResponses', JSON.stringify([part])],
      ['speakingFiles', recording, `mock${part}.webm`, 'audio/webm'],
    ])
    t.equal(res.statusCode, 201, res.body)
    ids.push(...(res.json() as { submissionIds: string[] }).submissionIds)
  }
  const listed = (await queue('skill=speaking&status=pending')).items.filter((item) => item.test.id === tests.mock)
  t.match(listed, [{ id: ids[0], rolePlays: [1, 2], source: 'mock' }])
  const detail = (await get(app, staff, `/api/staff/submissions/${ids[1]}`)).json() as SubmissionDetail
  t.same(
    detail.parts?.map((part) => part.submissionId),
    ids,
  )
})
