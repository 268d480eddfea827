import t from 'tap'
import { readFileSync } from 'node:fs'
import type { ReadingTest } from '#shared/reading/schema.ts'
import { questionPlaces } from './question-places.ts'

const sample = JSON.parse(readFileSync(new URL('../../../content/oet-reading-1/test.json', import.meta.url), 'utf8')) as {
  content: ReadingTest
}
const test = sample.content
const go = () => {}

t.test("the navigator's groups: each part's questions, with what is answered", async (t) => {
  const { groups } = questionPlaces(test, { part: 'partA', step: 0 }, { mode: 'practice', locked: false, answers: { '8': 'oral', '9': ' ' }, go })
  t.same(groups.map((group) => [group.label, group.questions.length]), [['Part A', 20], ['Part B', 6], ['Part C', 16]])
  t.same(groups[0]?.questions.filter((question) => question.answered).map((question) => question.id), ['8'], 'an answer of spaces is none')
})

t.test("a simulation's Part A is left only by Next Part; once past it, B and C are open to each other", async (t) => {
  const inA = questionPlaces(test, { part: 'partA', step: 0 }, { mode: 'simulation', locked: false, answers: {}, go })
  t.ok(inA.reachable('3'))
  t.notOk(inA.reachable('24'))
  const inB = questionPlaces(test, { part: 'partB', step: 2 }, { mode: 'simulation', locked: false, answers: {}, go })
  t.notOk(inB.reachable('3'))
  t.ok(inB.reachable('35'))
})

t.test('nothing is reachable once the test is locked, nor a question the test does not ask', async (t) => {
  const places = questionPlaces(test, { part: 'partA', step: 0 }, { mode: 'practice', locked: true, answers: {}, go })
  t.notOk(places.reachable('3'))
  t.notOk(questionPlaces(test, { part: 'partA', step: 0 }, { mode: 'practice', locked: false, answers: {}, go }).reachable('99'))
})
