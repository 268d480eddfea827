import t from 'tap'
import { fromKept, isReady, openPartIndex, partState, toKept } from './kept-parts.ts'
import type { PartAudio } from './part-audio.ts'

t.test('a response kept and restored is the same response', (t) => {
  const audio: PartAudio = { blob: new Blob(['x'], { type: 'audio/ogg' }), source: 'upload', name: 'mine.ogg', mimeType: 'audio/ogg', durationSeconds: null }
  const card = { mainCardNumber: 2, cards: [] }
  const kept = toKept(audio, card, true, 1000)
  t.same([kept.mainCardNumber, kept.collected, kept.keptAt, kept.card], [2, true, 1000, card])
  t.same(fromKept(kept), audio)
  t.end()
})

t.test('the mock screen opens at the first part not collected, or the last when all are', (t) => {
  t.equal(openPartIndex([1, 2], new Set()), 0)
  t.equal(openPartIndex([1, 2], new Set([1])), 1)
  t.equal(openPartIndex([1, 2, 3], new Set([2])), 0, 'a part deleted after collecting comes first')
  t.equal(openPartIndex([1, 2], new Set([1, 2])), 1)
  t.equal(openPartIndex([], new Set()), 0)
  t.end()
})

t.test('each mock part says how it stands', (t) => {
  const card = { mainCardNumber: 1, cards: [] }
  const recording: PartAudio = { blob: new Blob(['x']), source: 'recording', name: 'recording.webm', mimeType: 'audio/webm', durationSeconds: 45.2 }
  const file: PartAudio = { blob: new Blob(['x']), source: 'upload', name: 'role play 2.webm', mimeType: 'video/webm', durationSeconds: 62 }
  t.equal(partState(undefined), 'missing, not recorded or uploaded yet')
  t.equal(partState(toKept(recording, card, false)), 'recorded, 0:45, not confirmed yet')
  t.equal(partState(toKept(file, card, true)), 'file role play 2.webm, 1:02, ready to send')
  t.equal(partState({ ...toKept(file, card, true), sentAt: 5 }), 'sent to staff')
  t.equal(partState({ ...toKept(file, card, true), refusal: 'It is damaged.' }), 'file role play 2.webm, 1:02, not accepted. It is damaged.')
  t.ok(isReady(toKept(file, card, true)))
  t.notOk(isReady(toKept(file, card, false)), 'not confirmed')
  t.notOk(isReady({ ...toKept(file, card, true), refusal: 'x' }), 'refused')
  t.ok(isReady({ ...toKept(file, card, true), sentAt: 1 }))
  t.end()
})
