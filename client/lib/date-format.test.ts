import t from 'tap'
import { dateFormat } from './date-format.ts'

t.test('a format is made once per set of options and formats as asked', async (t) => {
  const utc = dateFormat({ dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })
  t.equal(dateFormat({ dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }), utc, 'the same options: the kept format')
  t.not(dateFormat({ dateStyle: 'medium', timeStyle: 'short' }), utc, 'other options: another format')
  t.equal(utc.format(new Date('2026-03-04T05:06:00Z')), '4 Mar 2026, 05:06', 'British order, in the zone asked')
})
