import fc from 'fast-check'
import t, { type Test } from 'tap'
import { keyPhrasings } from './alternatives.ts'
import { isCorrectLenient, isCorrectStrict } from './match.ts'
import { NUMBER_WORDS } from './text.ts'

const MODES = [
  ['strict', isCorrectStrict],
  ['lenient', isCorrectLenient],
] as const

/**
 * Words that make keys interesting: ones containing "or" and number words, digits, optional
 * groups, punctuation. Random strings alone would almost never be right answers.
 */
const WORDS = [
  ...['blood', 'pressure', 'left', 'arm', 'pain', 'bp', 'B.P.'],
  ...['doctor', 'organ', 'for', 'someone', '(the)', '(blood)', 'day(s)'],
]
const DIGITS = NUMBER_WORDS.map((_, digit) => String(digit))
const word = fc.constantFrom(...WORDS, ...DIGITS, ...NUMBER_WORDS)
const phrase = fc.array(word, { minLength: 1, maxLength: 4 }).map((words) => words.join(' '))
/** A key: one to three phrases joined by "or" or "/". */
const key = fc
  .tuple(phrase, fc.array(fc.tuple(fc.constantFrom(' or ', '/', ' / ', ' OR '), phrase), { maxLength: 2 }))
  .map(([first, rest]) => first + rest.map(([separator, p]) => separator + p).join(''))
/** The text with the character at `at` (modulo its length) left out: a near miss. */
const withoutOneChar = (text: string, at: number) => text.slice(0, at % text.length) + text.slice((at % text.length) + 1)
/** An answer that is often right or nearly right for the key it is drawn with. */
const answerFor = (k: string) =>
  fc.oneof(
    fc.constant(k),
    fc.constantFrom(...keyPhrasings(k), k),
    fc.tuple(fc.constantFrom(...keyPhrasings(k), k), fc.nat()).map(([p, at]) => withoutOneChar(p, at)),
    phrase,
    fc.string({ maxLength: 12 }),
  )
const keyAndAnswer = key.chain((k) => answerFor(k).map((a) => ({ key: k, answer: a })))
const anyText = fc.string({ unit: 'grapheme', maxLength: 20 })

/** Run a property; the counted pass keeps tap from reading a property-only subtest as empty. */
function holds<Ts>(t: Test, name: string, property: fc.IProperty<Ts>): void {
  fc.assert(property)
  t.pass(name)
}

/** Upper-case the characters whose flag is set. */
function mixCase(text: string, flags: boolean[]): string {
  const upper = (i: number) => flags[i % Math.max(1, flags.length)]
  return Array.from(text, (char, i) => (upper(i) ? char.toUpperCase() : char.toLowerCase())).join('')
}

t.test('case never changes a verdict', async (t) => {
  const pairs = fc.oneof(keyAndAnswer, fc.record({ key: anyText, answer: anyText }))
  const flags = fc.array(fc.boolean(), { minLength: 1 })
  for (const [mode, isCorrect] of MODES) {
    holds(t, mode, fc.property(pairs, flags, flags, ({ key, answer }, answerFlags, keyFlags) => {
      const verdict = isCorrect(answer, key)
      return isCorrect(mixCase(answer, answerFlags), key) === verdict && isCorrect(answer, mixCase(key, keyFlags)) === verdict
    }))
  }
})

/** Alternatives for the order property: no separators and no numbers ("1/2" is not split). */
const plainWord = word.filter((w) => !DIGITS.includes(w) && !NUMBER_WORDS.includes(w))
const alternative = fc.array(plainWord, { minLength: 1, maxLength: 3 }).map((w) => w.join(' '))
const separator = fc.constantFrom(' or ', '/', ' / ', ' Or ')

t.test('the order of alternatives never changes a verdict', async (t) => {
  for (const [mode, isCorrect] of MODES) {
    holds(t, `${mode}, any answer`, fc.property(alternative, alternative, separator, fc.oneof(alternative, phrase), (a, b, sep, answer) => {
      // The whole key typed out is accepted by the exact rule, and that one has an order.
      fc.pre(!answer.toLowerCase().includes(sep.trim().toLowerCase()))
      return isCorrect(answer, a + sep + b) === isCorrect(answer, b + sep + a)
    }))
    holds(t, `${mode}, either alternative is right`, fc.property(alternative, alternative, separator, fc.boolean(), (a, b, sep, first) => {
      const answer = first ? a : b
      return isCorrect(answer, a + sep + b) && isCorrect(answer, b + sep + a)
    }))
  }
})

