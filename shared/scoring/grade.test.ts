import fc from 'fast-check'
import t from 'tap'
import { BANDS, GRADES, SCORE_MAX } from '#shared/scoring/bands.ts'
import { gradeFor } from './grade.ts'

t.test('each band boundary, at and either side', async (t) => {
  const expected: Array<[number, string]> = [
    [500, 'A'], [451, 'A'], [450, 'A'], [449, 'B'],
    [351, 'B'], [350, 'B'], [349, 'C+'],
    [301, 'C+'], [300, 'C+'], [299, 'C'],
    [201, 'C'], [200, 'C'], [199, 'D'],
    [101, 'D'], [100, 'D'], [99, 'E'],
    [1, 'E'], [0, 'E'], [-10, 'E'], [449.9, 'B'],
  ]
  for (const [score, grade] of expected) t.equal(gradeFor(score), grade, `${score} is ${grade}`)
})

t.test('every score gets the band whose range holds it', async (t) => {
  fc.assert(fc.property(fc.integer({ min: 0, max: SCORE_MAX }), (score) => {
    const index = GRADES.indexOf(gradeFor(score))
    const band = BANDS[index]
    const higher = BANDS[index - 1]
    return band !== undefined && score >= band.min && (higher === undefined || score < higher.min)
  }))
  t.pass('min of its band <= score < min of the band above')
})

t.test('gradeFor is monotone: a higher score never gets a lower band', async (t) => {
  const score = fc.double({ min: -100, max: 600, noNaN: true })
  fc.assert(fc.property(score, score, (a, b) => {
    const [low, high] = a <= b ? [a, b] : [b, a]
    return GRADES.indexOf(gradeFor(high)) <= GRADES.indexOf(gradeFor(low))
  }))
  t.pass('monotone')
})

t.test('NaN is not a score', async (t) => {
  t.throws(() => gradeFor(Number.NaN), RangeError)
})
