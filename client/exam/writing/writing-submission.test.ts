import t from 'tap'
import { ApiError, isAlreadySubmitted } from '#client/lib/api.ts'
import { deadlineMode, failureMessage, isSessionEnded, submissionBody, submissionPath, validationMessage, type WritingDraft } from './writing-submission.ts'

const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'page1.jpg', { type: 'image/jpeg' })
const draft = (overrides: Partial<WritingDraft>): WritingDraft => ({ mode: 'computer', text: '', images: [], ...overrides })
const attempt = { id: '7d1c0c1e-58a4-4c55-9a39-8a0c3e6c1f10', startedAt: '2030-01-01T09:00:00.000Z' }

t.test('SPEC.md section 5: each mode needs its own work', async (t) => {
  t.equal(validationMessage(draft({ text: '  \n ' })), 'Please type your answer before submitting.')
  t.equal(validationMessage(draft({ text: 'Dear Nurse' })), null)
  t.equal(validationMessage(draft({ mode: 'paper', text: 'Dear Nurse' })), 'Please upload at least one image of your handwritten test.')
  t.equal(validationMessage(draft({ mode: 'paper', images: [photo] })), null)
})

t.test('at the deadline the work there is goes, in the chosen mode first', async (t) => {
  t.equal(deadlineMode(draft({ text: 'Dear' })), 'computer', 'even a short letter')
  t.equal(deadlineMode(draft({ mode: 'paper', text: 'Dear', images: [photo] })), 'paper')
  t.equal(deadlineMode(draft({ mode: 'paper', text: 'Dear' })), 'computer', 'typed, then switched to paper without photos')
  t.equal(deadlineMode(draft({ images: [photo] })), 'paper', 'photos chosen, then switched to typing nothing')
  t.equal(deadlineMode(draft({ text: ' ' })), null, 'nothing at all')
})

t.test('bodies: JSON for a typed letter, multipart for photos, both with the attempt', async (t) => {
  t.equal(submissionPath('a b'), '/api/writing-tests/submission/a%20b/submit')
  t.same(submissionBody('computer', draft({ text: 'Dear Nurse' }), attempt), {
    writingAnswer: 'Dear Nurse',
    startTime: attempt.startedAt,
    attemptId: attempt.id,
  })
  const form = submissionBody('paper', draft({ mode: 'paper', images: [photo, photo] }), attempt) as FormData
  t.same(
    [...form.keys()],
    ['startTime', 'attemptId', 'file', 'file'],
    'the fields before the files',
  )
  t.equal((form.get('file') as File).name, 'page1.jpg')
})

t.test('SPEC.md section 8: the server message; a 401 ends the session; no server is said in words; else the fallback', async (t) => {
  t.equal(failureMessage(new ApiError('HTTP_ERROR', 'This test has already been submitted.', 409, 'ALREADY_SUBMITTED')), 'This test has already been submitted.')
  t.ok(isSessionEnded(new ApiError('HTTP_ERROR', 'Token expired', 401, 'TOKEN_EXPIRED')), 'a 401 is the session’s end, not a failure')
  t.notOk(isSessionEnded(new ApiError('HTTP_ERROR', 'This test has already been submitted.', 409, 'ALREADY_SUBMITTED')))
  t.match(failureMessage(new ApiError('FETCH_ERROR', 'Cannot reach the server.')), /^Cannot reach the server\. Your work is kept on this device/)
  t.match(failureMessage(new ApiError('TIMEOUT_ERROR', 'The server took too long.')), /^Cannot reach the server\./)
  t.equal(failureMessage(new Error('boom')), 'Submission failed. Please try again.')
})

t.test('ALREADY_SUBMITTED means the letter was received; other 409s are refusals', async (t) => {
  t.ok(isAlreadySubmitted(new ApiError('HTTP_ERROR', 'This test has already been submitted.', 409, 'ALREADY_SUBMITTED')))
  t.notOk(isAlreadySubmitted(new ApiError('HTTP_ERROR', 'Reading time: you can submit in 2 minutes.', 409, 'CONFLICT')), 'the reading time')
  t.notOk(
    isAlreadySubmitted(
      new ApiError('HTTP_ERROR', 'Your letter for this test is already waiting for evaluation. You can submit this test again once it has been evaluated.', 409, 'CONFLICT'),
    ),
    "another attempt's letter waits: this one was not taken",
  )
  t.notOk(isAlreadySubmitted(new ApiError('HTTP_ERROR', 'This test has already been submitted.', 400)))
  t.notOk(isAlreadySubmitted(new ApiError('HTTP_ERROR', 'This test has already been submitted.', 409)), 'the words alone, without the code, decide nothing')
})
