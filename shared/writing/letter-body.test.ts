import fc from 'fast-check'
import t from 'tap'
import { countWords } from '#shared/submissions/submissions.ts'
import { bodyWordsText, countBodyWords } from './letter-body.ts'

const BODY_WORDS = ['patient', 'wound', 'dressing', 'daily', 'mobility', 'review', 'he', 'she', 'was', 'admitted', '4', 'mg', 'follow-up', 'please']
const word = fc.constantFrom(...BODY_WORDS)
const sentence = fc.array(word, { minLength: 1, maxLength: 12 }).map((words) => `${words.join(' ')}.`)
const paragraph = fc.array(sentence, { minLength: 1, maxLength: 4 }).map((sentences) => sentences.join(' '))
/** A letter's body: paragraphs separated by blank lines. */
const body = fc.array(paragraph, { minLength: 1, maxLength: 5 }).map((paragraphs) => paragraphs.join('\n\n'))

const addressBlock = fc.constantFrom('', 'Ms Jane Thorne\nDistrict Nurse\nRiverside Community Health\nLeeds LS2 7AB\n\n', 'Dr Lee\nGreen Street Surgery\n\n')
const date = fc.constantFrom('', '27 November 2026\n\n', '27/11/2026\n\n')
const salutation = fc.constantFrom('Dear Ms Thorne,', 'Dear Dr Lee', 'To whom it may concern,', 'Dear Sir/Madam,')
const subject = fc.constantFrom('', 'Re: Mr Leonard Ashworth, DOB 14/02/1943\n\n', 'RE: Ms Jane Doe, aged 54\n\n', 'Subject: discharge of Mr Ali\n\n')
const signOff = fc.constantFrom('Yours sincerely,', 'Yours faithfully', 'Kind regards,', 'Regards', 'With kind regards,')
const name = fc.constantFrom('', '\nCharge Nurse Amy Chen', '\n\nDr Sam Patel\nRegistrar, Ward 7B')

t.test('the frame of a letter (address, date, salutation, Re: line, sign-off and name) is not counted', async () => {
  fc.assert(
    fc.property(addressBlock, date, salutation, subject, body, signOff, name, (address, day, dear, re, text, bye, who) => {
      const letter = `${address}${day}${dear}\n\n${re}${text}\n\n${bye}${who}`
      return countBodyWords(letter) === countWords(text)
    }),
  )
})

t.test('the subject line may come before the salutation too', async () => {
  fc.assert(fc.property(subject, salutation, body, (re, dear, text) => countBodyWords(`${re}${dear}\n${text}`) === countWords(text)))
})

t.test('a text with no frame is all body, and the body never counts more than the whole', async () => {
  fc.assert(fc.property(body, (text) => countBodyWords(text) === countWords(text)))
  fc.assert(fc.property(fc.string(), (text) => countBodyWords(text) <= countWords(text)))
})

t.test('examples', async (t) => {
  const letter = `Ms Jane Thorne
District Nurse
Riverside Community Health

27 November 2026

Dear Ms Thorne,

Re: Mr Leonard Ashworth, DOB 14/02/1943

I am writing to refer Mr Ashworth, an 82-year-old widower, who is being discharged home today.

Please visit him twice a week.

Yours sincerely,

Charge Nurse
Amy Chen`
  t.equal(countWords(letter), 48, 'every word')
  t.equal(countBodyWords(letter), 22, 'the two paragraphs only')
  t.equal(countBodyWords(''), 0)
  t.equal(countBodyWords('Dear Doctor,'), 0)
  t.equal(countBodyWords('Regarding her mobility, she walks with a frame.\nRegards'), 8, 'a sentence that starts like a sign-off is body')
  t.equal(bodyWordsText(183), '183 words in the body; guide 180-200')
  t.equal(bodyWordsText(1), '1 word in the body; guide 180-200')
})
