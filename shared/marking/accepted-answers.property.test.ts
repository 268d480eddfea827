import fc from 'fast-check'
import t from 'tap'
import { acceptedAnswers } from './accepted-answers.ts'
import { keyPhrasings } from './alternatives.ts'
import { isCorrectLenient, isCorrectStrict } from './match.ts'

/**
 * Keys as people write them (alternatives, optional words and articles, nested groups, numbers
 * with slashes, unmatched brackets) and any text at all: whatever the review shows as accepted,
 * the marker accepts, on the OET screens and the mock's alike.
 */
const WORDS = ['TIA', 'mini', 'stroke', 'hanging', 'up', 'blood', 'pressure', 'doctor', 'for', 'one', '3', '120', '80', 'kg', 'day(s)', 'B.P.']
const GROUPS = ['(a)', '(the)', '(a/the)', '(an)', '(up)', '(blood/arterial)', '(a (b) c)', '(', ')', '()', '( )']
const token = fc.constantFrom(...WORDS, ...GROUPS)
const phrase = fc.array(token, { minLength: 1, maxLength: 5 }).chain((tokens) =>
  fc.array(fc.constantFrom(' ', '', '  '), { minLength: tokens.length, maxLength: tokens.length }).map((gaps) => tokens.map((word, i) => word + gaps[i]).join('')),
)
const writtenKey = fc
  .tuple(phrase, fc.array(fc.tuple(fc.constantFrom('/', ' / ', ' or ', ' OR '), phrase), { maxLength: 3 }))
  .map(([first, rest]) => first + rest.map(([separator, p]) => separator + p).join(''))
const anyKey = fc.oneof(writtenKey, fc.string({ maxLength: 24 }), fc.string({ unit: 'grapheme', maxLength: 16 }))

const shown = (key: string) => {
  const accepted = acceptedAnswers(key)
  return accepted ? [accepted.answer, ...accepted.alsoAccepted] : []
}

t.test('every answer shown as accepted is accepted by the marker, strict and lenient', async (t) => {
  fc.assert(fc.property(anyKey, (key) => shown(key).every((answer) => isCorrectStrict(answer, key) && isCorrectLenient(answer, key))), { numRuns: 2000 })
  t.pass('holds')
})

t.test('something is shown whenever the marker accepts some phrasing of the key', async (t) => {
  fc.assert(
    fc.property(anyKey, (key) => {
      const markable = keyPhrasings(key).some((phrasing) => isCorrectStrict(phrasing, key))
      return markable === (acceptedAnswers(key) !== null)
    }),
    { numRuns: 2000 },
  )
  t.pass('holds')
})

/** The key without its bracketed groups, innermost first. */
function outsideGroups(key: string): string {
  let previous: string
  let current = key
  do {
    previous = current
    current = current.replace(/\([^()]*\)/g, ' ')
  } while (current !== previous)
  return current
}

t.test('what is shown is written out: trimmed, single spaces, each answer once, without brackets where the key has words outside them', async (t) => {
  fc.assert(
    fc.property(writtenKey, (key) => {
      const answers = shown(key)
      const tidy = answers.every((answer) => answer === answer.trim() && !/\s{2}/.test(answer))
      const once = new Set(answers.map((answer) => answer.toLowerCase())).size === answers.length
      // "or" between alternatives is a separator, not a word of an answer: "() OR ()" has none outside.
      const rest = outsideGroups(key).replace(/ or /gi, ' ')
      const wordsOutside = !/[()]/.test(rest) && /[\p{L}\p{N}]/u.test(rest)
      const unbracketed = !wordsOutside || answers.every((answer) => !/[()]/.test(answer))
      return tidy && once && unbracketed
    }),
    { numRuns: 2000 },
  )
  t.pass('holds')
})
