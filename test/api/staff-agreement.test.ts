import t, { type Test } from 'tap'
import { HTTP_BACKEND } from '#test/helper.ts'
import type { AgreementResponse } from '#shared/evaluation/agreement-schema.ts'
import type { MyHomeResponse, MyReadiness } from '#shared/progress/schema.ts'
import { bearer, claim, get, person, postForm, staffWorld } from './staff-helper.ts'
import { sampleDocument } from '#shared/content/import-samples.ts'
import { importDocument } from './attempts-helper.ts'
import { postJson, speakingUrl, twoPartSpeaking, webm, writingUrl } from './submissions-helper.ts'

// The agreement figures of double marking (issue 37, decision 0107): GET /api/staff/agreement,
// and readiness widening marked work's ranges by the evaluators' measured difference.

const BASE = { purpose: 2, content: 5, conciseness: 5, genre: 5, organisation: 5, language: 5 }
/** Sam's marks: 2 more on content and on language, 31 of 38 (410 on the score scale) against 27 (360). */
const GENEROUS = { ...BASE, content: 7, language: 7 }
/** Tess's marks of Uma's letters: 1 less on language, 26 (340) against 27 (360). */
const STRICTER = { ...BASE, language: 4 }
const SPOKEN = { intelligibility: 5, fluency: 4, appropriateness: 5, grammar: 4, relationship: 3, perspective: 2, structure: 2, gathering: 3, giving: 2 }

const { app, staff, staff2, admin, student, other, tests, letter, submissions } = await staffWorld(t, HTTP_BACKEND)
const uma = await person(app, 'staff', 'Uma Third')
const agreement = async (token: string, query = '') => {
  const res = await get(app, token, `/api/staff/agreement${query}`)
  if (res.statusCode !== 200) throw new Error(`${res.statusCode}: ${res.body}`)
  return res.json() as AgreementResponse
}
const evaluate = (token: string, id: string, criteria: object) =>
  postForm(app, { token }, `/api/staff/submissions/${id}/evaluation`, [
    ['criteria', JSON.stringify(criteria)],
    ['grade', 'B'],
  ])
/** Claims and marks a submission, failing loudly. */
async function mark(t: Test, token: string, id: string, criteria: object) {
  t.equal((await claim(app, token, id)).statusCode, 200, 'claimed')
  const saved = await evaluate(token, id, criteria)
  t.equal(saved.statusCode, 200, saved.body)
}
/** A new student's letter: one letter of a test per student waits at a time. */
async function aLetter(token?: string) {
  const sent = await postJson(app, { token: token ?? (await person(app, 'student')).token }, writingUrl(tests.writing), { writingAnswer: letter })
  if (sent.statusCode !== 201) throw new Error(sent.body)
  return (sent.json() as { submissionId: string }).submissionId
}
const readiness = async () => (await get(app, student.token, '/api/me/readiness')).json() as MyReadiness

t.test('staff and admins only; a bad query is refused; nothing double marked yet: no pairs, no evaluators', async (t) => {
  t.equal((await app.inject({ method: 'GET', url: '/api/staff/agreement' })).statusCode, 401)
  t.equal((await get(app, student.token, '/api/staff/agreement')).statusCode, 403)
  for (const query of ['?skill=reading', '?skill=', '?month=2026-01']) t.equal((await get(app, staff.token, `/api/staff/agreement${query}`)).statusCode, 400, query)
  // A letter marked once is no pair.
  await mark(t, staff.token, submissions.paper, BASE)
  const none = await agreement(admin.token)
  t.equal(none.minPairsForVerdict, 5)
  t.same(
    none.skills.map((s) => [s.skill, s.pairs, s.evaluators.length, s.criteria.length]),
    [
      ['writing', 0, 0, 6],
      ['speaking', 0, 0, 9],
    ],
  )
  t.match(none.skills[0]!.criteria[0], { criterionId: 'purpose', label: 'Purpose', max: 3, exact: 0, adjacent: 0, meanDifference: 0 })
})

