import type { ComponentType } from 'react'
import type { TaggedQuestion } from '#shared/qtypes/index.ts'
import { QUESTION_RENDERERS } from '#client/qtypes/renderers.ts'
import type { AnswerProps, PartQuestionOptions, QuestionRendererProps } from '#client/qtypes/types.ts'

export interface TaggedQuestionViewProps extends AnswerProps {
  /** A question that names its type: the listening extract form's `{ questionType, content }`. */
  question: TaggedQuestion
  /** Per-type options, e.g. `{ mcq: { variant: 'select' } }`. */
  options?: PartQuestionOptions | undefined
}

/** A question that names its type, shown by that type's renderer. */
export function TaggedQuestionView({ question, options, ...answerProps }: TaggedQuestionViewProps) {
  // The tag and the content belong to the same type, which TypeScript cannot follow through the
  // union; QUESTION_RENDERERS' mapped type is what guarantees the renderer takes that content.
  const Renderer = QUESTION_RENDERERS[question.questionType] as ComponentType<QuestionRendererProps<unknown>>
  return <Renderer question={question.content} {...answerProps} {...(options?.[question.questionType] ?? {})} />
}
