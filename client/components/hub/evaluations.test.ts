import t from 'tap'
import type { Submission } from '#shared/submissions/schema.ts'
import { evaluationStanding } from './evaluations.ts'

const submission = (id: string, evaluatedAt: string | null): Submission => ({
  id,
  testId: 't',
  testTitle: 'Writing 1',
  source: 'test',
  mode: 'computer',
  status: evaluatedAt ? 'evaluated' : 'pending',
  createdAt: '2026-03-01T09:00:00Z',
  mainCardNumber: null,
  wordCount: 180,
  files: [],
  writingAnswer: 'Dear Doctor',
  marks: evaluatedAt ? 30 : null,
  grade: evaluatedAt ? 'B' : null,
  criteria: null,
  adminComments: null,
  feedback: null,
  anchoredComments: [],
  evaluationPdfUrl: evaluatedAt ? `/api/submissions/${id}/evaluation.pdf` : null,
  evaluatedAt,
})

t.test('the newest evaluation leads, however the list is ordered; the rest count as pending', async (t) => {
  const standing = evaluationStanding([
    submission('old', '2026-03-02T09:00:00Z'),
    submission('waiting', null),
    submission('new', '2026-03-04T09:00:00Z'),
  ])
  t.equal(standing.latest?.id, 'new')
  t.equal(standing.pending, 1)
})

t.test('nothing evaluated yet', async (t) => {
  t.same(evaluationStanding([submission('waiting', null)]), { latest: undefined, pending: 1 })
  t.same(evaluationStanding([]), { latest: undefined, pending: 0 })
})
