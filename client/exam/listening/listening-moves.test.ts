import t from 'tap'
import {
  afterTimeUp,
  dialogForMove,
  nextPlace,
  placeFromPosition,
  previousPlace,
  primaryAction,
  progressPercent,
  READING_STEP,
  recordingsLeftUnheard,
} from './listening-moves.ts'
import { planListening, planQuestionIds } from './listening-plan.ts'
import { extractSample, standaloneSample } from './sample-tests.ts'

const plan = planListening(extractSample())
const at = (partIndex: number, step: number) => ({ partIndex, step })
const fill = (ids: string[]) => Object.fromEntries(ids.map((id) => [id, 'x']))
const ids = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i))

t.test('forward through every screen, then the submit; the button says where it goes', async (t) => {
  const visited: string[] = []
  let place: ReturnType<typeof nextPlace> = at(0, 0)
  while (place !== 'submit') {
    visited.push(`${place.partIndex}.${place.step}:${primaryAction(plan, place)}`)
    place = nextPlace(plan, place)
  }
  t.same(visited, [
    '0.0:next', '0.1:nextPart',
    '1.0:next', '1.1:next', '1.2:next', '1.3:next', '1.4:next', '1.5:nextPart',
    '2.0:next', '2.1:submit',
  ])
})

t.test('Previous goes back a screen, across parts, and not before the start', async (t) => {
  t.same(previousPlace(plan, at(1, 2)), at(1, 1))
  t.same(previousPlace(plan, at(1, 0)), at(0, 1), "into the previous part's last screen")
  t.equal(previousPlace(plan, at(0, 0)), null)
})

t.test('the confirmation each forward move asks for', async (t) => {
  t.same(dialogForMove(plan, at(0, 0), {}), { kind: 'proceed' }, 'an extract with nothing answered')
  t.same(dialogForMove(plan, at(0, 0), fill(ids(1, 5))), { kind: 'finishExtract', answered: 5, total: 12 }, 'part answered: the count')
  t.same(dialogForMove(plan, at(0, 0), fill(ids(1, 12))), { kind: 'none' }, 'all answered: no question')
  t.same(dialogForMove(plan, at(0, 0), { '1': '   ' }), { kind: 'proceed' }, 'spaces are no answer')
  t.same(dialogForMove(plan, at(0, 1), {}), { kind: 'noAnswersYet' }, 'leaving a part with nothing answered in it')
  t.same(dialogForMove(plan, at(0, 1), fill(ids(1, 3))), { kind: 'finishSection' }, 'leaving from an empty last extract')
  t.same(dialogForMove(plan, at(0, 1), fill(ids(13, 14))), { kind: 'finishExtract', answered: 2, total: 12 })
  t.same(dialogForMove(plan, at(2, 1), { '1': 'a' }), { kind: 'noAnswersYet' }, 'Submit from an untouched last part')
  t.same(dialogForMove(plan, at(1, 2), { '27': 'a' }), { kind: 'none' }, 'a part B question answered')

  const standalone = planListening(standaloneSample())
  t.same(dialogForMove(standalone, at(0, 0), {}), { kind: 'noAnswersYet' })
  t.same(dialogForMove(standalone, at(0, 0), fill(ids(1, 2))), { kind: 'finishExtract', answered: 2, total: 6 })
})

t.test('a screen that asks nothing moves on without a question', async (t) => {
  const test = structuredClone(extractSample()) as ReturnType<typeof extractSample> & { partB: { questions: unknown[] } }
  test.partB.questions = []
  t.same(dialogForMove(planListening(test), at(1, 0), {}), { kind: 'none' })
})

