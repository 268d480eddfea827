import type { ReadingPart } from '#shared/reading/schema.ts'
import { McqQuestionView, type AnswerProps } from '#client/qtypes/index.ts'
import { partBStep } from './part-content.ts'
import { HighlightableText } from './ReadingTexts.tsx'
import { NO_PART_DATA_TEXT, NO_QUESTION_TEXT } from './texts.ts'

interface PartBViewProps extends AnswerProps {
  part: ReadingPart
  step: number
  steps: number
  /** Previous and Next under the question, where the host steps the texts with them (the reading test); the mock steps with its bottom bar. */
  onStep?: ((delta: 1 | -1) => void) | undefined
}

/**
 * Part B: one short text and its one multiple-choice question at a time. The question (and the
 * pager, where there is one) stays in view beside a long text on a wide screen.
 */
export function PartBView({ part, step, steps, onStep, ...answerProps }: PartBViewProps) {
  const { text, question } = partBStep(part, step)
  if (!text && !question) return <p className="reading-empty">{NO_PART_DATA_TEXT}</p>
  return (
    <div className="reading-step-body">
      {/* A new text starts without the last one's highlights. */}
      {text && <HighlightableText key={step} text={text} textKey={`partB:${step}`} className="reading-step-text" />}
      <div className="reading-step-question">
        {question ? <McqQuestionView question={question} {...answerProps} /> : <p className="reading-empty">{NO_QUESTION_TEXT}</p>}
        {onStep && (
          <nav className="reading-pager" aria-label="Part B texts">
            <button type="button" className="button button-quiet" onClick={() => onStep(-1)} disabled={step === 0}>
              Previous
            </button>
            <span className="reading-pager-count" aria-live="polite">
              Text {step + 1} of {steps}
            </span>
            <button type="button" className="button button-quiet" onClick={() => onStep(1)} disabled={step >= steps - 1}>
              Next
            </button>
          </nav>
        )}
      </div>
    </div>
  )
}
