import t from 'tap'
import { DEFAULT_TEXT_SIZE, parseTextSize, TEXT_SIZES } from '#client/lib/exam/text-size.ts'

t.test('a stored text size is read back, anything else is the default', async (t) => {
  t.same(TEXT_SIZES, ['small', 'medium', 'large'], 'three sizes, smallest first')
  for (const size of TEXT_SIZES) t.equal(parseTextSize(size), size)
  t.equal(DEFAULT_TEXT_SIZE, 'medium')
  t.equal(parseTextSize(null), 'medium', 'nothing chosen yet')
  t.equal(parseTextSize('huge'), 'medium', 'an unknown value')
  t.equal(parseTextSize(2), 'medium')
})
