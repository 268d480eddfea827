import { Type, type Static } from '@sinclair/typebox'

/**
 * An evaluator's comment bank (issue 18): phrases they write again and again ("Purpose is clear
 * from the first paragraph."), kept on the server per evaluator so a new browser has them too.
 */

/** `shared`: an admin's phrase, in every evaluator's bank (issue 37). */
export const Phrase = Type.Object({ id: Type.String(), text: Type.String(), shared: Type.Boolean(), createdAt: Type.String({ format: 'date-time' }) })
export type Phrase = Static<typeof Phrase>

export const PhrasesResponse = Type.Object({ items: Type.Array(Phrase) }, { $id: 'PhrasesResponse' })
export type PhrasesResponse = Static<typeof PhrasesResponse>

/** `shared: true` (admins only) keeps it for every evaluator. */
export const PhraseBody = Type.Object({ text: Type.String(), shared: Type.Optional(Type.Boolean()) }, { additionalProperties: false })
export type PhraseBody = Static<typeof PhraseBody>

export const PhraseResponse = Type.Object({ phrase: Phrase }, { $id: 'PhraseResponse' })
export type PhraseResponse = Static<typeof PhraseResponse>
