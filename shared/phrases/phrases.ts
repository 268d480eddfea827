/** An evaluator's comment bank: its limits and the check both sides make (no TypeBox: its schemas are in schema.ts beside it). */

/** A phrase is at most this many characters: a sentence or two, not a whole comment. */
export const PHRASE_MAX_LENGTH = 500
/** An evaluator keeps at most this many phrases. */
export const PHRASES_MAX = 200
export const PHRASES_FULL_MESSAGE = `Your comment bank is full (${PHRASES_MAX} phrases). Remove one you no longer use first.`

export const SHARED_PHRASES_FULL_MESSAGE = `The shared comment bank is full (${PHRASES_MAX} phrases). Remove one no evaluator needs first.`
export const ONLY_ADMINS_SHARE = 'Only an admin keeps phrases for every evaluator. Keep it in your own phrases instead.'
export const ONLY_ADMINS_REMOVE_SHARED = 'This phrase is shared with every evaluator by an admin: only an admin can remove it.'

/** Why a phrase cannot be kept, or null: the same words on both sides. */
export function phraseProblem(text: string): string | null {
  if (text.trim() === '') return 'Write or select the words to keep as a phrase first.'
  if (text.trim().length > PHRASE_MAX_LENGTH) return `A phrase may be at most ${PHRASE_MAX_LENGTH} characters; this one has ${text.trim().length}.`
  return null
}
