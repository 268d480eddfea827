import type { LetterFinding } from '#shared/letter-checks/schema.ts'
import { CRITERION_OF } from '#shared/letter-checks/letter-checks.ts'

/**
 * Contractions: a word with n't, or 're 've 'll 'm 'd, or a pronoun with 's (it's, there's). A
 * noun's 's is a possessive (the patient's), never flagged.
 */
const CONTRACTION = /\b(?:\p{L}+n['’]t|\p{L}+['’](?:re|ve|ll|m|d)|(?:it|he|she|that|there|here|what|who|where|let)['’]s)\b/giu
const EXPANSIONS: Record<string, string> = {
  "can't": 'cannot', "won't": 'will not', "shan't": 'shall not', "i'm": 'I am', "let's": 'let us',
  "it's": 'it is', "he's": 'he is', "she's": 'she is', "that's": 'that is', "there's": 'there is',
  "here's": 'here is', "what's": 'what is', "who's": 'who is', "where's": 'where is',
}
const ENDINGS: [RegExp, string][] = [
  [/n't$/u, ' not'], [/'re$/u, ' are'], [/'ve$/u, ' have'], [/'ll$/u, ' will'], [/'d$/u, ' would'], [/'m$/u, ' am'],
]

function expansionOf(contraction: string): string {
  const plain = contraction.replace(/’/gu, "'")
  const known = EXPANSIONS[plain.toLowerCase()]
  const expanded = known ?? ENDINGS.reduce((text, [ending, full]) => text.replace(ending, full), plain)
  return plain[0] === plain[0]!.toUpperCase() ? expanded[0]!.toUpperCase() + expanded.slice(1) : expanded
}

/** Informal words and what a letter to a colleague says instead. */
const INFORMAL: [RegExp, string[]][] = [
  [/\bkids?\b/giu, ['child', 'children']],
  [/\b(?:lots|a lot) of\b/giu, ['many', 'much', 'a great deal of']],
  [/\b(?:okay|OK)\b/gu, ['well', 'satisfactory', 'stable']],
  [/\bstuff\b/giu, ['items', 'belongings']],
  [/\bget(?:s|ting)? better\b/giu, ['improve', 'recover']],
  [/\b(?:tummy|belly)\b/giu, ['abdomen']],
  [/\b(?:mum|mom)\b/giu, ['mother']],
  [/\bdad\b/giu, ['father']],
  [/\bguys?\b/giu, ['man', 'men']],
  [/\bthanks\b/giu, ['thank you']],
  [/\b(?:gonna|wanna|gotta|kinda)\b/giu, []],
  [/\bhuge\b/giu, ['considerable', 'marked']],
  [/\ba bit\b/giu, ['slightly', 'a little']],
  [/\bpretty (?=\p{L})/giu, ['fairly', 'quite']],
  [/\breally\b/giu, ['very', 'particularly']],
  [/\bfolks\b/giu, ['family', 'parents']],
  [/\banyway\b/giu, []],
]

/** What a formal letter to a health professional does not say: contractions and informal words. */
export function registerFindings(letter: string, from = 0, to = letter.length): LetterFinding[] {
  const text = letter.slice(from, to)
  const findings: LetterFinding[] = []
  const add = (start: number, end: number, message: string, suggestions: string[]) =>
    findings.push({ kind: 'register', criterion: CRITERION_OF.register, message, start: from + start, end: from + end, suggestions })
  for (const match of text.matchAll(CONTRACTION)) {
    const full = expansionOf(match[0])
    add(match.index, match.index + match[0].length, `"${match[0]}" is a contraction: a formal letter writes "${full}".`, [full])
  }
  for (const [pattern, instead] of INFORMAL) {
    for (const match of text.matchAll(pattern)) {
      const words = match[0].trim()
      const advice = instead.length > 0 ? `write "${instead[0]}" or similar` : 'leave it out'
      add(match.index, match.index + words.length, `"${words}" is informal for a letter to a health professional: ${advice}.`, instead)
    }
  }
  return findings
}
