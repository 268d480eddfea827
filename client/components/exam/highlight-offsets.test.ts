import t from 'tap'
import { cleanSpans, pointAt, spansOf } from '#client/components/exam/highlight-offsets.ts'

t.test('marks become spans of the whole text', async (t) => {
  t.same(spansOf([]), [])
  t.same(spansOf([{ length: 10, marked: false }]), [], 'no marks, no spans')
  t.same(
    spansOf([
      { length: 4, marked: false },
      { length: 3, marked: true },
      { length: 5, marked: false },
      { length: 2, marked: true },
    ]),
    [
      [4, 7],
      [12, 14],
    ],
  )
  t.same(
    spansOf([
      { length: 3, marked: true },
      { length: 6, marked: true },
      { length: 1, marked: false },
    ]),
    [[0, 9]],
    'marks that touch (one per paragraph of a selection) are one span',
  )
  t.same(spansOf([{ length: 0, marked: true }]), [], 'an empty mark is nothing')
})

t.test('stored spans are checked before they are applied', async (t) => {
  t.same(cleanSpans(null, 20), [])
  t.same(cleanSpans('0-4', 20), [], 'not a list')
  t.same(cleanSpans([[0, 4], [2.5, 6], ['1', 3], [5], [-1, 3], [9, 9], [15, 21]], 20), [[0, 4]], 'fractions, strings, empties and spans outside the text are dropped')
  t.same(
    cleanSpans(
      [
        [10, 12],
        [0, 4],
        [3, 6],
      ],
      20,
    ),
    [
      [0, 6],
      [10, 12],
    ],
    'sorted, and overlaps merged',
  )
})

t.test('a span boundary falls in the right text node', async (t) => {
  const lengths = [4, 0, 6, 3]
  t.same(pointAt(lengths, 0, 'start'), { index: 0, offset: 0 })
  t.same(pointAt(lengths, 4, 'start'), { index: 2, offset: 0 }, 'a start on a seam begins the next node (past an empty one)')
  t.same(pointAt(lengths, 4, 'end'), { index: 0, offset: 4 }, 'an end on a seam closes the node before')
  t.same(pointAt(lengths, 7, 'end'), { index: 2, offset: 3 })
  t.same(pointAt(lengths, 13, 'end'), { index: 3, offset: 3 }, 'the very end of the text')
  t.equal(pointAt(lengths, 13, 'start'), null, 'nothing starts at the end')
  t.equal(pointAt(lengths, 14, 'end'), null, 'past the end')
})
