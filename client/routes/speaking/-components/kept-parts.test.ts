import t from 'tap'
import { fromKept, openPartIndex, toKept } from './kept-parts.ts'
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
