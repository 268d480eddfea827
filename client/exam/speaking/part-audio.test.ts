import t from 'tap'
import { SPEAKING_RECORDING_MAX_SECONDS } from '#shared/speaking/speaking.ts'
import type { AudioProbe } from '#client/lib/recorder/audio-probe.ts'
import { availableControls, checkChosenFile, fromFile, fromRecording, submitRefusal } from './part-audio.ts'
import { SPEAKING_TEXTS } from './texts.ts'

const file = (name: string, type: string) => new File(['x'], name, { type })
const heard = (probe: AudioProbe) => async () => probe
const plays = heard({ kind: 'audio', seconds: 42 })

t.test('a chosen file is judged by what it holds, with the quoted messages', async (t) => {
  t.match(await checkChosenFile(file('part1.webm', 'video/webm'), 'audio', plays), { audio: { name: 'part1.webm', durationSeconds: 42 } }, 'a .webm recording typed as video, on the mock')
  t.match(await checkChosenFile(file('part1.webm', 'video/webm'), 'webm', plays), { audio: { mimeType: 'video/webm' } }, 'and on the standalone screen')
  t.match(await checkChosenFile(file('PART1.WEBM', ''), 'webm', plays), { audio: { mimeType: 'audio/webm' } }, 'an untyped file is typed by its name')
  t.match(await checkChosenFile(file('voice.m4a', 'audio/mp4'), 'audio', plays), { audio: { source: 'upload' } })
  t.same(await checkChosenFile(file('voice.m4a', 'audio/mp4'), 'webm', plays), { refusal: 'Please upload a .webm audio file' }, 'the standalone screen takes .webm only')
  t.same(await checkChosenFile(file('notes.webm', 'video/webm'), 'webm', heard({ kind: 'not-audio' })), { refusal: 'Please upload a .webm audio file' }, 'not a recording')
  t.same(await checkChosenFile(file('notes.mp3', 'audio/mpeg'), 'audio', heard({ kind: 'not-audio' })), { refusal: 'Please upload a valid audio file' }, 'typed as audio, but not')
  t.match(await checkChosenFile(file('slow.wav', 'audio/wav'), 'audio', heard({ kind: 'unknown' })), { audio: { durationSeconds: null } }, 'no answer in time: the server judges it')
})

t.test('a file longer than the limit is refused by name before it is sent', async (t) => {
  const long = await checkChosenFile(file('ward round.webm', 'audio/webm'), 'audio', heard({ kind: 'audio', seconds: SPEAKING_RECORDING_MAX_SECONDS + 61 }))
  t.same(long, { refusal: 'ward round.webm is 21:01 long. A response may be at most 20 minutes: please choose a shorter recording.' })
  t.match(await checkChosenFile(file('full.webm', 'audio/webm'), 'audio', heard({ kind: 'audio', seconds: SPEAKING_RECORDING_MAX_SECONDS })), { audio: {} }, 'exactly at the limit: taken')
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
  const audio = fromFile(new File(['x'], 'a.webm', { type: 'audio/webm' }), 3)
  t.equal(submitRefusal('idle', null, SPEAKING_TEXTS.noAudio), 'Record or upload audio before submitting.')
  t.equal(submitRefusal('idle', null, SPEAKING_TEXTS.mockNoAudio), 'Please record or upload an audio file first.')
  t.equal(submitRefusal('recording', null, SPEAKING_TEXTS.noAudio), SPEAKING_TEXTS.stopFirst)
  t.equal(submitRefusal('idle', audio, SPEAKING_TEXTS.noAudio), null)
  t.equal(submitRefusal('idle', { ...audio, blob: new Blob([]) }, SPEAKING_TEXTS.noAudio), SPEAKING_TEXTS.noAudio, 'an empty file')
})

t.test('a recording and a file as a response', async (t) => {
  const recorded = fromRecording({ blob: new Blob(['a']), mimeType: 'audio/ogg;codecs=opus', durationSeconds: 2 })
  t.match(recorded, { source: 'recording', name: 'recording.ogg', durationSeconds: 2 })
  t.match(fromFile(new File(['x'], 'mine.webm', { type: 'audio/webm' }), 7.5), { source: 'upload', name: 'mine.webm', mimeType: 'audio/webm', durationSeconds: 7.5 })
})
