import t from 'tap'
import type { MyAttempt } from './schema.ts'
import type { Submission } from '#shared/submissions/schema.ts'
import { CRITERION_B_SHARE, criterionSeries, PART_B_SHARE, partSeries } from './part-progress.ts'

const attempt = (kind: string, submittedAt: string | null, parts: MyAttempt['parts']): MyAttempt =>
  ({ kind, status: submittedAt ? 'submitted' : 'open', submittedAt, parts, mockSections: [] }) as unknown as MyAttempt

t.test("each part's results, oldest first, only of the skill's submitted tests and mock sections", async (t) => {
  const series = partSeries(
    [
      attempt('oet-reading', '2026-11-20T10:00:00Z', [{ part: 'A', correct: 12, total: 20 }, { part: 'B', correct: 4, total: 6 }]),
      attempt('oet-reading', '2026-11-10T10:00:00Z', [{ part: 'A', correct: 9, total: 20 }]),
      attempt('oet-reading', null, []),
      attempt('oet-listening', '2026-11-15T10:00:00Z', [{ part: 'C', correct: 3, total: 12 }]),
      { kind: 'mock', status: 'submitted', submittedAt: '2026-11-25T10:00:00Z', parts: [], mockSections: [{ section: 'reading', parts: [{ part: 'A', correct: 15, total: 20 }], types: [] }] } as unknown as MyAttempt,
    ],
    'reading',
  )
  t.same(series.map((s) => [s.label, s.points.map((p) => `${p.value}/${p.max}`)]), [['Part A', ['9/20', '12/20', '15/20']], ['Part B', ['4/6']]])
  t.equal(Math.round(PART_B_SHARE * 1000), 714, '30 of 42 scales to 350')
})

t.test("each criterion's marks in evaluated work, oldest first", async (t) => {
  const submission = (createdAt: string, criteria: Record<string, number> | null, status = 'evaluated') => ({ id: createdAt, createdAt, criteria, status }) as Submission
  const series = criterionSeries(
    [submission('2026-11-20T10:00:00Z', { purpose: 3, content: 5 }), submission('2026-11-01T10:00:00Z', { purpose: 2, content: 4 }), submission('2026-11-25T10:00:00Z', null, 'pending')],
    'writing',
  )
  t.same(series.map((s) => [s.key, s.points.map((p) => `${p.value}/${p.max}`)]), [['purpose', ['2/3', '3/3']], ['content', ['4/7', '5/7']]])
  t.equal(CRITERION_B_SHARE, 0.7)
})
