import { Type, type Static } from '@sinclair/typebox'
import { Explanation } from '#shared/qtypes/explanation-schema.ts'
import { QuestionId } from '#shared/qtypes/question-id-schema.ts'

export const MCQ_MIN_OPTIONS = 2
export const MCQ_MAX_OPTIONS = 10

/** Multiple-choice question (SPEC.md section 3): question_id, question, options; an explanation for the review. */
export const McqQuestion = Type.Object(
  {
    question_id: QuestionId,
    question: Type.String({ maxLength: 4000 }),
    options: Type.Array(Type.String({ minLength: 1, maxLength: 1000 }), {
      minItems: MCQ_MIN_OPTIONS,
      maxItems: MCQ_MAX_OPTIONS,
    }),
    explanation: Type.Optional(Explanation),
  },
  { additionalProperties: false },
)
export type McqQuestion = Static<typeof McqQuestion>
