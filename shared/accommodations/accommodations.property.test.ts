import t from 'tap'
import fc from 'fast-check'
import { extended, extraTimeOf, withExtraTime, withoutExtraTime } from './accommodations.ts'

const limits = fc.dictionary(fc.constantFrom('total', 'partA', 'partsBC', 'writing', 'writingLocked', 'listening'), fc.option(fc.integer({ min: 1, max: 86_400 }), { nil: null }))
const percent = fc.integer({ min: 0, max: 100 })

t.test('every limit gets at least its share of extra time, and no limit stays no limit', async (t) => {
  fc.assert(
    fc.property(limits, percent, (timing, p) => {
      const with_ = withExtraTime(timing, p)
      for (const [key, seconds] of Object.entries(timing)) {
        if (seconds === null) t.equal(with_[key], null)
        else t.ok((with_[key] as number) >= (seconds * (100 + p)) / 100, `${key}: ${seconds} s with ${p}%`)
      }
      t.equal(extraTimeOf(with_), p)
    }),
  )
})

t.test('set again on a running attempt, the new figure replaces the old (within two seconds of setting it once)', async (t) => {
  fc.assert(
    fc.property(limits, percent, percent, (timing, first, second) => {
      const again = withExtraTime(withExtraTime(timing, first), second)
      const once = withExtraTime(timing, second)
      for (const key of Object.keys(timing)) {
        if (timing[key] === null) continue
        t.ok(Math.abs((again[key] as number) - (once[key] as number)) <= 2, key)
      }
      t.same(Object.keys(withoutExtraTime(again)).sort(), Object.keys(timing).sort(), 'taking it off leaves the limits alone')
    }),
  )
})

t.test('25% on 15 minutes is 18 min 45 s', async (t) => {
  t.equal(extended(900, 25), 1125)
  t.same(withExtraTime({ total: 3600, partA: 900 }, 25), { total: 4500, partA: 1125, extraTimePercent: 25 })
  t.same(withExtraTime({ total: 4500, partA: 1125, extraTimePercent: 25 }, 0), { total: 3600, partA: 900 })
})
