import t from 'tap'
import fc from 'fast-check'
import { criteriaFor, criteriaProblem, marksOf, marksOnScoreScale, maxMarksFor, suggestedGrade, type EvaluatedSkill } from './criteria.ts'

const skills: EvaluatedSkill[] = ['writing', 'speaking']

t.test('the maxima are the OET totals', async (t) => {
  t.equal(maxMarksFor('writing'), 38)
  t.equal(maxMarksFor('speaking'), 39)
})

t.test('a full, in-range map is accepted and its marks are its sum', async (t) => {
  for (const skill of skills) {
    const arb = fc.record(Object.fromEntries(criteriaFor(skill).map((c) => [c.id, fc.integer({ min: 0, max: c.max })])))
    fc.assert(
      fc.property(arb, (scores) => {
        t.equal(criteriaProblem(skill, scores), undefined)
        const marks = marksOf(skill, scores)
        return marks >= 0 && marks <= maxMarksFor(skill)
      }),
    )
  }
})

t.test('missing, extra, fractional and out-of-range scores are named', async (t) => {
  const full = Object.fromEntries(criteriaFor('writing').map((c) => [c.id, 1]))
  t.match(criteriaProblem('writing', { ...full, purpose: 4 }), /Purpose must be a whole number from 0 to 3/)
  t.match(criteriaProblem('writing', { ...full, language: -1 }), /Language must be a whole number from 0 to 7/)
  t.match(criteriaProblem('writing', { ...full, content: 2.5 }), /Content must be a whole number/)
  t.match(criteriaProblem('writing', { ...full, content: '5' }), /Content must be a whole number/)
  const { genre: _genre, ...missing } = full
  t.match(criteriaProblem('writing', missing), /give a score for Genre and Style/)
  t.match(criteriaProblem('writing', { ...full, fluency: 3 }), /"fluency" is not a writing criterion/)
})

t.test('the suggested grade rises with the marks and spans A to E', async (t) => {
  for (const skill of skills) {
    const max = maxMarksFor(skill)
    t.equal(suggestedGrade(skill, max), 'A')
    t.equal(suggestedGrade(skill, 0), 'E')
    const order = ['E', 'D', 'C', 'C+', 'B', 'A']
    fc.assert(fc.property(fc.integer({ min: 0, max: max - 1 }), (m) => order.indexOf(suggestedGrade(skill, m)) <= order.indexOf(suggestedGrade(skill, m + 1))))
  }
  // 27 of 38 is 355 on the scale: B.
  t.equal(suggestedGrade('writing', 27), 'B')
})

t.test('marks reach the 0-500 scale in steps of 10, several parts read as their average', async (t) => {
  t.equal(marksOnScoreScale('writing', 38), 500)
  t.equal(marksOnScoreScale('writing', 27), 360)
  for (const skill of skills) {
    const max = maxMarksFor(skill)
    fc.assert(
      fc.property(fc.integer({ min: 0, max }), fc.integer({ min: 1, max: 4 }), (marks, parts) => {
        const scaled = marksOnScoreScale(skill, marks * parts, parts)
        return scaled === marksOnScoreScale(skill, marks) && scaled % 10 === 0 && scaled >= 0 && scaled <= 500
      }),
    )
  }
})
