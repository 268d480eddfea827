import 'fake-indexeddb/auto'
import t from 'tap'
import { KEPT_DAYS, keptStore, type KeptScope } from './kept-store.ts'

interface Note {
  text: string
  keptAt: number
}

const notes = keptStore<Note>('kept-store-test', 'notes')
const mine: KeptScope = { screen: 'oet-writing', userId: 'student-a', testId: 'attempt-1' }
const note = (text: string, keptAt = Date.now()): Note => ({ text, keptAt })

t.test("a scope's items come back by number, and only to their own student, test and screen", async (t) => {
  await notes.keep(mine, 20, note('second'))
  await notes.keep(mine, 3, note('first'))
  await notes.keep({ ...mine, userId: 'student-b' }, 1, note('another student'))
  await notes.keep({ ...mine, testId: 'attempt-2' }, 1, note('another attempt'))
  await notes.keep({ ...mine, screen: 'mock-test' }, 1, note('another screen'))
  t.same(
    (await notes.list(mine)).map(([number, { text }]) => [number, text]),
    [
      [3, 'first'],
      [20, 'second'],
    ],
  )

  await notes.forget(mine, 3)
  t.same((await notes.list(mine)).map(([, { text }]) => text), ['second'], 'one forgotten')
  await notes.forgetAll(mine)
  t.same(await notes.list(mine), [], 'all forgotten')
  t.same((await notes.list({ ...mine, userId: 'student-b' })).map(([, { text }]) => text), ['another student'], "others' items stay")
})

t.test('an item kept longer than the limit is swept when any scope is read', async (t) => {
  const old = Date.now() - (KEPT_DAYS + 1) * 24 * 60 * 60 * 1000
  const elsewhere = { ...mine, testId: 'attempt-old' }
  await notes.keep(elsewhere, 1, note('forgotten', old))
  await notes.keep(mine, 1, note('recent'))
  t.same((await notes.list(mine)).map(([, { text }]) => text), ['recent'])
  t.same(await notes.list(elsewhere), [], 'the old one is gone')
})
