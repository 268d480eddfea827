import t from 'tap'
import { commentsOnPart, oneResultEach, rolePlaysText } from './speaking-sitting.ts'

t.test('role-plays are named in order, as a sentence names them', async (t) => {
  t.equal(rolePlaysText([2]), 'role-play 2')
  t.equal(rolePlaysText([2, 1]), 'role-plays 1 and 2')
  t.equal(rolePlaysText([3, 1, 2]), 'role-plays 1, 2 and 3')
})

t.test("each recording shows its own moments' comments, and those made before sittings", async (t) => {
  const comments = [
    { kind: 'time', at: 3, part: 1, comment: 'one' },
    { kind: 'time', at: 4, part: 2, comment: 'two' },
    { kind: 'time', at: 5, comment: 'older' },
  ] as const
  t.same(
    commentsOnPart(comments, 2).map((c) => c.comment),
    ['two', 'older'],
  )
  t.same(
    commentsOnPart(comments, 1).map((c) => c.comment),
    ['one', 'older'],
  )
})

t.test("a sitting's recordings count as one result, every other submission as its own", async (t) => {
  const rows = [
    { id: 'b', sittingId: 'a' },
    { id: 'a', sittingId: 'a' },
    { id: 'letter' },
    { id: 'c', sittingId: 'c' },
  ]
  t.same(
    oneResultEach(rows).map((row) => row.id),
    ['b', 'letter', 'c'],
  )
})
