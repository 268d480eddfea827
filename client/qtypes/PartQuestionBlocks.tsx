import type { ComponentType } from 'react'
import type { PartQuestions, QuestionType } from '#shared/qtypes/index.ts'
import { orderPartBlocks } from '#client/qtypes/part-blocks.ts'
import { QUESTION_RENDERERS } from '#client/qtypes/renderers.ts'
import type { AnswerProps, PartQuestionOptions, QuestionRendererProps } from '#client/qtypes/types.ts'

export interface PartQuestionBlocksProps extends AnswerProps {
  /** A reading or standalone listening part (or any object with its three question lists). */
  part: PartQuestions
  /** Per-type options, e.g. `{ mcq: { variant: 'select' } }`. */
  options?: PartQuestionOptions | undefined
}

/** Every question of a part, in question-number order (see orderPartBlocks), each by its type's renderer. */
export function PartQuestionBlocks({ part, options, ...answerProps }: PartQuestionBlocksProps) {
  return (
    <div className="qt-blocks">
      {orderPartBlocks(part).map((block) => {
        // A block's question and its renderer belong to the same type, which TypeScript cannot
        // follow through the union; QUESTION_RENDERERS' mapped type is what guarantees it.
        const Renderer = QUESTION_RENDERERS[block.type] as ComponentType<QuestionRendererProps<unknown>>
        return (
          <div key={block.key} className={`qt-block qt-block-${block.type}`}>
            <Renderer question={block.question} {...answerProps} {...optionsFor(options, block.type)} />
          </div>
        )
      })}
    </div>
  )
}

const optionsFor = (options: PartQuestionOptions | undefined, type: QuestionType) => options?.[type] ?? {}
