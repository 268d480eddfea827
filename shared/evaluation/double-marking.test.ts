import t from 'tap'
import fc from 'fast-check'
import { GRADES } from '#shared/scoring/bands.ts'
import { criteriaFor, marksOf, type EvaluatedSkill } from './criteria.ts'
import { agreedCriteria, disagreements, inShare, type Marks } from './double-marking.ts'

const skills = fc.constantFrom<EvaluatedSkill>('writing', 'speaking')
const marksFor = (skill: EvaluatedSkill) =>
  fc.record({
    criteria: fc.record(Object.fromEntries(criteriaFor(skill).map((c) => [c.id, fc.integer({ min: 0, max: c.max })]))),
    grade: fc.constantFrom(...GRADES),
  }) as fc.Arbitrary<Marks>
const pairs = skills.chain((skill) => fc.tuple(fc.constant(skill), marksFor(skill), marksFor(skill)))

t.test('agreed scores are whole, between the two marks, the same whichever came first, and never off the scale', async (t) => {
  fc.assert(
    fc.property(pairs, ([skill, first, second]) => {
      const agreed = agreedCriteria(skill, first, second)
      t.same(agreed, agreedCriteria(skill, second, first))
      for (const c of criteriaFor(skill)) {
        const [a, b] = [first.criteria[c.id]!, second.criteria[c.id]!]
        const value = agreed[c.id]!
        if (!Number.isInteger(value) || value < Math.min(a, b) || value > Math.max(a, b) || value > c.max) return false
        if (Math.abs(value - (a + b) / 2) > 0.5) return false
      }
      // The final marks lie between the two evaluators' marks, give or take the halves rounded up.
      const total = marksOf(skill, agreed)
      return total >= Math.min(marksOf(skill, first.criteria), marksOf(skill, second.criteria)) && total <= Math.max(marksOf(skill, first.criteria), marksOf(skill, second.criteria)) + criteriaFor(skill).length
    }),
  )
  t.same(agreedCriteria('writing', { criteria: { purpose: 2, content: 5 }, grade: 'B' }, { criteria: { purpose: 3, content: 5 }, grade: 'B' }), {
    purpose: 3,
    content: 5,
    conciseness: 0,
    genre: 0,
    organisation: 0,
    language: 0,
  }, 'a half rounds up')
})

t.test('marks disagree on a grade, or on any criterion more than the tolerance apart, and never with themselves', async (t) => {
  fc.assert(fc.property(pairs, fc.integer({ min: 0, max: 7 }), ([skill, first], tolerance) => disagreements(skill, first, first, tolerance).length === 0))
  fc.assert(
    fc.property(pairs, fc.integer({ min: 0, max: 7 }), ([skill, first, second], tolerance) => {
      const found = disagreements(skill, first, second, tolerance).length > 0
      const apart = criteriaFor(skill).some((c) => Math.abs(first.criteria[c.id]! - second.criteria[c.id]!) > tolerance)
      return found === (apart || first.grade !== second.grade)
    }),
  )
  const first: Marks = { criteria: { purpose: 2, content: 5, conciseness: 5, genre: 5, organisation: 5, language: 5 }, grade: 'B' }
  t.same(disagreements('writing', first, { ...first, criteria: { ...first.criteria, content: 3 } }, 1), ['Content: 5 and 3'])
  t.same(disagreements('writing', first, { ...first, grade: 'C+' }, 1), ['Grade: B and C+'])
})

t.test('the share chooses about its part of submissions, and always the same ones', async (t) => {
  const ids = Array.from({ length: 2000 }, () => crypto.randomUUID())
  t.equal(ids.filter((id) => inShare(id, 0)).length, 0)
  t.equal(ids.filter((id) => inShare(id, 100)).length, ids.length)
  const quarter = ids.filter((id) => inShare(id, 25)).length / ids.length
  t.ok(quarter > 0.2 && quarter < 0.3, `25% chose ${Math.round(quarter * 100)}%`)
  t.same(
    ids.map((id) => inShare(id, 40)),
    ids.map((id) => inShare(id, 40)),
  )
})
