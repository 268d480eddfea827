import t from 'tap'
import { EVALUATION_TEXT_MAX_LENGTH } from '#shared/evaluation/evaluation.ts'
import { pdfText } from '#test/api/staff-pdf-text.ts'
import { evaluationPdf, type EvaluationPdfInput } from './pdf.ts'

const input: EvaluationPdfInput = {
  student: { name: 'Zoë Łukasz-Şahin Nguyễn', email: 'zoe@example.test' },
  test: { title: 'Consultation: asthma review' },
  skill: 'speaking',
  rolePlays: [2],
  submittedAt: new Date('2026-03-01T09:00:00Z'),
  evaluatedAt: new Date('2026-03-02T10:00:00Z'),
  evaluatorName: 'Sam Staff',
  criteria: { intelligibility: 6, fluency: 5, appropriateness: 5, grammar: 4, relationship: 3, perspective: 2, structure: 3, gathering: 2, giving: 1 },
  marks: 31,
  grade: 'B',
  anchoredComments: [],
  letter: null,
}

t.test('a speaking evaluation: every criterion with its maximum, the part, the dates, on one A4 page', async (t) => {
  const { text, pages, pageSize } = await pdfText(await evaluationPdf(input))
  t.equal(pages, 1)
  t.same(pageSize, [595, 842])
  for (const expected of [
    'Speaking evaluation',
    'Zoë Łukasz-Şahin Nguyễn', // beyond WinAnsi: the embedded font has these letters
    'Consultation: asthma review, role-play 2',
    'Submitted 1 March 2026',
    'Evaluated 2 March 2026 by Sam Staff',
    'Intelligibility 6 / 6',
    "Understanding and Incorporating the Patient's Perspective 2 / 3",
    'Information Giving 1 / 3',
    'Marks 31 / 39',
    'Grade B',
  ]) {
    t.ok(text.includes(expected), `says "${expected}"`)
  }
  t.notOk(text.includes('Comments'), 'no empty Comments heading')
})

t.test('comments and feedback at their longest flow onto further pages, all of them kept', async (t) => {
  const long = (word: string) => `${word} `.repeat(EVALUATION_TEXT_MAX_LENGTH / (word.length + 1)).trim() + ' END'
  const { text, pages } = await pdfText(await evaluationPdf({ ...input, adminComments: long('comment'), feedback: long('feedback') }))
  t.ok(pages >= 2, `${pages} pages`)
  t.equal(text.split('comment').length - 1, Math.floor(EVALUATION_TEXT_MAX_LENGTH / 8))
  t.match(text, /Feedback feedback/)
  t.equal(text.split('END').length - 1, 2, 'both texts to their last word')
})
