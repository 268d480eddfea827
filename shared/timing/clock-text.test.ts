import t from 'tap'
import { clockText } from './clock-text.ts'

t.test('minutes and seconds, floored, never negative', async (t) => {
  t.equal(clockText(0), '0:00')
  t.equal(clockText(59.9), '0:59')
  t.equal(clockText(95.4), '1:35')
  t.equal(clockText(725), '12:05')
  t.equal(clockText(-5), '0:00')
  t.equal(clockText(Number.NaN), '0:00')
})
