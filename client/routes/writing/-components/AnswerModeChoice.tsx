import { useId } from 'react'
import { WRITING_TEXTS } from '#client/exam/writing/texts.ts'
import { ANSWER_MODES, type AnswerMode } from '#client/exam/writing/writing-submission.ts'

const HINTS: Record<AnswerMode, string> = {
  computer: 'Type your letter in the box below.',
  paper: 'Write on paper, then upload photos of your pages.',
}

/** SPEC.md section 2: the radio choice between typing the letter and uploading photos of it. */
export function AnswerModeChoice({ mode, onChange, disabled }: { mode: AnswerMode; onChange(mode: AnswerMode): void; disabled: boolean }) {
  const id = useId()
  return (
    <fieldset className="writing-modes" disabled={disabled}>
      <legend className="writing-modes-legend">How will you answer?</legend>
      {ANSWER_MODES.map((choice) => (
        <div key={choice} className="writing-mode">
          <input
            type="radio"
            id={`${id}-${choice}`}
            name={`${id}-mode`}
            value={choice}
            checked={mode === choice}
            onChange={() => onChange(choice)}
            aria-describedby={`${id}-${choice}-hint`}
          />
          <label htmlFor={`${id}-${choice}`}>{choice === 'computer' ? WRITING_TEXTS.computer : WRITING_TEXTS.paper}</label>
          <p id={`${id}-${choice}-hint`} className="writing-mode-hint">
            {HINTS[choice]}
          </p>
        </div>
      ))}
    </fieldset>
  )
}
