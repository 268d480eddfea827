import t from 'tap'
import { expiryOf, partClockFor, shownClock, type Timing } from './reading-clock.ts'

const simulation: Timing = { total: 3600, partA: 900, partsBC: 2700 }
const practice: Timing = { total: 1800 }

t.test('simulation times Part A, then Parts B and C together; practice has no part clock', async (t) => {
  t.same(partClockFor('partA', 'simulation', simulation), { key: 'partA', limitSeconds: 900 })
  t.same(partClockFor('partB', 'simulation', simulation), { key: 'partsBC', limitSeconds: 2700 })
  t.same(partClockFor('partC', 'simulation', simulation), { key: 'partsBC', limitSeconds: 2700 }, 'C shares B’s clock')
  t.equal(partClockFor('partA', 'practice', practice), null)
  t.equal(partClockFor('partA', 'simulation', { total: 3600 }), null, 'a timing without part limits leaves only the deadline')
  t.equal(partClockFor('partB', 'simulation', { total: 3600, partsBC: null }), null)
})

t.test('the clock shown is whichever ends first', async (t) => {
  const partA = { key: 'partA' as const, limitSeconds: 900 }
  t.same(shownClock({ partClock: partA, partEndsAt: 900_000, deadline: 3_600_000, timing: simulation }), {
    endsAt: 900_000,
    totalSeconds: 900,
    source: 'part',
    label: 'Part A time left',
  })
  const late = shownClock({ partClock: { key: 'partsBC', limitSeconds: 2700 }, partEndsAt: 3_601_000, deadline: 3_600_000, timing: simulation })
  t.same(late, { endsAt: 3_600_000, totalSeconds: 3600, source: 'deadline', label: 'Time left' }, 'the deadline wins when it is earlier')
  t.same(shownClock({ partClock: null, partEndsAt: null, deadline: 1_800_000, timing: practice }), {
    endsAt: 1_800_000,
    totalSeconds: 1800,
    source: 'deadline',
    label: 'Time left',
  })
  t.equal(shownClock({ partClock: null, partEndsAt: null, deadline: null, timing: { total: null } }), null, 'practice without a limit')
})

t.test('what the end of each clock does', async (t) => {
  const part = { endsAt: 1, totalSeconds: 1, source: 'part' as const, label: '' }
  t.equal(expiryOf(part, 'partA'), 'next-part', 'Part A moves on to Part B')
  t.equal(expiryOf(part, 'partB'), 'submit-after-dialog', 'Parts B and C end the test')
  t.equal(expiryOf(part, 'partC'), 'submit-after-dialog')
  t.equal(expiryOf({ ...part, source: 'deadline' }, 'partA'), 'submit-now', 'the attempt’s deadline submits at once')
})
