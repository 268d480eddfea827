import t from 'tap'
import { readFileSync } from 'node:fs'
import type { MockTest } from '#shared/mock/schema.ts'
import { planMock } from './mock-plan.ts'
import { mockReadiness, type MockWork } from './mock-readiness.ts'

const mock = (JSON.parse(readFileSync('content/mock-1/test.json', 'utf8')) as { content: MockTest }).content
const plan = planMock(mock, null)
const work = (changes: Partial<MockWork>): MockWork => ({
  plan,
  questionIds: { listening: ['1', '2', '3'], reading: ['1', '2'] },
  answers: {},
  writingMode: 'computer',
  photos: 0,
  speaking: new Map(),
  writingOpen: true,
  ...changes,
})

/** 6 words in its body, 13 in all: the count shown is the body's, as everywhere else. */
const LETTER = 'Dr A Smith\nCity Clinic\n\nDear Dr Smith,\n\nThank you for seeing Mrs Jones.\n\nYours sincerely,\nNurse Lee'

t.test('Finish Mock lists what each section holds', async (t) => {
  const { states, gaps } = mockReadiness(
    work({
      answers: { 'listening:1': 'metformin', 'listening:2': '  ', 'reading:2': 'B', 'writing:answer': LETTER },
      speaking: new Map([
        [1, { source: 'recording' }],
        [2, { source: 'upload' }],
      ]),
    }),
  )
  t.same(
    states.map((state) => [state.label, state.detail, state.nothingToEvaluate]),
    [
      ['Listening', '1 of 3 answered', false],
      ['Reading', '1 of 2 answered', false],
      ['Writing', 'letter: 6 words in the body; guide 180-200', false],
      ['Speaking', 'Part 1 recorded, Part 2 file chosen', false],
    ],
  )
  t.same(gaps, [], 'nothing refused')
  const greetingOnly = mockReadiness(work({ answers: { 'writing:answer': 'Dear Dr Smith,' }, speaking: new Map([[1, { source: 'recording' }], [2, { source: 'recording' }]]) }))
  t.equal(greetingOnly.states[2]?.detail, 'letter: 0 words in the body; guide 180-200', 'a letter with no body yet is not blank: it is sent, and says so')
  t.same(greetingOnly.gaps, [])
})

t.test("SPEC.md section 5's refusals, each with where to go", async (t) => {
  const { states, gaps } = mockReadiness(work({ answers: { 'writing:answer': ' \n ' }, speaking: new Map([[1, { source: 'recording' }]]) }))
  t.same(
    gaps.map((gap) => [gap.where, gap.message, gap.position]),
    [
      ['Writing · Letter', 'Please type your answer before submitting.', { sectionIndex: 2, step: 0 }],
      ['Speaking · Role-play 2 of 2', 'Please record or upload an audio file first.', { sectionIndex: 3, step: 1 }],
    ],
  )
  t.same(states[3]?.detail, 'Part 1 recorded, Part 2 missing')
  const paper = mockReadiness(work({ writingMode: 'paper', photos: 0, speaking: new Map([[1, { source: 'recording' }], [2, { source: 'recording' }]]) }))
  t.same(paper.gaps.map((gap) => gap.message), ['Please upload at least one image of your handwritten test.'])
  t.same(paper.states[2]?.detail, 'no photo chosen')
  const photos = mockReadiness(work({ writingMode: 'paper', photos: 2, speaking: new Map([[1, { source: 'recording' }], [2, { source: 'recording' }]]) }))
  t.same(photos.gaps, [])
  t.same(photos.states[2]?.detail, 'letter: 2 photos')
})

t.test("a letter whose time is over cannot be written any more: it is listed as nothing to evaluate, not refused", async (t) => {
  const { states, gaps } = mockReadiness(work({ writingOpen: false, speaking: new Map([[1, { source: 'recording' }], [2, { source: 'recording' }]]) }))
  t.same(gaps, [])
  t.match(states[2], { detail: 'nothing typed', nothingToEvaluate: true })
  const none = mockReadiness(work({ plan: planMock(mock, ['speaking']) }))
  t.match(none.states, [{ section: 'speaking', detail: 'Part 1 missing, Part 2 missing', nothingToEvaluate: true }])
  t.equal(none.gaps.length, 2)
})