t.test('time up moves past the parts that share the expired clock', async (t) => {
  const simulationClock = (part: string) => (part === 'partA' ? 'partA' : 'partsBC')
  t.same(afterTimeUp(plan, at(0, 0), simulationClock), at(1, 0), 'part A over: part B')
  t.equal(afterTimeUp(plan, at(1, 3), simulationClock), 'submit', 'B/C clock over in part B: nothing left')
  t.equal(afterTimeUp(plan, at(2, 0), simulationClock), 'submit')
  const ac = planListening(extractSample(), ['partA', 'partC'])
  t.same(afterTimeUp(ac, at(0, 1), simulationClock), at(1, 0))
})

t.test('progress counts answered questions of the chosen parts', async (t) => {
  const all = planQuestionIds(plan)
  t.equal(progressPercent(all, {}), 0)
  t.equal(progressPercent(all, fill(ids(1, 21))), 50)
  t.equal(progressPercent([], {}), 0)
})

t.test('a reload comes back to the stored part and screen, or its reading time', async (t) => {
  t.same(placeFromPosition(plan, null), { place: at(0, 0), reading: true }, 'nothing stored: the start')
  t.same(placeFromPosition(plan, { part: 'partB', step: 4 }), { place: at(1, 4), reading: false })
  t.same(placeFromPosition(plan, { part: 'partC', step: READING_STEP }), { place: at(2, 0), reading: true })
  t.same(placeFromPosition(plan, { part: 'partB', step: 99 }), { place: at(1, 5), reading: false }, 'a step beyond the part: its last')
  const onlyC = planListening(extractSample(), ['partC'])
  t.same(placeFromPosition(onlyC, { part: 'partA', step: 1 }), { place: at(0, 0), reading: true }, 'a part not chosen now: the start')
})

t.test("another device, or a cleared browser, joins where the server's clocks show the test is", async (t) => {
  const starts = { 'reading-partA': 1, 'recording-partA-0': 2, 'recording-partA-1': 3, 'reading-partB': 4, 'recording-partB-0': 5, 'reading-recording-partB-1': 6 }
  t.same(placeFromPosition(plan, null, starts, true), { place: at(1, 1), reading: false }, 'nothing stored: the furthest screen begun')
  t.same(placeFromPosition(plan, { part: 'partA', step: 1 }, starts, true), { place: at(1, 1), reading: false }, 'a simulation never goes back')
  t.same(placeFromPosition(plan, { part: 'partA', step: 1 }, starts, false), { place: at(0, 1), reading: false }, 'practice keeps where it went back to')
  t.same(placeFromPosition(plan, null, { 'reading-partA': 1, 'recording-partA-0': 2, 'reading-partB': 3 }, true), { place: at(1, 0), reading: true }, "a part's reading time begun: its dialog")
  t.same(placeFromPosition(plan, null, { partA: 1 }, true), { place: at(0, 0), reading: true }, 'a clock of no screen: the start')
})

t.test('a move forward names the recordings it leaves unheard for good', async (t) => {
  const none = () => false
  t.same(recordingsLeftUnheard(plan, at(1, 2), at(1, 3), none), ['Part B · Question 3 of 6'], 'Next during a recording: that one')
  t.same(recordingsLeftUnheard(plan, at(1, 2), at(1, 3), (key) => key === 'recording-partB-2'), [], 'played to its end: nothing')
  t.same(recordingsLeftUnheard(plan, at(1, 5), at(2, 0), none), ['Part B · Question 6 of 6'], 'Next Part leaves the last question unheard')
  t.same(
    recordingsLeftUnheard(plan, at(1, 4), 'submit', (key) => key !== 'recording-partA-1' && /partA|partB-[0-4]/.test(key)),
    ['Part A · Extract 2 of 2', 'Part B · Question 6 of 6', 'Part C · Extract 1 of 2', 'Part C · Extract 2 of 2'],
    'Submit: every recording not heard, those skipped earlier too',
  )
  const standalone = planListening(standaloneSample())
  t.same(recordingsLeftUnheard(standalone, at(1, 0), 'submit', (key) => key === 'recording-partB'), ['Part A', 'Part C'], "a standalone part's recording is the part's")
})
