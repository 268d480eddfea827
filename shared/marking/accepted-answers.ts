/**
 * A key as a person would write it, for the reviews: "(a) TIA/mini stroke" shows as "TIA", also
 * accepted "mini stroke"; "hanging (up)" as "hanging up", also accepted "hanging". The key is
 * read with the matcher's own parser (splitAlternatives, matchingClose), so what is shown is what
 * is marked right.
 *
 * - Each alternative is shown in full: every optional group kept (a group's own alternatives by
 *   its first), except a group of articles only ("(a)", "(the)", "(a/the)"), which a person
 *   would leave out and the marker accepts either way.
 * - Then the same alternative with every optional group left out, when that differs.
 * - Whitespace is collapsed; duplicates (as the marker compares them) are shown once.
 * - A form the strict marker would refuse is never shown: it can only arise from a key large
 *   enough to reach the matcher's cap on phrasings, and is left out rather than shown wrongly.
 */
import { keyPhrasings, matchingClose, splitAlternatives } from './alternatives.ts'
import { isCorrectStrict } from './match.ts'
import { collapseWhitespace, comparableText } from './text.ts'

export interface AcceptedAnswers {
  /** The answer to show first. */
  answer: string
  /** Other answers the marker accepts, in the key's order (not every spelling it tolerates). */
  alsoAccepted: string[]
}

const ARTICLES = new Set(['a', 'an', 'the'])

/** Nothing to show for an empty key (the marker accepts no answer to it). */
export function acceptedAnswers(key: string): AcceptedAnswers | null {
  const written = splitAlternatives(key).flatMap((alternative) => [writtenForm(alternative, 'full'), writtenForm(alternative, 'short')])
  // A key of articles only ("(the)") has no written form; the marker's own phrasings then say it.
  const [answer, ...alsoAccepted] = shownForms(key, written).length > 0 ? shownForms(key, written) : shownForms(key, bracketsLast(keyPhrasings(key)))
  return answer === undefined ? null : { answer, alsoAccepted }
}

/** The forms with whitespace collapsed, each once as the marker compares them, and only those it accepts. */
function shownForms(key: string, forms: readonly string[]): string[] {
  const shown = new Map<string, string>()
  for (const form of forms) {
    const text = collapseWhitespace(form)
    const compared = comparableText(text)
    if (text === '' || shown.has(compared) || !isCorrectStrict(text, key)) continue
    shown.set(compared, text)
  }
  return [...shown.values()]
}

/** The alternative with its optional groups kept ('full', articles aside) or all left out ('short'). */
function writtenForm(text: string, form: 'full' | 'short'): string {
  let out = ''
  for (let i = 0; i < text.length; i++) {
    const close = text[i] === '(' ? matchingClose(text, i) : -1
    // A plain character, or an unmatched "(" that the matcher also keeps as one.
    if (close < 0) {
      out += text[i]
      continue
    }
    const inside = text.slice(i + 1, close)
    if (form === 'full' && !isArticles(inside)) out += writtenForm(splitAlternatives(inside)[0] ?? '', 'full').trim()
    i = close
  }
  return out
}

/** The marker's phrasings without brackets where there are any: "(the)" shows as "the". */
function bracketsLast(forms: string[]): string[] {
  const plain = forms.filter((form) => !form.includes('('))
  return plain.length > 0 ? plain : forms
}

/** A group holding articles only: "a", "the", "a/the". */
const isArticles = (inside: string) => splitAlternatives(inside).every((word) => ARTICLES.has(word.trim().toLowerCase()))
