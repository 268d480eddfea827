import fc from 'fast-check'
import t from 'tap'
import { EVALUATOR_HALF_WIDTH, evaluatorSpread, MIN_HALF_WIDTH, MIN_PAIRS_FOR_EVALUATOR_WIDTH, myReadiness, RECENT_DAYS, readinessOf, type DatedScore } from './readiness.ts'

const NOW = new Date('2026-11-29T12:00:00Z')
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString()
const scored = (...pairs: [number, number][]): DatedScore[] => pairs.map(([score, days]) => ({ score, at: daysAgo(days) }))

const recentScores = fc.array(fc.record({ score: fc.integer({ min: 0, max: 500 }), days: fc.integer({ min: 0, max: RECENT_DAYS }) }), { minLength: 2, maxLength: 8 })

t.test('a range, never a single number: low below high, both steps of 10 within 0-500, around the recent scores', async () => {
  fc.assert(
    fc.property(recentScores, fc.boolean(), (list, marked) => {
      const scores = list.map(({ score, days }) => ({ score, at: daysAgo(days) }))
      const range = readinessOf(scores, NOW, { marked })
      if (range.low === null) return false
      const recent = [...scores].sort((a, b) => Date.parse(b.at) - Date.parse(a.at)).slice(0, 5).map((s) => s.score)
      const mean = recent.reduce((a, b) => a + b, 0) / recent.length
      return (
        range.low < range.high &&
        range.low % 10 === 0 &&
        range.high % 10 === 0 &&
        range.low >= 0 &&
        range.high <= 500 &&
        range.low <= mean &&
        mean <= range.high &&
        range.high - range.low >= Math.min(2 * MIN_HALF_WIDTH, 500 - range.low, range.high)
      )
    }),
  )
})

t.test('scores that vary give a wider range than scores that agree; marked work and old evidence widen it', async (t) => {
  const close = readinessOf(scored([340, 2], [350, 9], [345, 20]), NOW, { marked: false })
  const apart = readinessOf(scored([280, 2], [400, 9], [330, 20]), NOW, { marked: false })
  t.same([close.low, close.high], [320, 370])
  t.match(close.reason, /From your last 3 results .* which scored 340 to 350\. They agree closely\./)
  t.ok(apart.high! - apart.low! > close.high! - close.low!, 'a wider range from scores that vary')
  t.match(apart.reason, /They vary, so the range is wide/)
  const marked = readinessOf(scored([340, 2], [350, 9], [345, 20]), NOW, { marked: true })
  t.equal(marked.high! - marked.low!, close.high! - close.low! + 2 * EVALUATOR_HALF_WIDTH, 'evaluators differ too')
  t.match(marked.reason, /Marked work also varies with the evaluator/)
  const old = readinessOf(scored([340, 70], [350, 80]), NOW, { marked: false })
  t.match(old.reason, /The latest is 10 weeks old/)
})

t.test('too little evidence says so instead of guessing', async (t) => {
  t.same(readinessOf([], NOW, { marked: false }), { low: null, high: null, evidence: { count: 0 }, reason: 'No results yet: take a test to see where you stand.' })
  t.match(readinessOf(scored([350, 3]), NOW, { marked: false }), { low: null, evidence: { count: 1 }, reason: /One recent result so far/ })
  t.match(readinessOf(scored([350, 200], [360, 300]), NOW, { marked: false }), { low: null, reason: /No results in the last 120 days/ })
})

t.test("marked work widens by the evaluators' difference double marking measured, from enough pairs; the assumed one before", async (t) => {
  const scores = scored([340, 2], [350, 9], [345, 20])
  const plain = readinessOf(scores, NOW, { marked: false })
  t.same(evaluatorSpread({ pairs: MIN_PAIRS_FOR_EVALUATOR_WIDTH - 1, meanAbsoluteScoreDifference: 60 }), { halfWidth: EVALUATOR_HALF_WIDTH, measuredFrom: null }, 'too few pairs')
  const wide = evaluatorSpread({ pairs: 12, meanAbsoluteScoreDifference: 45 })
  t.same(wide, { halfWidth: 45, measuredFrom: 12 })
  const measured = readinessOf(scores, NOW, { marked: true, evaluators: wide })
  t.same([plain.low, plain.high, measured.low, measured.high], [320, 370, 280, 410], 'a mean of 345 give or take 20, and 45 more for the evaluators')
  t.match(measured.reason, /Marked work also varies with the evaluator: on 12 pieces marked by two evaluators, their scores differed by 45 on average\./)
  const agreeing = readinessOf(scores, NOW, { marked: true, evaluators: evaluatorSpread({ pairs: 30, meanAbsoluteScoreDifference: 0 }) })
  t.same([agreeing.low, agreeing.high], [plain.low, plain.high], 'evaluators who always agree add nothing')
  const all = myReadiness({ listening: scores, reading: scores, writing: scores, speaking: scores }, NOW, { writing: wide, speaking: evaluatorSpread({ pairs: 3, meanAbsoluteScoreDifference: 90 }) })
  t.same([all.writing.low, all.writing.high], [measured.low, measured.high], 'writing by its own measure')
  t.same([all.speaking.low, all.speaking.high], [plain.low! - EVALUATOR_HALF_WIDTH, plain.high! + EVALUATOR_HALF_WIDTH], 'speaking, with too few pairs, by the assumed one')
  t.same([all.listening.low, all.listening.high], [plain.low, plain.high], 'listening is not marked by evaluators')
})
