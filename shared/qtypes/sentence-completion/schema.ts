import { Type, type Static } from '@sinclair/typebox'
import { Explanation } from '#shared/qtypes/explanation-schema.ts'
import { QuestionId } from '#shared/qtypes/question-id-schema.ts'

/** A blank of a sentence: the question it asks, and an explanation of its answer for the review. */
export const SentenceBlank = Type.Object(
  { question_id: QuestionId, explanation: Type.Optional(Explanation) },
  { additionalProperties: false },
)
export type SentenceBlank = Static<typeof SentenceBlank>

/** One sentence: its text (blanks marked by runs of 2+ underscores) and the ids of its blanks. */
export const Sentence = Type.Object(
  {
    question: Type.String({ maxLength: 4000 }),
    blanks: Type.Array(SentenceBlank, { minItems: 1, maxItems: 20 }),
  },
  { additionalProperties: false },
)
export type Sentence = Static<typeof Sentence>

/** Sentence-completion question (SPEC.md section 3): sentences, each with question and blanks. */
export const SentenceCompletionQuestion = Type.Object(
  { sentences: Type.Array(Sentence, { minItems: 1, maxItems: 100 }) },
  { additionalProperties: false },
)
export type SentenceCompletionQuestion = Static<typeof SentenceCompletionQuestion>
