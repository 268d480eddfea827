/**
 * Text forms used by answer matching (SPEC.md section 5).
 *
 * `comparableText` is the strict form: what a student would not notice as a difference is
 * removed (letter case, surrounding and repeated whitespace, curly vs straight quotes, digits
 * vs number words 0-9), and nothing else. `looseText` is the lenient form of the mock reviews:
 * the comparable form without bracketed text, punctuation and spaces.
 */

/** Number words 0-9, in order, so the index is the digit. */
export const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine']

/**
 * A number word standing as a word of its own: not preceded or followed by a letter or digit,
 * so "one" in "someone" or "bone" stays as it is. Unicode-aware so "éone" is not a word "one".
 */
const NUMBER_WORD = new RegExp(`(?<![\\p{L}\\p{N}])(${NUMBER_WORDS.join('|')})(?![\\p{L}\\p{N}])`, 'gu')

/** Phone keyboards type curly quotes and long dashes; the keys are written with plain ones. */
const TYPOGRAPHIC = new Map<string, string>([
  ['\u2018', "'"], ['\u2019', "'"], ['\u201B', "'"], ['\u2032', "'"], ['\u00B4', "'"], ['`', "'"],
  ['\u201C', '"'], ['\u201D', '"'], ['\u201F', '"'], ['\u2033', '"'],
  ['\u2010', '-'], ['\u2011', '-'], ['\u2012', '-'], ['\u2013', '-'], ['\u2014', '-'], ['\u2212', '-'],
])
const TYPOGRAPHIC_CHAR = new RegExp(`[${[...TYPOGRAPHIC.keys()].join('')}]`, 'gu')

/** Zero-width characters pasted from documents are invisible, so they never count. */
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF\u00AD]/gu

/** Brackets whose contents the lenient form ignores: (round) and [square]. */
const INNERMOST_BRACKETED = /[([][^()[\]]*[)\]]/gu

/** True when the text holds nothing but whitespace (an empty key or answer is always wrong). */
export function isBlank(text: string): boolean {
  return text.replace(INVISIBLE, '').trim() === ''
}

/**
 * Case-fold by upper- then lower-casing: unlike lower-casing alone this also makes "ß" equal
 * "SS" and final sigma equal sigma, so changing case can never change a verdict. The
 * locale-free methods are used on purpose: a Turkish locale must not change the marking.
 */
export function foldCase(text: string): string {
  return text.toUpperCase().toLowerCase()
}

/** Replace each number word 0-9 standing as a word with its digit ("three times" -> "3 times"). */
export function numberWordsToDigits(text: string): string {
  return text.replace(NUMBER_WORD, (word) => String(NUMBER_WORDS.indexOf(word)))
}

/** Trim, and turn every run of whitespace (including non-breaking spaces) into one space. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/gu, ' ').trim()
}

/**
 * The strict comparable form. NFKC first so full-width letters and ligatures typed on some
 * keyboards compare as their plain letters; case-folding before the number words so "Three"
 * is a number word too.
 */
export function comparableText(text: string): string {
  const plain = text.normalize('NFKC').replace(INVISIBLE, '').replace(TYPOGRAPHIC_CHAR, (c) => TYPOGRAPHIC.get(c) ?? c)
  return numberWordsToDigits(collapseWhitespace(foldCase(plain).normalize('NFKC')))
}

/** Remove bracketed text, innermost first so nested brackets go too: "a (b (c) d) e" -> "a  e". */
export function removeBracketedText(text: string): string {
  let previous: string
  let current = text
  do {
    previous = current
    current = current.replace(INNERMOST_BRACKETED, ' ')
  } while (current !== previous)
  return current
}

/**
 * The lenient form: comparable text without bracketed text, punctuation or spaces, leaving only
 * letters and digits ("B.P." -> "bp", "blood-pressure (BP)" -> "bloodpressure"). Brackets go
 * before the number words are folded so a bracketed "(one)" cannot leave a stray digit, and
 * spaces go last so "one two" still becomes "12" rather than the non-word "onetwo".
 */
export function looseText(text: string): string {
  return comparableText(removeBracketedText(text)).replace(/[^\p{L}\p{N}]+/gu, '')
}
