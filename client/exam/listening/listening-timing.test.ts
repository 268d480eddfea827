import t from 'tap'
import { LISTENING_SIMULATION_PART_A_SECONDS, LISTENING_SIMULATION_PARTS_BC_SECONDS } from '#shared/timing/durations.ts'
import type { ListeningStep } from './listening-plan.ts'
import { partClockFor, readingSecondsFor } from './listening-timing.ts'

t.test('simulation: part A has its clock, B and C share one; the attempt may shorten them', async (t) => {
  const standard = { total: 3780 }
  t.same(partClockFor('simulation', 'partA', standard), { key: 'partA', limitSeconds: LISTENING_SIMULATION_PART_A_SECONDS })
  t.same(partClockFor('simulation', 'partB', standard), { key: 'partsBC', limitSeconds: LISTENING_SIMULATION_PARTS_BC_SECONDS })
  t.same(partClockFor('simulation', 'partC', standard), { key: 'partsBC', limitSeconds: LISTENING_SIMULATION_PARTS_BC_SECONDS })
  const short = { total: 120, partA: 20, partsBC: 40 }
  t.same(partClockFor('simulation', 'partA', short), { key: 'partA', limitSeconds: 20 })
  t.same(partClockFor('simulation', 'partC', short), { key: 'partsBC', limitSeconds: 40 })
  t.equal(partClockFor('simulation', 'partA', { total: null, partA: null }), null, 'null in the attempt: no limit')
})

t.test('practice has no part clock: the attempt deadline is the one timer', async (t) => {
  t.equal(partClockFor('practice', 'partA', { total: 900 }), null)
  t.equal(partClockFor('practice', 'partB', { total: null }), null)
})

t.test("reading time: the screen's own (the content's, else the OET's) unless the attempt says otherwise", async (t) => {
  const step = { readingSeconds: 90 } as ListeningStep
  t.equal(readingSecondsFor({ total: 900 }, step), 90)
  t.equal(readingSecondsFor({ total: 900, reading: 5 }, step), 5)
  t.equal(readingSecondsFor({ total: 900, reading: null }, step), 90)
})
