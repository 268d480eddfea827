import t from 'tap'
import { chosenGrade, evaluationForm, hasUnaddedComment, initialValues, pdfProblem, saveProblem, tally, UNADDED_COMMENT_MESSAGE, valuesFromDraft } from './evaluation-values.ts'
import type { SubmissionDetail } from './staff-types.ts'

const FULL_WRITING = { purpose: 2, content: 5, conciseness: 5, genre: 5, organisation: 5, language: 5 }

t.test('a draft is restored where it still fits the form', async (t) => {
  const values = valuesFromDraft(
    'writing',
    {
      criteria: { purpose: 3, content: 9, genre: 2.5, bogus: 1 },
      grade: 'Z',
      adminComments: 'Clear.',
      feedback: 7,
      anchoredComments: [
        { kind: 'text', start: 0, end: 4, comment: 'Kept.' },
        { kind: 'text', start: 2, end: 6, comment: 'Overlaps the first.' },
        { kind: 'text', start: 5, end: 99, comment: 'Past the end.' },
        { kind: 'time', at: 1, comment: 'Not a recording.' },
      ],
    },
    { kind: 'text', letter: 'Dear Doctor' },
  )
  t.same(values, { criteria: { purpose: 3 }, grade: '', adminComments: 'Clear.', feedback: '', anchoredComments: [{ kind: 'text', start: 0, end: 4, comment: 'Kept.' }], unaddedComment: '' })
})

t.test('marks are the sum of the criteria and suggest a grade once all are scored', async (t) => {
  t.same(tally('writing', { criteria: { purpose: 3 }, grade: '', adminComments: '', feedback: '', anchoredComments: [], unaddedComment: '' }), { complete: false, marks: 3, max: 38, suggested: null })
  const full = { criteria: FULL_WRITING, grade: '' as const, adminComments: '', feedback: '', anchoredComments: [], unaddedComment: '' }
  t.same(tally('writing', full), { complete: true, marks: 27, max: 38, suggested: 'B' })
  t.equal(chosenGrade('writing', full), 'B', 'the suggestion stands until the evaluator changes it')
  t.equal(chosenGrade('writing', { ...full, grade: 'C+' }), 'C+')
})

t.test('saving needs every criterion, named', async (t) => {
  t.equal(saveProblem('speaking', { criteria: {}, grade: '', adminComments: '', feedback: '', anchoredComments: [], unaddedComment: '' })?.startsWith('Give a score for Intelligibility, Fluency'), true)
  t.equal(saveProblem('writing', { criteria: FULL_WRITING, grade: '', adminComments: '', feedback: '', anchoredComments: [], unaddedComment: '' }), null)
})

t.test('a PDF is checked by its first bytes and its size', async (t) => {
  const pdf = new TextEncoder().encode('%PDF-1.7\n')
  t.equal(pdfProblem(1000, pdf), null)
  t.match(pdfProblem(1000, new TextEncoder().encode('\x89PNG\r\n')), /not a PDF/)
  t.match(pdfProblem(21 * 1024 * 1024, pdf), /at most 20 MB\. This one is 21\.0 MB/)
})

t.test('the form body carries the criteria, marks, grade, texts and anchored comments', async (t) => {
  const anchored = [{ kind: 'time' as const, at: 12.5, comment: 'Check understanding here.' }]
  const form = evaluationForm('writing', { criteria: FULL_WRITING, grade: '', adminComments: 'Good.', feedback: 'More linking.', anchoredComments: anchored, unaddedComment: 'Not added.' }, null)
  t.same(JSON.parse(form.get('criteria') as string), FULL_WRITING)
  t.equal(form.get('marks'), '27')
  t.equal(form.get('grade'), 'B')
  t.equal(form.get('adminComments'), 'Good.')
  t.same(JSON.parse(form.get('anchoredComments') as string), anchored)
  t.equal(form.get('pdf'), null)
  t.same([...form.keys()], ['criteria', 'marks', 'grade', 'adminComments', 'feedback', 'anchoredComments'], 'a comment not added is no part of the evaluation')
})

t.test('a correction starts from the current evaluation, a draft wins over it', async (t) => {
  const anchoredComments = [{ kind: 'text' as const, start: 0, end: 4, comment: 'c' }]
  const evaluation = { id: 'e', criteria: FULL_WRITING, marks: 27, grade: 'B' as const, adminComments: 'a', feedback: 'f', anchoredComments, pdfUrl: '', pdfGenerated: true, evaluator: null, createdAt: '' }
  const detail = { item: { skill: 'writing' }, evaluation, draft: null, writingAnswer: 'Dear Doctor', files: [] } as unknown as SubmissionDetail
  t.same(initialValues(detail), { criteria: FULL_WRITING, grade: 'B', adminComments: 'a', feedback: 'f', anchoredComments, unaddedComment: '' })
  t.same(initialValues({ ...detail, draft: { body: { feedback: 'new', anchoredComments }, savedAt: '' } }), {
    criteria: {},
    grade: '',
    adminComments: '',
    feedback: 'new',
    anchoredComments,
    unaddedComment: '',
  })
})

t.test('a comment typed on the work but not added holds up the save, and the draft keeps it', async (t) => {
  const typed = { criteria: FULL_WRITING, grade: '' as const, adminComments: '', feedback: '', anchoredComments: [], unaddedComment: 'Too informal for a GP.' }
  t.equal(saveProblem('writing', typed), UNADDED_COMMENT_MESSAGE, 'Save or Ctrl+Enter would lose it: refused with why')
  t.ok(hasUnaddedComment(typed))
  t.equal(saveProblem('writing', { ...typed, unaddedComment: '  \n' }), null, 'only spaces are no comment')
  const letter = { kind: 'text' as const, letter: 'Dear Doctor' }
  t.equal(valuesFromDraft('writing', { unaddedComment: 'Too informal for a GP.' }, letter).unaddedComment, 'Too informal for a GP.', 'a reload or a takeover brings it back')
  t.equal(valuesFromDraft('writing', { unaddedComment: 'x'.repeat(5000) }, letter).unaddedComment.length, 1000, 'no longer than a comment may be')
  t.equal(valuesFromDraft('writing', { unaddedComment: 'On a photo?' }, { kind: 'none' }).unaddedComment, '', 'photos take no anchored comment: nothing to hold the save up')
  t.equal(valuesFromDraft('writing', { unaddedComment: 7 }, letter).unaddedComment, '')
})
