import { Type, type Static } from '@sinclair/typebox'

/**
 * An evaluator's comment bank (issue 18): phrases they write again and again ("Purpose is clear
 * from the first paragraph."), kept on the server per evaluator so a new browser has them too.
 */

/** A phrase is at most this many characters: a sentence or two, not a whole comment. */
export const PHRASE_MAX_LENGTH = 500
/** An evaluator keeps at most this many phrases. */
export const PHRASES_MAX = 200
export const PHRASES_FULL_MESSAGE = `Your comment bank is full (${PHRASES_MAX} phrases). Remove one you no longer use first.`

export const Phrase = Type.Object({ id: Type.String(), text: Type.String(), createdAt: Type.String({ format: 'date-time' }) })
export type Phrase = Static<typeof Phrase>

export const PhrasesResponse = Type.Object({ items: Type.Array(Phrase) }, { $id: 'PhrasesResponse' })
export type PhrasesResponse = Static<typeof PhrasesResponse>

export const PhraseBody = Type.Object({ text: Type.String() }, { additionalProperties: false })
export type PhraseBody = Static<typeof PhraseBody>

export const PhraseResponse = Type.Object({ phrase: Phrase }, { $id: 'PhraseResponse' })
export type PhraseResponse = Static<typeof PhraseResponse>

/** Why a phrase cannot be kept, or null: the same words on both sides. */
export function phraseProblem(text: string): string | null {
  if (text.trim() === '') return 'Write or select the words to keep as a phrase first.'
  if (text.trim().length > PHRASE_MAX_LENGTH) return `A phrase may be at most ${PHRASE_MAX_LENGTH} characters; this one has ${text.trim().length}.`
  return null
}
