import t from 'tap'
import { formatSpreadMs, spreadOf } from './spread.ts'

t.test('the median is the middle run, or the mean of the middle two', async (t) => {
  t.same(spreadOf([1290, 1180, 1234]), { median: 1234, min: 1180, max: 1290, runs: 3 })
  t.same(spreadOf([4, 1, 3, 2]), { median: 2.5, min: 1, max: 4, runs: 4 })
  t.same(spreadOf([7]), { median: 7, min: 7, max: 7, runs: 1 })
})

t.test('no runs is an error, not a figure', async (t) => {
  t.throws(() => spreadOf([]), /no runs/)
})

t.test('written in whole milliseconds with the range and the count', async (t) => {
  t.equal(formatSpreadMs(spreadOf([1290.4, 1180.2, 1233.6])), '1,234 ms (1,180-1,290, 3 runs)')
})
