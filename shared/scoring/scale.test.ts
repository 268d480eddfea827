import fc from 'fast-check'
import t from 'tap'
import { SCORE_MAX, SCORE_STEP } from '#shared/scoring/bands.ts'
import { isEstimate, roundToScoreStep, scaleScore, scalingTableProblem, type ScalingTable } from './scale.ts'

const max = fc.integer({ min: 1, max: 200 })
const rawOf = (m: number) => fc.integer({ min: 0, max: m })

t.test('the default estimate on a 42-mark test', async (t) => {
  const expected: Array<[number, number]> = [
    [0, 0], [1, 10], [10, 120], [15, 180], [20, 230], [29, 340], [30, 350], [31, 360], [36, 430], [41, 490], [42, 500],
  ]
  for (const [raw, score] of expected) t.equal(scaleScore(raw, 42), score, `${raw} of 42 scores ${score}`)
})

t.test('the default estimate on other maximums', async (t) => {
  t.equal(scaleScore(15, 21), 350, 'the anchor scales with the maximum')
  t.equal(scaleScore(5, 7), 350)
  t.equal(scaleScore(5, 10), 250, '245 rounds half up to 250, floating-point noise notwithstanding')
  t.equal(scaleScore(50, 42), 500, 'raw above the maximum is clamped')
  t.equal(scaleScore(-3, 42), 0, 'raw below 0 is clamped')
  t.equal(scaleScore(0, 0), 0, 'a test with nothing to mark scores 0')
  t.throws(() => scaleScore(Number.NaN, 42), RangeError)
  t.throws(() => scaleScore(1, Number.POSITIVE_INFINITY), RangeError)
})

t.test('scaling properties of the default', async (t) => {
  fc.assert(fc.property(max, (m) => scaleScore(0, m) === 0 && scaleScore(m, m) === SCORE_MAX))
  t.pass('0 -> 0 and max -> 500')
  fc.assert(fc.property(fc.integer({ min: 1, max: 50 }), (k) => scaleScore(30 * k, 42 * k) === 350))
  t.pass('30 of 42 (and any multiple) -> 350')
  fc.assert(fc.property(max.chain((m) => fc.tuple(fc.constant(m), rawOf(m), rawOf(m))), ([m, a, b]) => {
    const [low, high] = a <= b ? [a, b] : [b, a]
    return scaleScore(low, m) <= scaleScore(high, m)
  }))
  t.pass('monotone non-decreasing in raw')
  fc.assert(fc.property(max, fc.double({ min: -10, max: 300, noNaN: true }), (m, raw) => {
    const score = scaleScore(raw, m)
    return score % SCORE_STEP === 0 && score >= 0 && score <= SCORE_MAX
  }))
  t.pass('always a multiple of 10 within 0..500')
})

t.test("a test's own table", async (t) => {
  const table: ScalingTable = [
    { raw: 0, scaled: 0 },
    { raw: 20, scaled: 200 },
    { raw: 30, scaled: 350 },
    { raw: 42, scaled: 500 },
  ]
  t.equal(scaleScore(20, 42, table), 200, 'a point of the table is an exact lookup')
  t.equal(scaleScore(25, 42, table), 280, 'between points: 275 interpolated, rounded half up')
  t.equal(scaleScore(36, 42, table), 430)
  t.same([0, 42].map((raw) => scaleScore(raw, 42, table)), [0, 500])
  const partial: ScalingTable = [{ raw: 10, scaled: 150 }]
  t.equal(scaleScore(5, 42, partial), 80, 'completed with (0, 0): 75 rounds up to 80')
  t.equal(scaleScore(26, 42, partial), 330, 'completed with (max, 500)')
  const lookup: ScalingTable = Array.from({ length: 43 }, (_, raw) => ({ raw, scaled: Math.min(500, raw * 12) }))
  t.same([0, 7, 41, 42].map((raw) => scaleScore(raw, 42, lookup)), [0, 80, 490, 500], 'full lookup, rounded to steps of 10')
  t.equal(scaleScore(21, 42, []), scaleScore(21, 42), 'an empty table is the estimate')
})

t.test('scaling with any valid table stays monotone, in range and on steps of 10', async (t) => {
  const validTable = fc
    .uniqueArray(fc.integer({ min: 0, max: 60 }), { minLength: 1, maxLength: 8 })
    .chain((raws) => fc.array(fc.integer({ min: 0, max: SCORE_MAX }), { minLength: raws.length, maxLength: raws.length })
      .map((scores) => {
        const sortedScores = [...scores].sort((a, b) => a - b)
        return [...raws].sort((a, b) => a - b).map((raw, i) => ({ raw, scaled: sortedScores[i] ?? 0 }))
      }))
  fc.assert(fc.property(validTable, fc.integer({ min: 1, max: 60 }), fc.nat(60), fc.nat(60), (table, m, a, b) => {
    if (scalingTableProblem(table)) return false
    const [low, high] = a <= b ? [a, b] : [b, a]
    const scores = [scaleScore(low, m, table), scaleScore(high, m, table)]
    return (scores[0] ?? 0) <= (scores[1] ?? 0) && scores.every((s) => s % SCORE_STEP === 0 && s >= 0 && s <= SCORE_MAX)
  }))
  t.pass('monotone, 0..500, steps of 10')
})

t.test('scalingTableProblem says what is wrong with a table', async (t) => {
  t.equal(scalingTableProblem([{ raw: 0, scaled: 0 }, { raw: 42, scaled: 500 }]), undefined)
  t.match(scalingTableProblem([{ raw: -1, scaled: 0 }]), /raw marks must be a number of 0 or more/)
  t.match(scalingTableProblem([{ raw: 1, scaled: 510 }]), /between 0 and 500/)
  t.match(scalingTableProblem([{ raw: 5, scaled: 0 }, { raw: 5, scaled: 10 }]), /must increase/)
  t.match(scalingTableProblem([{ raw: 5, scaled: 100 }, { raw: 6, scaled: 90 }]), /cannot score less/)
  t.throws(() => scaleScore(1, 42, [{ raw: 5, scaled: 100 }, { raw: 4, scaled: 90 }]), RangeError)
})

t.test('isEstimate labels the default', async (t) => {
  t.equal(isEstimate(), true)
  t.equal(isEstimate(null), true)
  t.equal(isEstimate([]), true)
  t.equal(isEstimate([{ raw: 30, scaled: 350 }]), false)
})

t.test('roundToScoreStep', async (t) => {
  t.same([344.99999999999994, 345, 354.9, -5, 512].map(roundToScoreStep), [350, 350, 350, 0, 500])
})
