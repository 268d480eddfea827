import t from 'tap'
import type { MockAttempt } from '#shared/mock/results-schema.ts'
import { attemptDate, breakdownOf, scoreWithBand, sectionStandings, writingCell } from './mock-results-format.ts'

const empty: MockAttempt = { attemptId: 'a', submittedAt: '2026-01-02T10:00:00.000Z', listening: null, reading: null, writing: null, speaking: null }
const letter = (values: Partial<NonNullable<MockAttempt['writing']>['fullSubmission']>) => ({
  fullSubmission: { createdAt: '2026-01-02T10:05:00.000Z', marks: null, grade: null, adminComments: null, evaluationPdf: null, writingAnswer: null, photos: [], criteria: null, anchoredComments: [], ...values },
})
const recording = (createdAt: string, marks: number | null = null) => ({
  fullSubmission: { createdAt, marks, adminComments: null, feedback: null, evaluationPdf: null, audioUrl: null, parts: [] },
})

t.test('a score shows with its band in brackets; none is null (a dash)', async (t) => {
  t.equal(scoreWithBand(350), '350 (B)')
  t.equal(scoreWithBand(300), '300 (C+)')
  t.equal(scoreWithBand(0), '0 (E)')
  t.equal(scoreWithBand(null), null)
})

t.test('writing shows marks with the grade, or N/A for the grade', async (t) => {
  t.equal(writingCell(empty), null)
  t.equal(writingCell({ ...empty, writing: letter({ marks: 27, grade: 'B' }) }), '27 / 38 marks (B)')
  t.equal(writingCell({ ...empty, writing: letter({ marks: 27 }) }), '27 / 38 marks (N/A)')
  t.equal(writingCell({ ...empty, writing: letter({}) }), '– (N/A)')
})

t.test('the date is the earliest of the writing and speaking times, else none', async (t) => {
  t.equal(attemptDate(empty), null, 'listening and reading alone: N/A')
  t.equal(attemptDate({ ...empty, speaking: recording('2026-01-02T09:00:00.000Z') }), '2026-01-02T09:00:00.000Z')
  t.equal(attemptDate({ ...empty, writing: letter({}), speaking: recording('2026-01-02T11:00:00.000Z') }), '2026-01-02T10:05:00.000Z')
})

t.test('the breakdown: Listening, Reading, Speaking, Writing on 0-500', async (t) => {
  const attempt: MockAttempt = {
    ...empty,
    listening: { score: 330, yourAnswers: {}, correctAnswers: {}, review: [] },
    speaking: recording('2026-01-02T09:00:00.000Z', 400),
    writing: letter({ marks: 27, grade: 'B' }),
  }
  t.same(breakdownOf(attempt), [
    { skill: 'Listening', score: 330 },
    { skill: 'Reading', score: null },
    { skill: 'Speaking', score: 400 },
    { skill: 'Writing', score: 360 }, // 27 of 38 is 355 -> 360
  ])
})

t.test("the hub card states every section on OET's 0-500 scale with a grade", async (t) => {
  const pdf = '/api/submissions/x/evaluation.pdf'
  const evaluated: MockAttempt = {
    ...empty,
    listening: { score: 230, yourAnswers: {}, correctAnswers: {}, review: [] },
    reading: { score: 50, yourAnswers: {}, correctAnswers: {}, review: [] },
    writing: letter({ marks: 26, grade: 'C+', evaluationPdf: pdf }),
    speaking: { fullSubmission: { ...recording('2026-01-02T09:00:00.000Z', 270).fullSubmission, evaluationPdf: pdf } },
  }
  t.same(sectionStandings(evaluated), [
    { section: 'Listening', state: 'scored', score: 230, grade: 'C' },
    { section: 'Reading', state: 'scored', score: 50, grade: 'E' },
    { section: 'Writing', state: 'scored', score: 340, grade: 'C+' }, // 26 of 38 is 342 -> 340, the evaluator's grade
    { section: 'Speaking', state: 'scored', score: 270, grade: 'C' },
  ])
  t.same(
    sectionStandings({ ...empty, writing: letter({ marks: 26 }), speaking: recording('2026-01-02T09:00:00.000Z') }).map((s) => s.state),
    ['not taken', 'not taken', 'awaiting', 'awaiting'],
    'work without its evaluation is awaiting',
  )
})
