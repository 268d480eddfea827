import { Fragment, useId } from 'react'
import type { McqQuestion } from '#shared/qtypes/index.ts'
import { useExamAids } from '#client/components/exam/exam-aids.tsx'
import { optionLetter } from '#client/components/exam/struck-options.ts'
import { QuestionNumber } from '#client/qtypes/QuestionNumber.tsx'
import { QuestionFlag } from '#client/qtypes/QuestionFlag.tsx'
import { CrossOutButton } from '#client/qtypes/mcq/CrossOutButton.tsx'
import type { QuestionRendererProps, QuestionTypeOptions } from '#client/qtypes/types.ts'
import { questionTarget } from '#client/components/exam/question-focus.ts'

export const MCQ_SELECT_PLACEHOLDER = 'Select an option'

export type McqQuestionViewProps = QuestionRendererProps<McqQuestion> & QuestionTypeOptions['mcq']

/** A multiple-choice question. The answer stored is the chosen option's text. */
export function McqQuestionView({ variant = 'radio', ...props }: McqQuestionViewProps) {
  return variant === 'select' ? <McqSelect {...props} /> : <McqRadios {...props} />
}

/**
 * Radio buttons, one per option. On an exam screen each option also has a cross-out button, as a
 * candidate strikes through options on paper: the option is shown struck through, stays
 * selectable, and the answer never changes by it.
 */
function McqRadios({ question, answers, onAnswer, disabled }: QuestionRendererProps<McqQuestion>) {
  const id = question.question_id
  // useId keeps radio groups apart even when two screens parts show the same id.
  const name = `${useId()}-q${id}`
  const chosen = answers[id]
  const aids = useExamAids()
  const struck = aids?.struckOf(id) ?? []
  return (
    <fieldset className="qt-mcq" disabled={disabled} {...questionTarget(id)}>
      <legend className="qt-question">
        <QuestionNumber questionId={id} /> {question.question}
      </legend>
      <div className="qt-options">
        {question.options.map((option, index) => {
          const out = struck.includes(index)
          const radio = (
            <label className={out ? 'qt-option qt-option-struck' : 'qt-option'}>
              <input type="radio" name={name} value={option} checked={chosen === option} onChange={() => onAnswer(id, option)} />
              <span className="qt-option-text">{option}</span>
            </label>
          )
          return aids ? (
            <div key={index} className="qt-option-row">
              {radio}
              <CrossOutButton letter={optionLetter(index)} crossedOut={out} onToggle={() => aids.toggleStruck(id, index)} />
            </div>
          ) : (
            <Fragment key={index}>{radio}</Fragment>
          )
        })}
      </div>
      <QuestionFlag questionId={id} labelled />
    </fieldset>
  )
}

function McqSelect({ question, answers, onAnswer, disabled }: QuestionRendererProps<McqQuestion>) {
  const id = question.question_id
  const selectId = `${useId()}-q${id}`
  const chosen = answers[id] ?? ''
  // An answer that is no longer an option (content changed after it was saved) shows as unanswered.
  const value = question.options.includes(chosen) ? chosen : ''
  return (
    <div className="qt-mcq qt-mcq-select">
      <label className="qt-question" htmlFor={selectId}>
        <QuestionNumber questionId={id} /> {question.question}
      </label>
      <select
        id={selectId}
        className="qt-select"
        {...questionTarget(id)}
        value={value}
        disabled={disabled}
        onChange={(event) => onAnswer(id, event.target.value)}
      >
        {/* Choosing the placeholder again clears the answer, so it stays selectable. */}
        <option value="">{MCQ_SELECT_PLACEHOLDER}</option>
        {question.options.map((option, index) => (
          <option key={index} value={option}>
            {option}
          </option>
        ))}
      </select>
      <QuestionFlag questionId={id} labelled />
    </div>
  )
}
