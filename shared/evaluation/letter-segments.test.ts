import t from 'tap'
import { letterSegments } from './letter-segments.ts'

const letter = 'Dear Dr Smith, I refer Mrs Jones.'
const on = (start: number, end: number, comment = 'c') => ({ kind: 'text' as const, start, end, comment })

t.test('plain runs and commented phrases, numbered in the letter’s order, the whole letter kept', async (t) => {
  const segments = letterSegments(letter, [on(23, 32, 'second'), on(0, 13, 'first')])
  t.same(
    segments.map((s) => [s.text, s.number]),
    [
      ['Dear Dr Smith', 1],
      [', I refer ', null],
      ['Mrs Jones', 2],
      ['.', null],
    ],
  )
  t.equal(segments.map((s) => s.text).join(''), letter)
})

t.test('anchors outside the letter or over another are left out, never shown on the wrong words', async (t) => {
  const segments = letterSegments(letter, [on(0, 13), on(5, 20), on(30, 99), on(7, 7)])
  t.same(segments.map((s) => s.number), [1, null])
  t.equal(segments.map((s) => s.text).join(''), letter)
  t.same(letterSegments('', []), [])
})
