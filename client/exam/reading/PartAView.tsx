import type { ReadingPart } from '#shared/reading/schema.ts'
import { partQuestionIds } from '#shared/qtypes/index.ts'
import { PartQuestionBlocks, type AnswerProps } from '#client/qtypes/index.ts'
import { questionRangeLabel } from './part-content.ts'
import { ReadingTexts } from './ReadingTexts.tsx'
import { SplitView } from './SplitView.tsx'
import { NO_PART_DATA_TEXT } from './texts.ts'

/** Part A: all its texts on the left, all its questions on the right, in question-number order. */
export function PartAView({ part, ...answerProps }: { part: ReadingPart } & AnswerProps) {
  const range = questionRangeLabel(partQuestionIds(part))
  if (part.readingTexts.length === 0 && !range) return <p className="reading-empty">{NO_PART_DATA_TEXT}</p>
  return (
    <SplitView
      textsLabel="Texts"
      questionsLabel="Questions"
      texts={<ReadingTexts texts={part.readingTexts} part="partA" />}
      questions={
        <>
          <h3 className="reading-questions-heading">{range}</h3>
          <PartQuestionBlocks part={part} options={{ noteCompletion: { headingLevel: 4 } }} {...answerProps} />
        </>
      }
    />
  )
}
