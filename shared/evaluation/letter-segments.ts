/** A stretch of a letter something is about: an evaluator's comment, or a finding of the letter checks. */
export interface LetterRange {
  start: number
  end: number
}

/** A run of the letter: plain text, or the words of the range numbered `number` (1-based, in the letter's order). */
export type LetterSegment<T extends LetterRange> = { text: string; number: null } | { text: string; number: number; comment: T }

/**
 * The letter cut into plain runs and marked phrases, in order. The server keeps comments' anchors
 * inside the letter and apart; a range that is not (an older letter, a bad record, a finding over
 * words already marked) is left out rather than shown on the wrong words.
 */
export function letterSegments<T extends LetterRange>(letter: string, ranges: readonly T[]): LetterSegment<T>[] {
  const segments: LetterSegment<T>[] = []
  let at = 0
  let number = 0
  for (const range of [...ranges].sort((a, b) => a.start - b.start)) {
    if (range.start < at || range.end > letter.length || range.start >= range.end) continue
    if (range.start > at) segments.push({ text: letter.slice(at, range.start), number: null })
    number += 1
    segments.push({ text: letter.slice(range.start, range.end), number, comment: range })
    at = range.end
  }
  if (at < letter.length) segments.push({ text: letter.slice(at), number: null })
  return segments
}
