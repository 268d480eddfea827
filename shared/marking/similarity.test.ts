import fc from 'fast-check'
import t from 'tap'
import { levenshtein, similarityRatio } from './similarity.ts'

t.test('levenshtein examples', async (t) => {
  t.equal(levenshtein('', ''), 0)
  t.equal(levenshtein('abc', ''), 3)
  t.equal(levenshtein('', 'abc'), 3)
  t.equal(levenshtein('kitten', 'sitting'), 3)
  t.equal(levenshtein('hypertention', 'hypertension'), 1)
  t.equal(levenshtein('diabtees', 'diabetes'), 2)
  t.equal(levenshtein('😀a', '😃a'), 1, 'a character outside the BMP is one edit')
})

t.test('similarityRatio examples', async (t) => {
  t.equal(similarityRatio('hypertention', 'hypertension'), 1 - 1 / 12)
  t.equal(similarityRatio('abc', 'abc'), 1)
  t.equal(similarityRatio('', ''), 1)
  t.equal(similarityRatio('abc', 'xyz'), 0)
  t.equal(similarityRatio('lag', 'leg'), 1 - 1 / 3)
})

t.test('levenshtein is a metric and the ratio lies in 0..1', async (t) => {
  const text = fc.string({ unit: 'grapheme', maxLength: 12 })
  fc.assert(fc.property(text, text, (a, b) => levenshtein(a, b) === levenshtein(b, a)))
  fc.assert(fc.property(text, (a) => levenshtein(a, a) === 0))
  fc.assert(fc.property(text, text, text, (a, b, c) => levenshtein(a, c) <= levenshtein(a, b) + levenshtein(b, c)))
  fc.assert(fc.property(text, text, (a, b) => {
    const ratio = similarityRatio(a, b)
    return ratio >= 0 && ratio <= 1 && (ratio === 1) === (a === b)
  }))
  t.pass('symmetric, zero on itself, triangle inequality, ratio in 0..1 and 1 only when equal')
})
