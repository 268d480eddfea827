import t from 'tap'
import { blankRuns, countBlanks } from '#shared/qtypes/blank-runs.ts'

t.test('splits text and blanks in order', async (t) => {
  t.same(blankRuns('Take __ tablets ___ daily'), [
    { kind: 'text', text: 'Take ' },
    { kind: 'blank', index: 0, run: '__' },
    { kind: 'text', text: ' tablets ' },
    { kind: 'blank', index: 1, run: '___' },
    { kind: 'text', text: ' daily' },
  ])
})

t.test('edges: leading and trailing blanks, single underscores, no blanks', async (t) => {
  t.same(blankRuns('____ in the morning'), [
    { kind: 'blank', index: 0, run: '____' },
    { kind: 'text', text: ' in the morning' },
  ])
  t.same(blankRuns('dose: __'), [
    { kind: 'text', text: 'dose: ' },
    { kind: 'blank', index: 0, run: '__' },
  ])
  t.same(blankRuns('snake_case only'), [{ kind: 'text', text: 'snake_case only' }])
  t.same(blankRuns(''), [])
  t.equal(countBlanks('a __ b ___ c _ d'), 2)
  t.equal(countBlanks('none'), 0)
})

t.test('the text is kept whole: joining the segments gives it back', async (t) => {
  const text = '__Start__ middle _ and ______ end__'
  t.equal(
    blankRuns(text)
      .map((s) => (s.kind === 'text' ? s.text : s.run))
      .join(''),
    text,
  )
})
