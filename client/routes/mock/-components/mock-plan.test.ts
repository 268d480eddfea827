import t from 'tap'
import { readFileSync } from 'node:fs'
import type { MockTest } from '#shared/mock/schema.ts'
import { afterClock, clockKeyOf, moveFrom, planMock, restoreMockPosition } from './mock-plan.ts'

const mock = (JSON.parse(readFileSync('content/mock-1/test.json', 'utf8')) as { content: MockTest }).content

t.test('the chosen sections run in the order Listening, Reading, Writing, Speaking', async (t) => {
  t.same(
    planMock(mock, null).map((plan) => plan.section),
    ['listening', 'reading', 'writing', 'speaking'],
  )
  t.same(
    planMock(mock, ['speaking', 'listening']).map((plan) => plan.section),
    ['listening', 'speaking'],
  )
  const { speaking: _speaking, ...withoutSpeaking } = mock
  t.same(
    planMock(withoutSpeaking, ['speaking', 'reading']).map((plan) => plan.section),
    ['reading'],
    'only the sections the mock has',
  )
})

t.test('listening steps through part A extracts, part B questions, part C extracts; reading through A, each B text, each C text', async (t) => {
  const [listening, reading] = planMock(mock, ['listening', 'reading'])
  const sixOf = (noun: string) => [1, 2, 3, 4, 5, 6].map((n) => `Part B · ${noun} ${n} of 6`)
  t.same(
    listening!.steps.map((step) => step.label),
    ['Part A · Extract 1 of 2', 'Part A · Extract 2 of 2', ...sixOf('Question'), 'Part C · Extract 1 of 2', 'Part C · Extract 2 of 2'],
  )
  t.same(reading!.steps.map((step) => step.label), ['Part A', ...sixOf('Text'), 'Part C · Text 1 of 2', 'Part C · Text 2 of 2'])
  t.same(reading!.steps.map(clockKeyOf), ['readingPartA', ...Array<string>(8).fill('readingPartsBC')])
})

t.test('the bottom bar: Next within a section, Next Section between them, Finish Mock at the end', async (t) => {
  const plan = planMock(mock, ['reading', 'speaking'])
  t.match(moveFrom(plan, { sectionIndex: 0, step: 0 }), { kind: 'next', to: { sectionIndex: 0, step: 1 } })
  t.match(moveFrom(plan, { sectionIndex: 0, step: 7 }), { kind: 'next', to: { sectionIndex: 0, step: 8 } })
  t.match(moveFrom(plan, { sectionIndex: 0, step: 8 }), { kind: 'section', to: { sectionIndex: 1, step: 0 } })
  t.match(moveFrom(plan, { sectionIndex: 1, step: 1 }), { kind: 'finish' })
})

t.test("a clock's end skips every screen under it: part A to part B, parts B and C to the next section or the submit", async (t) => {
  const plan = planMock(mock, ['reading', 'writing'])
  t.match(afterClock(plan, { sectionIndex: 0, step: 0 }), { kind: 'next', to: { sectionIndex: 0, step: 1 } })
  t.match(afterClock(plan, { sectionIndex: 0, step: 2 }), { kind: 'section', to: { sectionIndex: 1, step: 0 } })
  t.match(afterClock(plan, { sectionIndex: 1, step: 0 }), { kind: 'finish' })
})

t.test('a stored position comes back if it still fits, else the start', async (t) => {
  const plan = planMock(mock, ['listening', 'reading'])
  t.same(restoreMockPosition(plan, { part: 'reading', step: 3 }), { sectionIndex: 1, step: 3 })
  t.same(restoreMockPosition(plan, { part: 'reading', step: 99 }), { sectionIndex: 1, step: 8 }, 'the last screen')
  t.same(restoreMockPosition(plan, { part: 'writing', step: 0 }), { sectionIndex: 0, step: 0 }, 'a section not chosen')
  t.same(restoreMockPosition(plan, null), { sectionIndex: 0, step: 0 })
})
