import { inOrder, type TextAnchoredComment } from './anchored-comments.ts'

/** A run of the letter: plain text, or the words of the comment numbered `number` (1-based, in the letter's order). */
export type LetterSegment = { text: string; number: null } | { text: string; number: number; comment: TextAnchoredComment }

/**
 * The letter cut into plain runs and commented phrases, in order. The server keeps anchors inside
 * the letter and apart; an anchor that is not (an older letter, a bad record) is left out rather
 * than shown on the wrong words.
 */
export function letterSegments(letter: string, comments: readonly TextAnchoredComment[]): LetterSegment[] {
  const segments: LetterSegment[] = []
  let at = 0
  let number = 0
  for (const comment of inOrder(comments)) {
    if (comment.start < at || comment.end > letter.length || comment.start >= comment.end) continue
    if (comment.start > at) segments.push({ text: letter.slice(at, comment.start), number: null })
    number += 1
    segments.push({ text: letter.slice(comment.start, comment.end), number, comment })
    at = comment.end
  }
  if (at < letter.length) segments.push({ text: letter.slice(at), number: null })
  return segments
}
