import fc from 'fast-check'
import t from 'tap'
import { MIN_PAIRS_FOR_VERDICT, meanScoreDifference, skillAgreement, verdictOf, type MarkPair, type MarksOf } from './agreement.ts'
import { marksOf, WRITING_CRITERIA } from './criteria.ts'

const EVALUATORS = ['ann', 'ben', 'cat'] as const
const NAMES: Record<string, string> = { ann: 'Ann', ben: 'Ben', cat: 'Cat' }

const scores = fc.record(Object.fromEntries(WRITING_CRITERIA.map((c) => [c.id, fc.integer({ min: 0, max: c.max })])) as Record<string, fc.Arbitrary<number>>)
const marksBy = (evaluatorId: string, criteria: Record<string, number>): MarksOf => ({ evaluatorId, evaluatorName: NAMES[evaluatorId]!, criteria, marks: marksOf('writing', criteria) })
const at = fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2026-12-31T23:59:59Z'), noInvalidDate: true }).map((d) => d.toISOString())
/** A letter's two marks by two different evaluators. */
const pair = fc
  .tuple(fc.constantFrom(...EVALUATORS), fc.integer({ min: 1, max: EVALUATORS.length - 1 }), scores, scores, at)
  .map(([first, step, a, b, when]): MarkPair => {
    const second = EVALUATORS[(EVALUATORS.indexOf(first) + step) % EVALUATORS.length]!
    return { skill: 'writing', at: when, first: marksBy(first, a), second: marksBy(second, b) }
  })
const pairs = fc.array(pair, { minLength: 1, maxLength: 30 })
const swapped = (list: MarkPair[]) => list.map((p) => ({ ...p, first: p.second, second: p.first }))

t.test('shares lie within 0-1, exact never above adjacent, the mean difference within the criterion, either way', async () => {
  fc.assert(
    fc.property(pairs, (list) =>
      skillAgreement('writing', list).criteria.every(
        (c) =>
          c.exact >= 0 &&
          c.exact <= c.adjacent &&
          c.adjacent <= 1 &&
          Math.abs(c.meanDifference) <= c.meanAbsoluteDifference + 1e-9 &&
          c.meanAbsoluteDifference <= c.max,
      ),
    ),
  )
})

t.test('two identical marks agree fully: every share 1, every difference 0, every evaluator about as the others', async () => {
  fc.assert(
    fc.property(fc.array(pair, { minLength: MIN_PAIRS_FOR_VERDICT, maxLength: 20 }), (list) => {
      const same = skillAgreement('writing', list.map((p) => ({ ...p, second: { ...p.second, criteria: p.first.criteria, marks: p.first.marks } })))
      return (
        same.meanAbsoluteDifference === 0 &&
        same.meanAbsoluteScoreDifference === 0 &&
        same.criteria.every((c) => c.exact === 1 && c.adjacent === 1 && c.meanDifference === 0) &&
        same.evaluators.every((e) => e.meanDifference === 0 && (e.pairs < MIN_PAIRS_FOR_VERDICT ? e.verdict === null : e.verdict === 'About as the others'))
      )
    }),
  )
})

t.test('swapping first and second negates the mean differences and changes no share, nor any evaluator', async (t) => {
  fc.assert(
    fc.property(pairs, (list) => {
      const as = skillAgreement('writing', list)
      const back = skillAgreement('writing', swapped(list))
      return (
        as.meanAbsoluteDifference === back.meanAbsoluteDifference &&
        as.criteria.every((c, i) => {
          const d = back.criteria[i]!
          return c.exact === d.exact && c.adjacent === d.adjacent && c.meanDifference === -d.meanDifference && c.meanAbsoluteDifference === d.meanAbsoluteDifference
        }) &&
        JSON.stringify(as.evaluators.map((e) => [e.evaluatorId, e.pairs, e.meanDifference])) === JSON.stringify(back.evaluators.map((e) => [e.evaluatorId, e.pairs, e.meanDifference]))
      )
    }),
  )
  t.pass()
})

