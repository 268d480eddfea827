import t from 'tap'
import { availableControls, fromFile, fromRecording, submitRefusal, uploadRefusal } from './part-audio.ts'
import { SPEAKING_TEXTS } from './texts.ts'

t.test('standalone uploads take .webm only, the mock any audio type, with the quoted messages', async (t) => {
  t.equal(uploadRefusal({ name: 'part1.webm', type: 'video/webm' }, 'webm'), null, 'a .webm typed as video')
  t.equal(uploadRefusal({ name: 'PART1.WEBM', type: '' }, 'webm'), null)
  t.equal(uploadRefusal({ name: 'notes.txt', type: 'text/plain' }, 'webm'), 'Please upload a .webm audio file')
  t.equal(uploadRefusal({ name: 'voice.m4a', type: 'audio/mp4' }, 'webm'), 'Please upload a .webm audio file')
  t.equal(uploadRefusal({ name: 'voice.m4a', type: 'audio/mp4' }, 'audio'), null)
  t.equal(uploadRefusal({ name: 'voice.mp3', type: 'audio/mpeg' }, 'audio'), null)
  t.equal(uploadRefusal({ name: 'notes.txt', type: 'text/plain' }, 'audio'), 'Please upload a valid audio file')
  t.equal(uploadRefusal({ name: 'clip.webm', type: 'video/webm' }, 'audio'), 'Please upload a valid audio file')
})

t.test('recording and upload each disable the other', async (t) => {
  const idle = { recorder: 'idle', busy: false, hasAudio: false, preparing: false } as const
  t.match(availableControls(idle), { record: true, upload: true, stop: false, pauseResume: false, remove: false })
  t.match(availableControls({ ...idle, recorder: 'recording' }), { record: false, upload: false, stop: true, pauseResume: true })
  t.match(availableControls({ ...idle, recorder: 'paused' }), { upload: false, stop: true, pauseResume: true })
  t.match(availableControls({ ...idle, hasAudio: true }), { record: false, upload: false, remove: true }, 'a response blocks both until deleted')
  t.match(availableControls({ ...idle, preparing: true }), { record: false, upload: false }, 'the card is read first')
  t.match(availableControls({ ...idle, busy: true }), { record: false, upload: false }, 'while the microphone is asked for')
})

t.test('submit needs a finished recording or a file', async (t) => {
  const audio = fromFile(new File(['x'], 'a.webm', { type: 'audio/webm' }))
  t.equal(submitRefusal('idle', null, SPEAKING_TEXTS.noAudio), 'Record or upload audio before submitting.')
  t.equal(submitRefusal('idle', null, SPEAKING_TEXTS.mockNoAudio), 'Please record or upload an audio file first.')
  t.equal(submitRefusal('recording', null, SPEAKING_TEXTS.noAudio), SPEAKING_TEXTS.stopFirst)
  t.equal(submitRefusal('idle', audio, SPEAKING_TEXTS.noAudio), null)
  t.equal(submitRefusal('idle', { ...audio, blob: new Blob([]) }, SPEAKING_TEXTS.noAudio), SPEAKING_TEXTS.noAudio, 'an empty file')
})

t.test('a recording and a file as a response', async (t) => {
  const recorded = fromRecording({ blob: new Blob(['a']), mimeType: 'audio/ogg;codecs=opus', durationSeconds: 2 })
  t.match(recorded, { source: 'recording', name: 'recording.ogg', durationSeconds: 2 })
  t.match(fromFile(new File(['x'], 'mine.webm', { type: 'audio/webm' })), { source: 'upload', name: 'mine.webm', mimeType: 'audio/webm', durationSeconds: null })
})
