import t from 'tap'
import { typedTimes } from './typed-times.ts'

const NOW = new Date('2026-11-26T10:00:00.000Z')

t.test('each answer keeps the moment it was typed, in one form', async (t) => {
  t.same(typedTimes({ '1': 'a' }, { '1': '2026-11-26T09:59:00Z' }, NOW), { '1': '2026-11-26T09:59:00.000Z' })
  t.same(typedTimes({ '1': 'a' }, { '1': '2026-11-26T10:59:00+01:00' }, NOW), { '1': '2026-11-26T09:59:00.000Z' }, 'any offset, rewritten in UTC')
})

t.test('a moment in the future counts as now: no device can make its answer beat every later one', async (t) => {
  t.same(typedTimes({ '1': 'a' }, { '1': '2099-01-01T00:00:00.000Z' }, NOW), { '1': NOW.toISOString() })
})

t.test('an answer without a time counts as typed now; a time for no answer is dropped', async (t) => {
  t.same(typedTimes({ '1': 'a', '2': 'b' }, { '2': '2026-11-26T09:00:00.000Z', '3': '2026-11-26T09:00:00.000Z' }, NOW), {
    '1': NOW.toISOString(),
    '2': '2026-11-26T09:00:00.000Z',
  })
})
