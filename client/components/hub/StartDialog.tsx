import { useId, useState, type FormEvent } from 'react'
import type { AttemptMode } from '#shared/attempts/attempts.ts'
import type { TestSummary } from '#shared/test-kinds/schema.ts'
import { Dialog } from '../Dialog.tsx'
import { HintedRadio } from '../HintedRadio.tsx'

export type MinutesChoice = number | 'no-limit'

/** How the student chose to sit a test: a mode, practice's minutes, and the parts when not all of them. */
export interface StartChoice<Part extends string> {
  mode: AttemptMode
  minutes?: MinutesChoice
  /** The parts chosen, in the test's order; absent when all of them are (the default the URL leaves unsaid). */
  parts?: Part[]
}

/** What a start dialog offers: each kind of test words and limits its own (test-start-plan.ts, the mock's plan). */
export interface StartPlan<Part extends string> {
  /** The modes in the order shown; the first is preselected. */
  modes: readonly AttemptMode[]
  hints: Record<AttemptMode, string>
  /** Practice's time: offered only in practice. */
  minutes: { legend: string; choices: readonly MinutesChoice[]; initial: MinutesChoice; label: (choice: MinutesChoice) => string }
  /** The parts the student may leave out, all chosen at first; absent when the test is sat whole. */
  parts?: {
    legend: string
    available: readonly Part[]
    label: (part: Part) => string
    /** Said when none is chosen (and Start is disabled). */
    none: string
    /** Where the choice sits: first (a mock's sections) or after the time (a listening test's parts). */
    placement: 'first' | 'last'
  }
  submit: string
}

interface StartDialogProps<Part extends string> {
  test: TestSummary
  plan: StartPlan<Part>
  open: boolean
  onClose: () => void
  onStart: (choice: StartChoice<Part>) => void
}

/** How the student wants to sit a test: practice (their own limit) or a timed simulation, and which parts. */
export function StartDialog<Part extends string>({ test, plan, open, onClose, onStart }: StartDialogProps<Part>) {
  return (
    <Dialog open={open} title={`Start ${test.title}`} onClose={onClose}>
      <StartForm plan={plan} onClose={onClose} onStart={onStart} />
    </Dialog>
  )
}

/** Mounted each time the dialog opens, so every start begins from the defaults. */
function StartForm<Part extends string>({ plan, onClose, onStart }: Omit<StartDialogProps<Part>, 'open' | 'test'>) {
  const id = useId()
  const [mode, setMode] = useState<AttemptMode>(plan.modes[0] ?? 'practice')
  const [minutes, setMinutes] = useState<MinutesChoice>(plan.minutes.initial)
  const available = plan.parts?.available ?? []
  const [parts, setParts] = useState<Part[]>([...available])
  const noParts = plan.parts !== undefined && parts.length === 0

  function submit(event: FormEvent) {
    event.preventDefault()
    if (noParts) return
    const choice: StartChoice<Part> = mode === 'practice' ? { mode, minutes } : { mode }
    // All parts is the default: the search then says nothing, and the test runs them all.
    if (parts.length < available.length) choice.parts = available.filter((part) => parts.includes(part))
    onStart(choice)
  }
  const toggle = (part: Part, on: boolean) => setParts((current) => (on ? [...current, part] : current.filter((chosen) => chosen !== part)))

  const partsChoice = plan.parts && (
    <fieldset className="start-fieldset start-parts" aria-describedby={noParts ? `${id}-parts-error` : undefined}>
      <legend>{plan.parts.legend}</legend>
      {available.map((part) => (
        <label className="start-pill" key={part}>
          <input type="checkbox" checked={parts.includes(part)} onChange={(event) => toggle(part, event.target.checked)} />
          <span>{plan.parts?.label(part)}</span>
        </label>
      ))}
      {noParts && (
        <p className="start-error" id={`${id}-parts-error`} role="alert">
          {plan.parts.none}
        </p>
      )}
    </fieldset>
  )

  return (
    <form className="start-form" onSubmit={submit}>
      {plan.parts?.placement === 'first' && partsChoice}
      <fieldset className="start-fieldset">
        <legend>Mode</legend>
        {plan.modes.map((choice) => (
          <HintedRadio
            key={choice}
            group={id}
            value={choice}
            checked={mode === choice}
            onChoose={() => setMode(choice)}
            label={choice === 'practice' ? 'Practice' : 'Simulation'}
            hint={plan.hints[choice]}
            className="start-choice"
            hintClassName="start-hint"
          />
        ))}
      </fieldset>

      {mode === 'practice' && (
        <fieldset className="start-fieldset start-minutes">
          <legend>{plan.minutes.legend}</legend>
          {plan.minutes.choices.map((choice) => (
            <label className="start-pill" key={choice}>
              <input type="radio" name={`${id}-minutes`} value={choice} checked={minutes === choice} onChange={() => setMinutes(choice)} />
              <span>{plan.minutes.label(choice)}</span>
            </label>
          ))}
        </fieldset>
      )}

      {plan.parts?.placement === 'last' && partsChoice}

      <div className="dialog-actions">
        <button type="button" className="button button-quiet" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="button" disabled={noParts}>
          {plan.submit}
        </button>
      </div>
    </form>
  )
}
