import t from 'tap'
import { percentCorrect } from './percent.ts'

t.test('the score is correct over total as a whole percentage', async (t) => {
  t.equal(percentCorrect(30, 42), '71%')
  t.equal(percentCorrect(42, 42), '100%')
  t.equal(percentCorrect(0, 42), '0%')
  t.equal(percentCorrect(1, 8), '13%', 'halves round up')
})

t.test('odd counts never show NaN or more than 100%', async (t) => {
  t.equal(percentCorrect(0, 0), '0%')
  t.equal(percentCorrect(5, 3), '100%')
  t.equal(percentCorrect(-1, 3), '0%')
})
