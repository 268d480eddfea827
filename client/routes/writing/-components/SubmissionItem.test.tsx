import t from 'tap'
import { renderToStaticMarkup } from 'react-dom/server'
import { SubmissionItem } from './SubmissionItem.tsx'
import type { WritingSubmission } from './submission-types.ts'
import type { ApiFetch } from '#client/lib/api.ts'

/** Rendered to markup only: the checks, folded away, are asked for when opened in a browser. */
const api: ApiFetch = () => Promise.reject(new Error('not called when rendered to markup'))

const pending: WritingSubmission = {
  id: 's1',
  testId: 't1',
  testTitle: 'OET Writing 1',
  source: 'test',
  mode: 'computer',
  status: 'pending',
  createdAt: '2030-01-01T09:00:00.000Z',
  mainCardNumber: null,
  wordCount: 188,
  files: [],
  writingAnswer: `Dear Ms Thorne,\n\n${'word '.repeat(183).trim()}\n\nYours sincerely,\nNurse`,
  marks: null,
  grade: null,
  criteria: null,
  adminComments: null,
  feedback: null,
  anchoredComments: [],
  evaluationPdfUrl: null,
  evaluatedAt: null,
}

t.test('a pending letter: its state and the 24-hour notice', async (t) => {
  const html = renderToStaticMarkup(<SubmissionItem submission={pending} api={api} />)
  t.match(html, 'Pending evaluation')
  t.match(html, 'Your writing will be evaluated within 24 hrs.')
  t.match(html, 'Typed, 183 words in the body', 'the body, as the OET guide counts it')
  t.notMatch(html, 'View PDF')
})

t.test('an evaluated letter: marks, grade, comments and "View PDF"', async (t) => {
  const html = renderToStaticMarkup(
    <SubmissionItem
      api={api}
      submission={{
        ...pending,
        status: 'evaluated',
        marks: 31,
        grade: 'B',
        adminComments: 'Clear purpose; trim the social history.',
        evaluationPdfUrl: '/api/submission-files/pdf-1',
        evaluatedAt: '2030-01-01T20:00:00.000Z',
      }}
    />,
  )
  t.match(html, 'Evaluated')
  t.notMatch(html, 'evaluated within 24 hrs')
  t.match(html, /<dt>Marks<\/dt><dd>31<\/dd>/)
  t.match(html, /<dt>Grade<\/dt><dd>B<\/dd>/)
  t.match(html, 'Clear purpose; trim the social history.')
  t.match(html, /<a class="button button-quiet" href="\/api\/submission-files\/pdf-1"[^>]*>View PDF/)
})

t.test('photos of a handwritten letter; feedback stands in for missing comments', async (t) => {
  const html = renderToStaticMarkup(
    <SubmissionItem
      api={api}
      submission={{
        ...pending,
        mode: 'paper',
        wordCount: null,
        writingAnswer: null,
        files: [{ id: 'f1', url: '/api/submission-files/f1', contentType: 'image/jpeg', width: 1200, height: 1600 }],
        evaluationPdfUrl: '/x.pdf',
        feedback: 'Good layout.',
      }}
    />,
  )
  t.match(html, 'Handwritten, 1 photo')
  t.match(html, 'Evaluated', 'an evaluation PDF means evaluated (SPEC.md section 4)')
  t.match(html, '<dd>N/A</dd>', 'no grade yet reads N/A')
  t.match(html, 'Good layout.')
  t.match(html, 'src="/api/submission-files/f1"')
})