t.test("with two evaluators, each one's figures mirror the other's; their pairs add up to twice the skill's", async () => {
  fc.assert(
    fc.property(pairs, (list) => {
      const two = list.map((p) => (p.first.evaluatorId === 'ann' ? { ...p, second: { ...p.second, evaluatorId: 'ben', evaluatorName: 'Ben' } } : { ...p, first: { ...p.first, evaluatorId: 'ann', evaluatorName: 'Ann' }, second: { ...p.second, evaluatorId: 'ben', evaluatorName: 'Ben' } }))
      const figures = skillAgreement('writing', two)
      const [a, b] = figures.evaluators
      if (!a || !b || figures.evaluators.length !== 2) return false
      return (
        a.pairs === b.pairs &&
        a.pairs === figures.pairs &&
        a.meanDifference === -b.meanDifference &&
        a.criteria.every((c, i) => c.meanDifference === -b.criteria[i]!.meanDifference) &&
        a.months.every((m, i) => m.month === b.months[i]!.month && m.pairs === b.months[i]!.pairs && m.meanDifference === -b.months[i]!.meanDifference)
      )
    }),
  )
  fc.assert(fc.property(pairs, (list) => skillAgreement('writing', list).evaluators.reduce((sum, e) => sum + e.pairs, 0) === 2 * list.length))
})

t.test('an example worked by hand: a lenient second evaluator, months apart', async (t) => {
  const base = { purpose: 2, content: 5, conciseness: 5, genre: 5, organisation: 5, language: 5 }
  const list: MarkPair[] = [
    { skill: 'writing', at: '2026-03-31T23:30:00Z', first: marksBy('ann', base), second: marksBy('ben', { ...base, content: 7 }) },
    { skill: 'writing', at: '2026-04-01T00:30:00Z', first: marksBy('ann', base), second: marksBy('ben', { ...base, content: 6, language: 4 }) },
    { skill: 'speaking', at: '2026-04-02T00:00:00Z', first: marksBy('ann', {}), second: marksBy('cat', {}) },
  ]
  const figures = skillAgreement('writing', list)
  t.equal(figures.pairs, 2, 'the speaking pair is not counted')
  t.equal(figures.meanAbsoluteDifference, 1)
  t.match(figures.criteria.find((c) => c.criterionId === 'content'), { exact: 0, adjacent: 0.5, meanDifference: 1.5, meanAbsoluteDifference: 1.5 })
  t.match(figures.criteria.find((c) => c.criterionId === 'language'), { exact: 0.5, adjacent: 1, meanDifference: -0.5 })
  t.match(figures.criteria.find((c) => c.criterionId === 'purpose'), { exact: 1, adjacent: 1, meanDifference: 0 })
  t.match(figures.evaluators, [
    { evaluatorId: 'ann', pairs: 2, meanDifference: -1, months: [{ month: '2026-03', pairs: 1, meanDifference: -2 }, { month: '2026-04', pairs: 1, meanDifference: 0 }], verdict: null },
    { evaluatorId: 'ben', pairs: 2, meanDifference: 1, verdict: null },
  ])
  t.equal(figures.evaluators[1]!.criteria.find((c) => c.criterionId === 'content')!.meanDifference, 1.5)
})

t.test('the verdict in words, only from enough pairs', async (t) => {
  t.equal(verdictOf(MIN_PAIRS_FOR_VERDICT - 1, 5), null)
  t.equal(verdictOf(MIN_PAIRS_FOR_VERDICT, 0.4), 'About as the others')
  t.equal(verdictOf(MIN_PAIRS_FOR_VERDICT, -1), 'About as the others')
  t.equal(verdictOf(8, 2.5), 'More lenient by 2.5 marks on average')
  t.equal(verdictOf(8, -3), 'More severe by 3 marks on average')
  t.equal(verdictOf(8, -1.04), 'About as the others', 'rounded as shown')
})

t.test('the score-scale difference: each marks on the 0-500 scale, then their difference, weighted by count', async (t) => {
  t.equal(meanScoreDifference('writing', []), 0)
  // 19 of 38 is 250, 23 of 38 is 300 (302.6 rounded to steps of 10).
  t.equal(meanScoreDifference('writing', [{ first: 19, second: 23, count: 3 }, { first: 20, second: 20, count: 1 }]), 37.5)
})
