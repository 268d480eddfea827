import t from 'tap'
import type { Evaluation } from './staff-types.ts'
import { savedText } from './saved-text.ts'

const evaluation = (round: Evaluation['round'], marks = 27): Evaluation => ({
  id: 'e',
  criteria: {},
  marks,
  grade: 'B',
  adminComments: null,
  feedback: null,
  anchoredComments: [],
  pdfUrl: '/x.pdf',
  pdfGenerated: true,
  evaluator: null,
  round,
  createdAt: '2026-11-29T10:00:00.000Z',
})

t.test('the evaluator learns what their saved marks did: stand, wait for a second evaluator, go to adjudication, or agree', async (t) => {
  t.equal(savedText({ evaluation: evaluation('single') }, 'Stella'), 'Evaluation saved: 27 marks, grade B. Stella has been notified.')
  t.match(savedText({ evaluation: evaluation('first'), doubleMarking: { state: 'second', reasons: [], final: null } }, 'Stella'), /first of two: 27 marks.*Stella is told once/)
  t.match(
    savedText({ evaluation: evaluation('second'), doubleMarking: { state: 'adjudication', reasons: ['Grade: B and C+', 'Content: 5 and 2'], final: null } }, 'Stella'),
    /\(Grade: B and C\+; Content: 5 and 2\), so a senior evaluator adjudicates/,
  )
  t.equal(
    savedText({ evaluation: evaluation('second', 29), doubleMarking: { state: 'done', reasons: [], final: evaluation('agreed', 28) } }, 'Stella'),
    'Your marks agree with the first. Stella has been notified of their average: 28 marks, grade B.',
  )
  t.match(savedText({ evaluation: evaluation('adjudicated', 26), doubleMarking: { state: 'done', reasons: [], final: evaluation('adjudicated', 26) } }, 'Stella'), /adjudication is saved: 26 marks, grade B, the final result/)
})
