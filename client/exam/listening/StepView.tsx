import { memo, type Ref } from 'react'
import type { ListeningMcqContent } from '#shared/listening/schema.ts'
import { Highlightable } from '#client/components/exam/Highlightable.tsx'
import { ReadingTextView } from '#client/components/exam/ReadingTextView.tsx'
import {
  McqQuestionView,
  PartQuestionBlocks,
  TaggedQuestionView,
  type AnswerProps,
  type PartQuestionOptions,
} from '#client/qtypes/index.ts'
import type { StepContent } from './listening-plan.ts'
import { LISTENING_TEXTS } from './texts.ts'

interface StepViewProps extends AnswerProps {
  content: StepContent
  /** "Part A · Extract 1 of 2": the screen's heading, focused when the screen changes. */
  heading: string
  headingRef: Ref<HTMLHeadingElement>
}

/**
 * One screen of the test: its heading, then an extract, a question, a standalone part or "No data
 * for this part". Memoised: the clocks re-render the screen every second, the questions need not.
 */
export const StepView = memo(function StepView({ content, heading, headingRef, ...answerProps }: StepViewProps) {
  return (
    <section className={`lt-step lt-step-${content.kind}`} aria-labelledby="lt-step-heading">
      <h2 id="lt-step-heading" className="lt-step-heading" ref={headingRef} tabIndex={-1}>
        {heading}
      </h2>
      <StepBody content={content} {...answerProps} />
    </section>
  )
})

/** Part A of the extract form: multiple choice as a drop-down, notes under h3 section headings. */
const PART_A_OPTIONS: PartQuestionOptions = { mcq: { variant: 'select' }, noteCompletion: { headingLevel: 3 } }

function StepBody({ content, ...answerProps }: AnswerProps & { content: StepContent }) {
  switch (content.kind) {
    case 'partA':
      return (
        <div className="lt-questions">
          <p className="lt-extract-name">{content.extract.extractName}</p>
          {content.extract.questions.map((question, index) => (
            <TaggedQuestionView key={index} question={question} options={PART_A_OPTIONS} {...answerProps} />
          ))}
        </div>
      )
    case 'partB':
      return (
        <div className="lt-questions">
          <ListeningMcq content={content.question.question.content} {...answerProps} />
        </div>
      )
    case 'partC':
      return (
        <div className="lt-questions">
          {content.extract.questions.map((question) => (
            <ListeningMcq key={question.content.question_id} content={question.content} {...answerProps} />
          ))}
        </div>
      )
    case 'standalone': {
      const text = content.textIndex === null ? undefined : content.part.readingTexts[content.textIndex]
      const mcqVariant = content.partName === 'partA' ? 'select' : 'radio'
      return (
        <div className={text ? 'lt-standalone lt-standalone-with-text' : 'lt-standalone'}>
          {text && (
            // Keyed by the text, so a new text starts without the last one's highlights.
            <Highlightable key={content.textIndex} className="lt-text" persistKey={`${content.partName}:${content.textIndex}`}>
              <ReadingTextView text={text} headingLevel={3} />
            </Highlightable>
          )}
          <div className="lt-questions">
            <PartQuestionBlocks part={content.part} options={{ mcq: { variant: mcqVariant } }} {...answerProps} />
          </div>
        </div>
      )
    }
    case 'empty':
      return <p className="lt-empty">{LISTENING_TEXTS.noPartData}</p>
  }
}

/** A part B or C question: its instructions (an extract's introduction, in part C) above it. */
function ListeningMcq({ content, ...answerProps }: AnswerProps & { content: ListeningMcqContent }) {
  const { instructions, ...question } = content
  return (
    <div className="lt-mcq">
      {instructions && <p className="qt-instructions">{instructions}</p>}
      <McqQuestionView question={question} variant="radio" {...answerProps} />
    </div>
  )
}
