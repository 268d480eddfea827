import t from 'tap'
import { isCorrect, isCorrectLenient, isCorrectStrict } from './match.ts'

interface Example {
  name: string
  answer: string
  key: string
  strict: boolean
  lenient: boolean
}

/** Named examples, one or more per rule of SPEC.md section 5, and the tricky cases. */
const EXAMPLES: Example[] = [
  // exact and case-insensitive
  { name: 'exact match', answer: 'hypertension', key: 'hypertension', strict: true, lenient: true },
  { name: 'different case', answer: 'Hypertension', key: 'hypertension', strict: true, lenient: true },
  { name: 'shouting', answer: 'BLOOD PRESSURE', key: 'blood pressure', strict: true, lenient: true },
  { name: 'clearly wrong answer', answer: 'diabetes', key: 'hypertension', strict: false, lenient: false },
  { name: 'part of the key only', answer: 'blood', key: 'blood pressure', strict: false, lenient: false },
  // whitespace
  { name: 'trailing space', answer: 'left arm ', key: 'left arm', strict: true, lenient: true },
  { name: 'surrounding whitespace on both sides', answer: '\t left arm\n', key: '  left arm ', strict: true, lenient: true },
  { name: 'run of spaces inside', answer: 'left   arm', key: 'left arm', strict: true, lenient: true },
  { name: 'non-breaking space', answer: 'left\u00A0arm', key: 'left arm', strict: true, lenient: true },
  { name: 'missing space', answer: 'leftarm', key: 'left arm', strict: false, lenient: true },
  // alternatives
  { name: 'first "or" alternative', answer: 'nausea', key: 'nausea or vomiting', strict: true, lenient: true },
  { name: 'second "or" alternative', answer: 'vomiting', key: 'nausea or vomiting', strict: true, lenient: true },
  { name: '"OR" in capitals splits too', answer: 'vomiting', key: 'nausea OR vomiting', strict: true, lenient: true },
  { name: 'the whole key with "or" typed out', answer: 'nausea or vomiting', key: 'nausea or vomiting', strict: true, lenient: true },
  { name: '"or" inside "doctor" does not split', answer: 'doct', key: 'doctor', strict: false, lenient: false },
  { name: '"or" inside "organ" does not split', answer: 'gan', key: 'organ donor', strict: false, lenient: false },
  { name: '"or" inside "for" does not split', answer: 'f', key: 'for', strict: false, lenient: false },
  { name: 'slash alternative, first', answer: 'pain', key: 'pain/ache', strict: true, lenient: true },
  { name: 'slash alternative, second, spaced', answer: 'ache', key: 'pain / ache', strict: true, lenient: true },
  { name: 'slash and "or" in one key', answer: 'soreness', key: 'pain/ache or soreness', strict: true, lenient: true },
  { name: 'a blood-pressure reading is not split', answer: '80', key: '120/80', strict: false, lenient: false },
  { name: 'a blood-pressure reading whole', answer: '120/80', key: '120/80', strict: true, lenient: true },
  // parentheses
  { name: 'optional word in parentheses kept', answer: 'blood pressure', key: '(blood) pressure', strict: true, lenient: true },
  { name: 'optional word in parentheses omitted', answer: 'pressure', key: '(blood) pressure', strict: true, lenient: true },
  { name: 'optional article omitted', answer: 'left arm', key: '(the) left arm', strict: true, lenient: true },
  { name: 'optional article kept', answer: 'the left arm', key: '(the) left arm', strict: true, lenient: true },
  { name: 'optional plural', answer: 'infections', key: 'infection(s)', strict: true, lenient: true },
  { name: 'parentheses typed by the student', answer: '(blood) pressure', key: '(blood) pressure', strict: true, lenient: true },
  { name: 'alternatives inside parentheses', answer: 'arterial pressure', key: '(blood/arterial) pressure', strict: true, lenient: true },
  { name: 'bracketed note in the answer', answer: 'pressure (in the arm)', key: 'pressure', strict: false, lenient: true },
  { name: 'square-bracketed note in the answer', answer: 'pressure [arm]', key: 'pressure', strict: false, lenient: true },
  // numbers
  { name: 'digit for a number word', answer: '3 times', key: 'three times', strict: true, lenient: true },
  { name: 'number word for a digit', answer: 'Three times a day', key: '3 times a day', strict: true, lenient: true },
  { name: 'zero and nine', answer: 'zero to 9', key: '0 to nine', strict: true, lenient: true },
  { name: 'number word inside another word is not a number', answer: 'some1', key: 'someone', strict: false, lenient: false },
  { name: 'ten is not mapped (0-9 only)', answer: '10 days', key: 'ten days', strict: false, lenient: false },
  { name: 'wrong number', answer: '2 weeks', key: '3 weeks', strict: false, lenient: true },
  { name: 'one is not none', answer: 'none', key: '1', strict: false, lenient: false },
  // punctuation and typography
  { name: 'dots in an abbreviation', answer: 'B.P.', key: 'BP', strict: false, lenient: true },
  { name: 'hyphen for a space', answer: 'follow-up', key: 'follow up', strict: false, lenient: true },
  { name: 'curly apostrophe from a phone keyboard', answer: 'patient\u2019s', key: "patient's", strict: true, lenient: true },
  { name: 'full stop at the end', answer: 'hypertension.', key: 'hypertension', strict: false, lenient: true },
  // similarity
  { name: 'one letter wrong', answer: 'hypertention', key: 'hypertension', strict: false, lenient: true },
  { name: 'two letters swapped', answer: 'diabtees', key: 'diabetes', strict: false, lenient: true },
  { name: 'near miss of one alternative', answer: 'vomitting', key: 'nausea or vomiting', strict: false, lenient: true },
  { name: 'too far off (ratio below 0.7)', answer: 'hyper', key: 'hypertension', strict: false, lenient: false },
  { name: 'short key, one letter wrong (ratio 0.67)', answer: 'leg', key: 'lag', strict: false, lenient: false },
  // empty
  { name: 'empty key', answer: 'anything', key: '', strict: false, lenient: false },
  { name: 'key of only spaces', answer: ' ', key: '   ', strict: false, lenient: false },
  { name: 'empty answer', answer: '', key: 'hypertension', strict: false, lenient: false },
  { name: 'answer of only spaces', answer: '   ', key: 'hypertension', strict: false, lenient: false },
  { name: 'answer of only punctuation', answer: '...', key: 'BP', strict: false, lenient: false },
  { name: 'answer of only bracketed text', answer: '(blood)', key: '(blood) pressure', strict: false, lenient: false },
]

t.test('named examples', async (t) => {
  for (const example of EXAMPLES) {
    const shown = `${JSON.stringify(example.answer)} against ${JSON.stringify(example.key)}`
    t.equal(isCorrectStrict(example.answer, example.key), example.strict, `strict, ${example.name}: ${shown}`)
    t.equal(isCorrectLenient(example.answer, example.key), example.lenient, `lenient, ${example.name}: ${shown}`)
  }
})

t.test('isCorrect picks the rules of the mode', async (t) => {
  t.equal(isCorrect('B.P.', 'BP', 'strict'), false)
  t.equal(isCorrect('B.P.', 'BP', 'lenient'), true)
})