t.test('ten double-marked letters by three evaluators: per criterion, per evaluator with a verdict from 5 pairs, per month', async (t) => {
  const settings = await app.inject({ method: 'PUT', url: '/api/admin/marking', headers: bearer(admin.token), payload: { sharePercent: 100, criterionTolerance: 2 } })
  t.equal(settings.statusCode, 200, settings.body)
  t.match((await readiness()).writing, { low: null }, 'no evaluated letter yet')

  // Sam first and Tess second on six letters (two of them the tour student's), Uma first and Tess second on four.
  for (let i = 0; i < 6; i++) {
    const id = i === 0 ? submissions.typed : i === 1 ? await aLetter(student.token) : await aLetter()
    await mark(t, staff.token, id, GENEROUS)
    await mark(t, staff2.token, id, BASE)
  }
  const before = await readiness()
  t.match(before.writing, { reason: /Marked work also varies with the evaluator\.$/ }, 'six pairs: the assumed difference')
  for (let i = 0; i < 4; i++) {
    const id = await aLetter()
    await mark(t, uma.token, id, BASE)
    await mark(t, staff2.token, id, STRICTER)
  }

  const [writing, speaking] = (await agreement(staff.token)).skills
  t.equal(speaking!.pairs, 0, 'no speaking yet')
  t.match(writing, { skill: 'writing', pairs: 10, meanAbsoluteDifference: 2.8, meanAbsoluteScoreDifference: 38 })
  const criterion = (id: string) => writing!.criteria.find((c) => c.criterionId === id)
  t.match(criterion('purpose'), { exact: 1, adjacent: 1, meanDifference: 0, meanAbsoluteDifference: 0 })
  t.match(criterion('content'), { exact: 0.4, adjacent: 0.4, meanDifference: -1.2, meanAbsoluteDifference: 1.2 }, 'Sam 2 above Tess on six of ten')
  t.match(criterion('language'), { exact: 0, adjacent: 0.4, meanDifference: -1.6, meanAbsoluteDifference: 1.6 })

  const month = new Date().toISOString().slice(0, 7)
  t.same(
    writing!.evaluators.map((e) => [e.name, e.pairs, e.meanDifference, e.verdict]),
    [
      ['Tess Two', 10, -2.8, 'More severe by 2.8 marks on average'],
      ['Sam Staff', 6, 4, 'More lenient by 4 marks on average'],
      ['Uma Third', 4, 1, null],
    ],
    'most pairs first; a verdict only from 5 pairs',
  )
  const sam = writing!.evaluators[1]!
  t.same(sam.months, [{ month, pairs: 6, meanDifference: 4 }])
  t.same(
    sam.criteria.filter((c) => c.meanDifference !== 0).map((c) => [c.criterionId, c.meanDifference]),
    [
      ['content', 2],
      ['language', 2],
    ],
  )

  const measured = await readiness()
  t.match(measured.writing, { reason: /on 10 pieces marked by two evaluators, their scores differed by 38 on average\./ }, 'the measured difference, from 10 pairs')
  t.ok(measured.writing.low !== null && measured.writing.high! - measured.writing.low >= 2 * (20 + 38), `wide enough: ${measured.writing.low}-${measured.writing.high}`)
  t.match(measured.speaking, { low: null })
  const home = (await get(app, student.token, '/api/me/home?include=plan')).json() as MyHomeResponse
  t.same(home.evaluatorSpreads, { writing: { halfWidth: 38, measuredFrom: 10 }, speaking: { halfWidth: 20, measuredFrom: null } }, "the dashboard's call carries them")
  t.notOk(((await get(app, student.token, '/api/me/home')).json() as MyHomeResponse).evaluatorSpreads, 'the welcome page needs none')
})

t.test('a speaking sitting of two role-plays is one pair, not one per recording; ?skill= narrows the answer', async (t) => {
  const twoParts = await importDocument(app, admin.token, twoPartSpeaking(sampleDocument('oetSpeaking')))
  const recording = await webm()
  const sent: string[] = []
  for (const part of [1, 2]) {
    const res = await postForm(app, { token: other.token }, speakingUrl(twoParts), [
      ['mainCardNumber', String(part)],
      ['audio', recording, `part${part}.webm`, 'audio/webm'],
    ])
    t.equal(res.statusCode, 201, res.body)
    sent.push((res.json() as { submissionId: string }).submissionId)
  }
  await mark(t, staff.token, sent[0]!, SPOKEN)
  await mark(t, uma.token, sent[1]!, { ...SPOKEN, fluency: 6 })
  const only = await agreement(staff2.token, '?skill=speaking')
  t.equal(only.skills.length, 1)
  t.match(only.skills[0], { skill: 'speaking', pairs: 1, meanAbsoluteDifference: 2 })
  t.match(only.skills[0]!.criteria.find((c) => c.criterionId === 'fluency'), { exact: 0, adjacent: 0, meanDifference: 2 })
  t.same(
    only.skills[0]!.evaluators.map((e) => [e.name, e.pairs, e.meanDifference]),
    [
      ['Sam Staff', 1, -2],
      ['Uma Third', 1, 2],
    ],
  )
  t.same((await agreement(admin.token, '?skill=writing')).skills.map((s) => [s.skill, s.pairs]), [['writing', 10]])
  t.equal((await get(app, other.token, '/api/staff/agreement?skill=speaking')).statusCode, 403)
})
