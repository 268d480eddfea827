import { diff3Merge } from 'node-diff3'
import { MOCK_WRITING_ANSWER_KEY } from '#shared/mock/mock.ts'
import { WRITING_ANSWER_KEY } from '#shared/submissions/submissions.ts'

/** The answers that are letters: one long text each, merged by edits rather than replaced whole. */
export const LETTER_KEYS: readonly string[] = [WRITING_ANSWER_KEY, MOCK_WRITING_ANSWER_KEY]
export const isLetterKey = (key: string) => LETTER_KEYS.includes(key)

/** The server's copy of a letter that this device's letter was built on: its text and time ('' for none). */
export interface LetterCopy {
  value: string
  at: string
}

export const NO_COPY: LetterCopy = { value: '', at: '' }

/**
 * What becomes of this device's letter when the server holds another one:
 * - same: the two are the same text;
 * - adopt: this device had not changed its copy, so the server's letter simply replaces it;
 * - merged: both changed it in different places, and the edits were combined word by word;
 * - conflict: both changed the same words; both versions are kept for the student to choose.
 */
export type LetterOutcome = { kind: 'same' } | { kind: 'adopt'; text: string } | { kind: 'merged'; text: string } | { kind: 'conflict' }

// Words and the spaces between them: edits in different sentences of one paragraph still merge.
const tokens = (text: string) => text.match(/\s+|\S+/g) ?? []

/** A three-way merge of the letter: from the copy both started from (base), this device's and the server's. */
export function reconcileLetter(base: string, mine: string, theirs: string): LetterOutcome {
  if (mine === theirs) return { kind: 'same' }
  if (mine === base) return { kind: 'adopt', text: theirs }
  if (theirs === base) return { kind: 'merged', text: mine }
  const blocks = diff3Merge(tokens(mine), tokens(base), tokens(theirs))
  if (blocks.some((block) => block.conflict)) return { kind: 'conflict' }
  return { kind: 'merged', text: blocks.flatMap((block) => block.ok ?? []).join('') }
}
