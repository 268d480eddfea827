import t from 'tap'
import { ApiError, isAlreadySubmitted } from '#client/lib/api.ts'
import { fromFile, fromRecording } from './part-audio.ts'
import { failureMessage, mockSpeakingForm, sendOnce, speakingBody, speakingFileName } from './speaking-submission.ts'

t.test("the standalone body is SPEC.md section 7's: mainCardNumber, base64 audio, fileName", async (t) => {
  t.equal(speakingFileName('abc', 2), 'abc-2.webm')
  t.same(speakingBody('abc', 1, 'GkXf'), { mainCardNumber: 1, audio: 'GkXf', fileName: 'abc-1.webm' })
})

t.test('the mock multipart: speaking JSON, the list of parts and one file per part, in order', async (t) => {
  const recording = fromRecording({ blob: new Blob(['rec'], { type: 'audio/webm;codecs=opus' }), mimeType: 'audio/webm;codecs=opus', durationSeconds: 3 })
  const upload = fromFile(new File(['mp3'], 'my answer.mp3', { type: 'audio/mpeg' }), null)
  const form = mockSpeakingForm('m1', { title: 'Speaking (Mock 1)', discipline: 'Physiotherapy' }, [
    { mainCardNumber: 2, audio: upload },
    { mainCardNumber: 1, audio: recording },
  ])
  t.same(JSON.parse(String(form.get('speakingResponses'))), [1, 2])
  t.match(JSON.parse(String(form.get('speaking'))), {
    title: 'Speaking (Mock 1)',
    discipline: 'Physiotherapy',
    parts: [
      { mainCardNumber: 1, source: 'recording', fileName: 'm1-1.webm', durationSeconds: 3 },
      { mainCardNumber: 2, source: 'upload', fileName: 'my answer.mp3', durationSeconds: null },
    ],
  })
  const files = form.getAll('speakingFiles') as File[]
  t.same(
    files.map((file) => file.name),
    ['m1-1.webm', 'my answer.mp3'],
  )
  t.equal(await files[1]!.text(), 'mp3')
  t.equal(files[1]!.type, 'audio/mpeg')
})

t.test("a failure shows the server's message, or the fallback", async (t) => {
  t.equal(failureMessage(new ApiError('HTTP_ERROR', 'This part has already been submitted.', 409, 'ALREADY_SUBMITTED'), 'F'), 'This part has already been submitted.')
  t.equal(failureMessage(new ApiError('HTTP_ERROR', 'Request failed (502)', 502), 'F'), 'F', 'no message from the server')
  t.equal(failureMessage(new ApiError('HTTP_ERROR', 'Bad Gateway', 502), 'F'), 'F', 'an answer that is not one of ours (no code): the fallback')
  t.equal(failureMessage(new ApiError('FETCH_ERROR', 'Cannot reach the server.'), 'F'), 'Cannot reach the server.')
  t.equal(failureMessage('weird', 'F'), 'F')
  t.ok(isAlreadySubmitted(new ApiError('HTTP_ERROR', 'x', 409, 'ALREADY_SUBMITTED')))
  t.notOk(isAlreadySubmitted(new ApiError('HTTP_ERROR', 'x', 400)))
  t.notOk(isAlreadySubmitted(new ApiError('HTTP_ERROR', 'This Idempotency-Key was already used for another test.', 409, 'CONFLICT')), 'a 409 of another kind was not sent')
})

t.test('a part sent once: held by the server when sent now or before, else the failure in words', async (t) => {
  t.equal(await sendOnce(async () => ({ ok: true }), 'F'), null)
  t.equal(await sendOnce(() => Promise.reject(new ApiError('HTTP_ERROR', 'This part has already been submitted.', 409, 'ALREADY_SUBMITTED')), 'F'), null, 'its answer lost on the way')
  t.equal(await sendOnce(() => Promise.reject(new ApiError('HTTP_ERROR', 'Too long.', 400, 'VALIDATION_FAILED')), 'F'), 'Too long.')
  t.equal(await sendOnce(() => Promise.reject(new ApiError('HTTP_ERROR', 'Request failed (502)', 502)), 'F'), 'F')
})
