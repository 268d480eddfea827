/**
 * The phrasings a key accepts (SPEC.md section 5): the key is split into alternatives on the
 * word "or" and on "/", and each pair of parentheses is optional, its words either kept or left
 * out: "(the) left arm / forearm" accepts "the left arm", "left arm" and "forearm".
 *
 * Decisions where the spec is silent:
 * - Splitting happens only outside parentheses, and a parenthesised group may hold alternatives
 *   of its own: "(blood/arterial) pressure" accepts "pressure", "blood pressure" and "arterial
 *   pressure". Splitting inside a group would leave halves with unmatched brackets.
 * - A "/" with a number on both sides is not a split: "120/80" and "1/2" are one answer. Number
 *   words 0-9 count as numbers here too, so "one/two" and "1/2" stay equal as the spec wants.
 * - The parenthesis characters go without adding a space, so "infection(s)" accepts
 *   "infection" and "infections".
 * - An unmatched "(" or ")" is kept as a plain character.
 */

import { NUMBER_WORDS } from './text.ts'

/** Keys are written by hand and short; the cap only guards against a pathological key. */
const MAX_PHRASINGS = 256

const WORD_CHAR = /[\p{L}\p{N}]/u
const NUMBER_AT_END = new RegExp(`(\\p{N}|(?<![\\p{L}\\p{N}])(${NUMBER_WORDS.join('|')}))$`, 'iu')
const NUMBER_AT_START = new RegExp(`^(\\p{N}|(${NUMBER_WORDS.join('|')})(?![\\p{L}\\p{N}]))`, 'iu')

/**
 * The phrasings a key accepts, each trimmed and non-empty, without duplicates: each alternative
 * as written, parentheses and all (the spec: alternatives are "also" tried without them), then
 * every expansion of its optional groups.
 */
export function keyPhrasings(key: string): string[] {
  const alternatives = splitAlternatives(key)
  const phrasings = [...alternatives, ...alternatives.flatMap(expandOptionalGroups)].map((p) => p.trim())
  return [...new Set(phrasings.filter((p) => p !== ''))].slice(0, MAX_PHRASINGS)
}

/** Split on "/" and on the whole word "or" (any case), outside parentheses only. */
export function splitAlternatives(text: string): string[] {
  const parts: string[] = []
  let start = 0
  for (let i = 0; i < text.length; i++) {
    // Skip a whole parenthesised group: its alternatives belong to the group.
    if (text[i] === '(') i = Math.max(i, matchingClose(text, i))
    const width = text[i] === '/' && !isBetweenNumbers(text, i) ? 1 : isWordOrAt(text, i) ? 2 : 0
    if (width === 0) continue
    parts.push(text.slice(start, i))
    start = i + width
    i += width - 1
  }
  parts.push(text.slice(start))
  return parts
}

/** "or" in any case, with no letter or digit touching it: "doctor", "organ" and "for" do not split. */
function isWordOrAt(text: string, i: number): boolean {
  return (
    text.slice(i, i + 2).toLowerCase() === 'or' &&
    !WORD_CHAR.test(text[i - 1] ?? '') &&
    !WORD_CHAR.test(text[i + 2] ?? '')
  )
}

/** A "/" whose nearest non-space neighbours are numbers, as in "120 / 80" or "one/two". */
function isBetweenNumbers(text: string, i: number): boolean {
  return NUMBER_AT_END.test(text.slice(0, i).trimEnd()) && NUMBER_AT_START.test(text.slice(i + 1).trimStart())
}

/**
 * Every way of keeping or leaving out each parenthesised group, left to right. A group's own
 * alternatives are expanded the same way, recursively, so nested groups work too.
 */
export function expandOptionalGroups(text: string): string[] {
  const open = text.indexOf('(')
  if (open < 0) return [text]
  const close = matchingClose(text, open)
  if (close < 0) {
    // An unmatched "(" is a plain character; groups after it are still optional.
    const literal = text.slice(0, open + 1)
    return expandOptionalGroups(text.slice(open + 1)).map((rest) => literal + rest)
  }
  const before = text.slice(0, open)
  const inside = ['', ...keyPhrasings(text.slice(open + 1, close))]
  const after = expandOptionalGroups(text.slice(close + 1))
  const combined: string[] = []
  for (const middle of inside) {
    for (const rest of after) {
      if (combined.length >= MAX_PHRASINGS) return combined
      combined.push(before + middle + rest)
    }
  }
  return combined
}

/** Index of the ")" closing the "(" at `open`, or -1 when it is never closed. */
export function matchingClose(text: string, open: number): number {
  let depth = 0
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth++
    else if (text[i] === ')' && --depth === 0) return i
  }
  return -1
}