/** Swap digits and number words (0-9) in the words whose flag is set. */
function swapNumbers(words: string[], flags: boolean[]): string {
  return words
    .map((w, i) => {
      if (!flags[i]) return w
      if (DIGITS.includes(w)) return NUMBER_WORDS[Number(w)] ?? w
      const digit = NUMBER_WORDS.indexOf(w)
      return digit >= 0 ? String(digit) : w
    })
    .join(' ')
}

t.test('a digit and its number word are interchangeable on either side', async (t) => {
  const words = fc.array(fc.oneof(word, fc.constantFrom('or', '/')), { minLength: 1, maxLength: 6 })
  const flags = fc.array(fc.boolean())
  for (const [mode, isCorrect] of MODES) {
    holds(t, mode, fc.property(words, fc.option(words), flags, flags, (keyWords, answerWords, answerFlags, keyFlags) => {
      // Without answer words the answer is the key itself, the case where numbers matter most.
      const given = answerWords ?? keyWords
      const verdict = isCorrect(given.join(' '), keyWords.join(' '))
      return isCorrect(swapNumbers(given, answerFlags), swapNumbers(keyWords, keyFlags)) === verdict
    }))
  }
  holds(t, 'digit against word and word against digit', fc.property(fc.integer({ min: 0, max: 9 }), phrase, (digit, rest) => {
    const written = NUMBER_WORDS[digit] ?? ''
    return isCorrectStrict(`${digit} ${rest}`, `${written} ${rest}`) && isCorrectStrict(`${written} ${rest}`, `${digit} ${rest}`)
  }))
})

t.test('lenient accepts everything strict accepts', async (t) => {
  const pairs = fc.oneof(keyAndAnswer, fc.record({ key: anyText, answer: anyText }))
  holds(t, 'strict implies lenient', fc.property(pairs, ({ key, answer }) => !isCorrectStrict(answer, key) || isCorrectLenient(answer, key)))
})

/** Nothing a reader can see: spaces of several kinds and a zero-width space. */
const blank = fc
  .array(fc.constantFrom('', ' ', '\t', '\n', '\u00A0', '\u2003', '\u3000', '\u200B'), { maxLength: 5 })
  .map((s) => s.join(''))

t.test('an empty or blank key is always wrong', async (t) => {
  for (const [mode, isCorrect] of MODES) {
    holds(t, mode, fc.property(fc.oneof(anyText, blank, phrase), blank, (answer, emptyKey) => !isCorrect(answer, emptyKey)))
  }
})

t.test('an empty or blank answer is always wrong', async (t) => {
  for (const [mode, isCorrect] of MODES) {
    holds(t, mode, fc.property(blank, fc.oneof(anyText, key), (emptyAnswer, k) => !isCorrect(emptyAnswer, k)))
  }
})

t.test('surrounding whitespace never changes a verdict', async (t) => {
  const pairs = fc.oneof(keyAndAnswer, fc.record({ key: anyText, answer: anyText }))
  for (const [mode, isCorrect] of MODES) {
    holds(t, mode, fc.property(pairs, blank, blank, blank, blank, ({ key, answer }, a1, a2, k1, k2) => {
      return isCorrect(a1 + answer + a2, k1 + key + k2) === isCorrect(answer, key)
    }))
  }
})

t.test('an answer equal to a non-blank key, or to one of its phrasings, is always right', async (t) => {
  for (const [mode, isCorrect] of MODES) {
    holds(t, `${mode}, the key itself`, fc.property(fc.oneof(anyText, key, phrase), (k) => k.trim() === '' || isCorrect(k, k)))
    holds(t, `${mode}, a phrasing`, fc.property(key, fc.nat(), (k, i) => {
      const phrasings = keyPhrasings(k)
      const chosen = phrasings[i % phrasings.length]
      return chosen === undefined || isCorrect(chosen, k)
    }))
  }
})
