import t from 'tap'
import type { Submission } from '#shared/submissions/schema.ts'
import { isEvaluated, partsText, recordingOf, submittedParts } from './submission-state.ts'

const submission = (overrides: Partial<Submission>): Submission => ({
  id: 'x',
  testId: 't1',
  testTitle: 'Speaking 1',
  source: 'test',
  mode: 'audio',
  status: 'pending',
  createdAt: '2030-01-01T10:00:00Z',
  mainCardNumber: 1,
  wordCount: null,
  files: [],
  writingAnswer: null,
  marks: null,
  grade: null,
  criteria: null,
  adminComments: null,
  feedback: null,
  anchoredComments: [],
  evaluationPdfUrl: null,
  evaluatedAt: null,
  ...overrides,
})

t.test('pending until evaluated or its PDF exists', async (t) => {
  t.notOk(isEvaluated(submission({})))
  t.ok(isEvaluated(submission({ status: 'evaluated' })))
  t.ok(isEvaluated(submission({ evaluationPdfUrl: '/api/submission-files/p' })))
})

t.test("the parts of one test sent from it, not from a mock, each once and in order", async (t) => {
  const list = [
    submission({ mainCardNumber: 2 }),
    submission({ mainCardNumber: 1 }),
    submission({ mainCardNumber: 1 }),
    submission({ mainCardNumber: 3, source: 'mock' }),
    submission({ testId: 't2', mainCardNumber: 4 }),
  ]
  t.same(submittedParts('t1', list), [1, 2])
  t.same(submittedParts('t3', list), [])
})

t.test('the recording to play and the parts in words', async (t) => {
  const audio = { id: 'f2', url: '/a', contentType: 'audio/webm' }
  t.equal(recordingOf(submission({ files: [{ id: 'f1', url: '/p', contentType: 'application/pdf' }, audio] })), audio)
  t.equal(recordingOf(submission({})), undefined)
  t.equal(partsText([1]), 'Part 1')
  t.equal(partsText([1, 2]), 'Parts 1 and 2')
  t.equal(partsText([1, 2, 3]), 'Parts 1, 2 and 3')
})
