import { useId } from 'react'
import { HintedRadio } from '#client/components/HintedRadio.tsx'
import { WRITING_TEXTS } from './texts.ts'
import { ANSWER_MODES, type AnswerMode } from './writing-submission.ts'

/** The words of each way to choose: in the page (the writing test) or once, in "Select Test Mode" (the mock). */
const WORDS = {
  switchable: { legend: WRITING_TEXTS.modeLegend, hints: { computer: WRITING_TEXTS.computerHint, paper: WRITING_TEXTS.paperHint } },
  once: { legend: WRITING_TEXTS.modeLegendOnce, hints: { computer: WRITING_TEXTS.computerHintOnce, paper: WRITING_TEXTS.paperHintOnce } },
} as const

interface AnswerModeChoiceProps {
  /** Null until one is chosen. */
  mode: AnswerMode | null
  onChange(mode: AnswerMode): void
  /** Chosen once (the mock's dialog) or open to change while the answer is (the writing test). */
  once: boolean
  disabled?: boolean
}

/** SPEC.md section 2: the radio choice between typing the letter and uploading photos of it. */
export function AnswerModeChoice({ mode, onChange, once, disabled = false }: AnswerModeChoiceProps) {
  const id = useId()
  const words = WORDS[once ? 'once' : 'switchable']
  return (
    <fieldset className="writing-modes" disabled={disabled}>
      <legend className="writing-modes-legend">{words.legend}</legend>
      {ANSWER_MODES.map((choice) => (
        <HintedRadio
          key={choice}
          group={id}
          value={choice}
          checked={mode === choice}
          onChoose={() => onChange(choice)}
          label={choice === 'computer' ? WRITING_TEXTS.computer : WRITING_TEXTS.paper}
          hint={words.hints[choice]}
          className="writing-mode"
          hintClassName="writing-mode-hint"
        />
      ))}
    </fieldset>
  )
}
