import type { Ref } from 'react'
import type { ReadingTest } from '#shared/contracts/reading.ts'
import { McqQuestionView, type AnswerProps } from '#client/qtypes/index.ts'
import { partBStep, partCGroups, questionRangeLabel } from '#client/exam/reading/part-content.ts'
import { PartAView } from '#client/exam/reading/PartAView.tsx'
import { HighlightableText } from '#client/exam/reading/ReadingTexts.tsx'
import { SplitView } from '#client/exam/reading/SplitView.tsx'
import { NO_PART_DATA_TEXT, NO_QUESTION_TEXT } from '#client/exam/reading/texts.ts'

interface ReadingStepProps extends AnswerProps {
  test: ReadingTest
  part: 'partA' | 'partB' | 'partC'
  index: number
  /** "Reading · Part B · Text 2 of 3": focused when the screen changes. */
  heading: string
  headingRef: Ref<HTMLHeadingElement>
}

/**
 * One reading screen of the mock, with the reading test's parts: part A's texts (with highlight)
 * beside its questions, one part B text with its question, or one part C text with its questions.
 */
export function ReadingStep({ test, part, index, heading, headingRef, ...answerProps }: ReadingStepProps) {
  const content = test[part]
  return (
    <section className={`reading-part reading-part-${part}`} aria-labelledby="mock-step-heading">
      <header className="reading-part-intro">
        <h2 id="mock-step-heading" ref={headingRef} tabIndex={-1} className="reading-part-heading">
          {heading}
        </h2>
        {content.instructions && <p className="reading-part-instructions">{content.instructions}</p>}
      </header>
      {part === 'partA' && <PartAView part={content} {...answerProps} />}
      {part === 'partB' && <PartBStep test={test} index={index} {...answerProps} />}
      {part === 'partC' && <PartCStep test={test} index={index} {...answerProps} />}
    </section>
  )
}

function PartBStep({ test, index, ...answerProps }: AnswerProps & { test: ReadingTest; index: number }) {
  const { text, question } = partBStep(test.partB, index)
  if (!text && !question) return <p className="reading-empty">{NO_PART_DATA_TEXT}</p>
  return (
    <div className="reading-step-body">
      {/* Keyed by the text: a new text starts without the last one's highlights. */}
      {text && <HighlightableText key={index} text={text} textKey={`partB:${index}`} className="reading-step-text" />}
      <div className="reading-step-question">
        {question ? <McqQuestionView question={question} {...answerProps} /> : <p className="reading-empty">{NO_QUESTION_TEXT}</p>}
      </div>
    </div>
  )
}

function PartCStep({ test, index, ...answerProps }: AnswerProps & { test: ReadingTest; index: number }) {
  const group = partCGroups(test.partC)[index]
  if (!group) return <p className="reading-empty">{NO_PART_DATA_TEXT}</p>
  const range = questionRangeLabel(group.questions.map((question) => question.question_id))
  return (
    <SplitView
      key={index}
      textsLabel={`Text ${index + 1}`}
      questionsLabel={range || 'Questions'}
      texts={<HighlightableText text={group.text} textKey={`partC:${index}`} />}
      questions={
        <>
          <h3 className="reading-questions-heading">{range}</h3>
          <div className="qt-blocks">
            {group.questions.map((question) => (
              <McqQuestionView key={question.question_id} question={question} {...answerProps} />
            ))}
          </div>
        </>
      }
    />
  )
}
