import { Type, type Static } from '@sinclair/typebox'
import { QUESTION_ID_MAX_LENGTH, QUESTION_ID_PATTERN } from '#shared/qtypes/question-id.ts'

export const QuestionId = Type.String({
  pattern: QUESTION_ID_PATTERN,
  maxLength: QUESTION_ID_MAX_LENGTH,
  description: 'Question id: 1-64 letters, digits, "_", "." or "-", starting with a letter or digit',
})
export type QuestionId = Static<typeof QuestionId>
