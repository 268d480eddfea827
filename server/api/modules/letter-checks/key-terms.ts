import { stemmer } from 'stemmer'
import { levenshtein } from '#shared/marking/similarity.ts'
import { sentencesOf, tokensOf, type Span } from './letter-text.ts'

/**
 * A case note's key term: "walking frame|walker" is found when every word of one alternative is
 * in one sentence of the letter, in any order and inflection (elevate, elevated), a number as
 * digits or words, a long word (a drug name) misspelt by one letter.
 */
export interface KeyTerm {
  text: string
  alternatives: string[][]
}

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve']
/** A misspelt long word still shows the note is used: the spelling check names the mistake. */
const FUZZY_MIN_LENGTH = 6

/** What two spellings of a word have in common: lower case, its stem, digits for number words. */
export function normalWord(word: string): string {
  const lower = word.toLowerCase().replace(/[’']s$/u, '').replace(/[’']/gu, '')
  if (/^\d/u.test(lower)) return lower.replace(/,/gu, '')
  const number = NUMBER_WORDS.indexOf(lower)
  return number >= 0 ? String(number) : stemmer(lower)
}

export const keyTermOf = (text: string): KeyTerm => ({
  text,
  alternatives: text
    .split('|')
    .map((alternative) => tokensOf(alternative).map((token) => normalWord(token.text)))
    .filter((words) => words.length > 0),
})

/** Words too common in letters and notes to show that one note is used. */
const COMMON = new Set(
  ['patient', 'patients', 'hospital', 'admitted', 'admission', 'discharge', 'discharged', 'treatment', 'review', 'reviewed', 'daily', 'weekly',
    'history', 'assessment', 'assessed', 'ongoing', 'current', 'currently', 'before', 'after', 'since', 'about', 'would', 'should', 'which',
    'their', 'there', 'other', 'these', 'those', 'with', 'without', 'under', 'nurse', 'doctor', 'clinic', 'normal', 'follow', 'advised',
    'years', 'months', 'weeks', 'please', 'continue', 'continued', 'commenced', 'started', 'stopped', 'given', 'taking', 'needs', 'needed'].map(normalWord),
)

/** Without the author's key terms: the note's distinctive words and numbers, each a term. */
export function noteTermsOf(content: string): KeyTerm[] {
  const seen = new Set<string>()
  const terms: KeyTerm[] = []
  for (const line of content.split(/\r?\n/u)) {
    const value = line.includes(':') ? line.slice(line.indexOf(':') + 1) : line
    for (const token of tokensOf(value)) {
      const distinctive = /^\d/u.test(token.text) ? token.text.length >= 2 : token.text.length >= 5
      const word = normalWord(token.text)
      if (!distinctive || COMMON.has(word) || seen.has(word)) continue
      seen.add(word)
      terms.push({ text: token.text, alternatives: [[word]] })
    }
  }
  return terms
}

/** A letter read for key terms: each sentence's words, normalised. */
export interface LetterTerms {
  sentences: { span: Span; words: { word: string; span: Span }[] }[]
}

export const letterTermsOf = (letter: string): LetterTerms => ({
  sentences: sentencesOf(letter).map((span) => ({
    span,
    words: tokensOf(span.text, span.start).map((token) => ({ word: normalWord(token.text), span: token })),
  })),
})

const sameWord = (a: string, b: string) =>
  a === b ||
  (a.length >= FUZZY_MIN_LENGTH && b.length >= FUZZY_MIN_LENGTH && Math.abs(a.length - b.length) <= 1 && !/\d/u.test(a + b) && levenshtein(a, b) <= 1)

/** Where in the letter the term is (from its first word found to its last), or null. */
export function findTerm(letter: LetterTerms, term: KeyTerm, within?: (span: Span) => boolean): Span | null {
  for (const sentence of letter.sentences) {
    if (within && !within(sentence.span)) continue
    for (const alternative of term.alternatives) {
      const found = alternative.map((wanted) => sentence.words.find((w) => sameWord(w.word, wanted)))
      if (found.every((w) => w !== undefined)) {
        const spans = found.map((w) => w!.span)
        const start = Math.min(...spans.map((s) => s.start))
        const end = Math.max(...spans.map((s) => s.end))
        return { text: sentence.span.text.slice(start - sentence.span.start, end - sentence.span.start), start, end }
      }
    }
  }
  return null
}
