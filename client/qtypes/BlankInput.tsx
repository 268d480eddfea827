import { NOTE_ANSWER_INPUT_WIDTH_PX } from '#shared/constants.ts'
import { questionName, type AnswerProps } from '#client/qtypes/types.ts'
import { questionTarget } from '#client/components/exam/question-focus.ts'
import { QuestionNumber } from '#client/qtypes/QuestionNumber.tsx'
import { QuestionFlag } from '#client/qtypes/QuestionFlag.tsx'

export const BLANK_PLACEHOLDER = 'answer'

interface BlankInputProps extends AnswerProps {
  questionId: string
  /** The id of the element holding the whole note or sentence, read as the input's description. */
  describedBy?: string | undefined
}

/**
 * The inline text box of a note or sentence blank. The number beside it is for the eye; screen
 * readers get "Question 7" as the name and the surrounding text as the description. Spelling
 * help is off: this is an exam, and the browser must not suggest or correct answers.
 */
export function BlankInput({ questionId, answers, onAnswer, disabled, describedBy }: BlankInputProps) {
  return (
    <span className="qt-blank">
      <QuestionNumber questionId={questionId} variant="blank" />
      <input
        type="text"
        className="qt-blank-input"
        style={{ width: NOTE_ANSWER_INPUT_WIDTH_PX }}
        aria-label={questionName(questionId)}
        {...questionTarget(questionId)}
        aria-describedby={describedBy}
        placeholder={BLANK_PLACEHOLDER}
        value={answers[questionId] ?? ''}
        disabled={disabled}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        onChange={(event) => onAnswer(questionId, event.target.value)}
      />
      <QuestionFlag questionId={questionId} />
    </span>
  )
}
