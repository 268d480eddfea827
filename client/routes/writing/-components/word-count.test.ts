import t from 'tap'
import { countWords, wordsText } from './word-count.ts'

t.test('words are runs of non-space characters, across lines', async (t) => {
  t.equal(countWords(''), 0)
  t.equal(countWords('   \n\t '), 0)
  t.equal(countWords('Dear Nurse Patel,'), 3)
  t.equal(countWords('Re: Mr Ashworth\n\nHe needs follow-up of 4 mg\u00a0daily.'), 10)
  t.equal(wordsText(1), '1 word')
  t.equal(wordsText(0), '0 words')
})
