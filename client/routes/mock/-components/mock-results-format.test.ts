import t from 'tap'
import type { MockAttempt } from '#shared/contracts/mock-results.ts'
import { attemptDate, breakdownOf, scoreWithBand, writingCell } from './mock-results-format.ts'

const empty: MockAttempt = { attemptId: 'a', submittedAt: '2026-01-02T10:00:00.000Z', listening: null, reading: null, writing: null, speaking: null }
const letter = (values: Partial<NonNullable<MockAttempt['writing']>['fullSubmission']>) => ({
  fullSubmission: { createdAt: '2026-01-02T10:05:00.000Z', marks: null, grade: null, adminComments: null, evaluationPdf: null, ...values },
})
const recording = (createdAt: string, marks: number | null = null) => ({
  fullSubmission: { createdAt, marks, adminComments: null, feedback: null, evaluationPdf: null, audioUrl: null },
})

t.test('a score shows with its band in brackets; none is null (a dash)', async (t) => {
  t.equal(scoreWithBand(350), '350 (B)')
  t.equal(scoreWithBand(300), '300 (C+)')
  t.equal(scoreWithBand(0), '0 (E)')
  t.equal(scoreWithBand(null), null)
})

t.test('writing shows marks with the grade, or N/A for the grade', async (t) => {
  t.equal(writingCell(empty), null)
  t.equal(writingCell({ ...empty, writing: letter({ marks: 27, grade: 'B' }) }), '27 (B)')
  t.equal(writingCell({ ...empty, writing: letter({ marks: 27 }) }), '27 (N/A)')
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
    listening: { score: 330, yourAnswers: {}, correctAnswers: {} },
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
