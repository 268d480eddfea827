import t from 'tap'
import { dueState, utcClock } from './due.ts'

const now = Date.parse('2026-03-02T10:00:00Z')

t.test('time left before the 24-hour promise, in hours and minutes', async (t) => {
  t.same(dueState('2026-03-02T15:30:00Z', now), { overdue: false, text: '5 h 30 min left' })
  t.same(dueState('2026-03-02T10:09:59Z', now), { overdue: false, text: '9 min left' })
  t.same(dueState('2026-03-02T10:00:00Z', now), { overdue: false, text: '0 min left' })
})

t.test('past the promise it says so in words, not only by colour', async (t) => {
  t.same(dueState('2026-03-02T08:55:00Z', now), { overdue: true, text: 'Overdue by 1 h 5 min' })
  t.same(dueState('2026-02-27T09:00:00Z', now), { overdue: true, text: 'Overdue by 3 d 1 h' })
})

t.test('a lock ends at a UTC clock time', async (t) => {
  t.equal(utcClock('2026-03-02T14:05:09.000Z'), '14:05 UTC')
})
