import t from 'tap'
import type { ReadingPart, ReadingTest } from '#shared/reading/schema.ts'
import {
  canEnter,
  canJumpTo,
  FIRST_POSITION,
  leavingCloses,
  nextPart,
  positionOfQuestion,
  previousPart,
  restorePosition,
  stepBy,
  stepCount,
} from './reading-flow.ts'

const text = (title: string) => ({ title, paragraphs: ['…'] })
const mcq = (id: string) => ({ question_id: id, question: `Question ${id}?`, options: ['a', 'b', 'c'] })
const part = (texts: number, questions: number): ReadingPart => ({
  heading: 'Part',
  instructions: '',
  readingTexts: Array.from({ length: texts }, (_, i) => text(`Text ${i + 1}`)),
  mcqQuestions: Array.from({ length: questions }, (_, i) => mcq(String(i + 1))),
  noteCompletionQuestions: [],
  sentenceCompletionQuestions: [],
})
const test: ReadingTest = { heading: 'Test', partA: part(4, 7), partB: part(6, 6), partC: part(2, 16) }

t.test('Part A and Part C are one step each; Part B has one per text', async (t) => {
  t.same([stepCount(test, 'partA'), stepCount(test, 'partB'), stepCount(test, 'partC')], [1, 6, 1])
  t.equal(stepCount({ ...test, partB: part(5, 6) }, 'partB'), 6, 'a question without its text still gets a step')
  t.equal(stepCount({ ...test, partB: part(0, 0) }, 'partB'), 1, 'an empty Part B still has a step to say so')
})

t.test('Previous and Next move through the Part B texts and stop at the ends', async (t) => {
  t.same(stepBy({ part: 'partB', step: 0 }, 1, test), { part: 'partB', step: 1 })
  t.same(stepBy({ part: 'partB', step: 3 }, -1, test), { part: 'partB', step: 2 })
  t.equal(stepBy({ part: 'partB', step: 0 }, -1, test), null)
  t.equal(stepBy({ part: 'partB', step: 5 }, 1, test), null)
})

t.test('Next Part goes to the next part from its start; there is none after Part C', async (t) => {
  t.same(nextPart(FIRST_POSITION), { part: 'partB', step: 0 })
  t.same(nextPart({ part: 'partB', step: 4 }), { part: 'partC', step: 0 })
  t.equal(nextPart({ part: 'partC', step: 0 }), null)
})

t.test('Previous Part: back to where the part before ends, never into a closed Part A', async (t) => {
  t.same(previousPart({ part: 'partC', step: 0 }, test, 'simulation'), { part: 'partB', step: 5 }, 'B and C share a clock')
  t.equal(previousPart({ part: 'partB', step: 2 }, test, 'simulation'), null, 'simulation: Part A is closed once left')
  t.same(previousPart({ part: 'partB', step: 2 }, test, 'practice'), { part: 'partA', step: 0 }, 'practice: every part stays open')
  t.equal(previousPart(FIRST_POSITION, test, 'practice'), null, 'nothing before Part A')
})

t.test('only leaving Part A of a simulation closes a part', async (t) => {
  t.ok(leavingCloses(FIRST_POSITION, 'simulation'))
  t.notOk(leavingCloses(FIRST_POSITION, 'practice'))
  t.notOk(leavingCloses({ part: 'partB', step: 0 }, 'simulation'))
  t.ok(canEnter('partA', FIRST_POSITION, 'simulation'), 'staying in Part A is fine')
  t.notOk(canEnter('partA', { part: 'partC', step: 0 }, 'simulation'))
})

t.test('a stored position comes back when it fits the test, else the start', async (t) => {
  t.same(restorePosition({ part: 'partB', step: 3 }, test), { part: 'partB', step: 3 })
  t.same(restorePosition({ part: 'partB', step: 9 }, test), { part: 'partB', step: 5 }, 'a step past the end is the last')
  t.same(restorePosition({ part: 'partC', step: 2 }, test), { part: 'partC', step: 0 })
  t.same(restorePosition({ part: 'partD', step: 0 }, test), FIRST_POSITION)
  t.same(restorePosition({ part: 'partB', step: -1 }, test), FIRST_POSITION)
  t.same(restorePosition(null, test), FIRST_POSITION)
})

t.test('the question navigator finds each question\'s screen, and goes only where the mode allows', async (t) => {
  const numbered = (from: number, texts: number, questions: number): ReadingPart => ({
    ...part(texts, 0),
    mcqQuestions: Array.from({ length: questions }, (_, i) => mcq(String(from + i))),
  })
  const ids: ReadingTest = { heading: 'Test', partA: numbered(1, 4, 20), partB: numbered(21, 6, 6), partC: numbered(27, 2, 16) }
  t.same(positionOfQuestion(ids, '7'), { part: 'partA', step: 0 })
  t.same(positionOfQuestion(ids, '24'), { part: 'partB', step: 3 }, 'a Part B question: its own text')
  t.same(positionOfQuestion(ids, '40'), { part: 'partC', step: 0 })
  t.equal(positionOfQuestion(ids, '99'), null)
  const inA = { part: 'partA' as const, step: 0 }
  const inC = { part: 'partC' as const, step: 0 }
  t.same([canJumpTo('partA', inA, 'simulation'), canJumpTo('partB', inA, 'simulation')], [true, false], "a simulation's Part A is left only by Next Part")
  t.same([canJumpTo('partA', inC, 'simulation'), canJumpTo('partB', inC, 'simulation')], [false, true], 'Part A closed; B and C share their clock')
  t.same([canJumpTo('partB', inA, 'practice'), canJumpTo('partA', inC, 'practice')], [true, true], 'practice goes anywhere')
})
