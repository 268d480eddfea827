import { useId, useState, type FormEvent } from 'react'
import {
  LISTENING_PRACTICE_DEFAULT_SECONDS,
  LISTENING_SIMULATION_PART_A_SECONDS,
  LISTENING_SIMULATION_PARTS_BC_SECONDS,
} from '#shared/constants.ts'
import type { AttemptMode } from '#shared/domain/attempts.ts'
import { PART_NAMES, type PartName } from '#shared/domain/reading.ts'
import type { TestSummary } from '#shared/contracts/test-kinds.ts'
import type { TestLaunch } from '../../lib/test-launch.ts'
import { Dialog } from '../Dialog.tsx'
import { partLabel } from './test-facts.ts'

/** Practice limits offered, with the test's own length when it is not one of them. */
const PRACTICE_MINUTES = [15, 30, 45, 60] as const
/**
 * Preselected: the test's own length, so a practice run is not cut off halfway through Part B
 * (decision 0039); the spec's 900 s only where a test gives no length.
 */
const FALLBACK_MINUTES = LISTENING_PRACTICE_DEFAULT_SECONDS / 60
type MinutesChoice = number | 'no-limit'

const minuteChoices = (own: number | undefined): MinutesChoice[] => [
  ...[...new Set([...PRACTICE_MINUTES, ...(own ? [own] : [])])].sort((a, b) => a - b),
  'no-limit',
]

const partA = LISTENING_SIMULATION_PART_A_SECONDS / 60
const partsBC = LISTENING_SIMULATION_PARTS_BC_SECONDS / 60
const HINTS = {
  listening: {
    practice: () => 'Your own pace: choose a time limit or none. You can pause the audio and go back with Previous.',
    simulation: (minutes: number | undefined) =>
      `Timed like the exam${minutes ? `, about ${minutes} minutes` : ''}: time to read the questions before each recording, and each recording plays once, straight through: you cannot pause, seek or replay it, and Previous is not available.`,
  },
  reading: {
    practice: () => 'Your own pace: choose a time limit or none, and move between parts freely.',
    simulation: () => `Timed like the exam: Part A ${partA} minutes and it closes when they end, then Parts B and C together ${partsBC} minutes. The clock cannot be paused.`,
  },
} as const

export type HubSkill = keyof typeof HINTS

interface StartDialogProps {
  test: TestSummary
  skill: HubSkill
  open: boolean
  onClose: () => void
  onStart: (launch: TestLaunch) => void
}

/** How the student wants to sit a test: practice (their own limit, or none) or a timed simulation. */
export function StartDialog({ test, skill, open, onClose, onStart }: StartDialogProps) {
  return (
    <Dialog open={open} title={`Start ${test.title}`} onClose={onClose}>
      <StartForm test={test} skill={skill} onClose={onClose} onStart={onStart} />
    </Dialog>
  )
}

/** Mounted each time the dialog opens, so every start begins from the defaults. */
function StartForm({ test, skill, onClose, onStart }: Omit<StartDialogProps, 'open'>) {
  const id = useId()
  const [mode, setMode] = useState<AttemptMode>('practice')
  const [minutes, setMinutes] = useState<MinutesChoice>(test.durationMinutes || FALLBACK_MINUTES)
  const available = PART_NAMES.filter((part) => test.parts?.includes(part))
  const [parts, setParts] = useState<PartName[]>(available)
  const choosesParts = skill === 'listening' && available.length > 1
  const noParts = choosesParts && parts.length === 0

  function submit(event: FormEvent) {
    event.preventDefault()
    if (noParts) return
    const launch: TestLaunch = mode === 'practice' ? { mode, minutes } : { mode }
    // All parts is the default: the search says nothing, so the test screen runs them all.
    if (choosesParts && parts.length < available.length) launch.parts = PART_NAMES.filter((part) => parts.includes(part))
    onStart(launch)
  }

  const toggle = (part: PartName, on: boolean) => setParts((current) => (on ? [...current, part] : current.filter((p) => p !== part)))

  return (
    <form className="start-form" onSubmit={submit}>
      <fieldset className="start-fieldset">
        <legend>Mode</legend>
        {(['practice', 'simulation'] as const).map((choice) => (
          <div className="start-choice" key={choice}>
            <input
              type="radio"
              id={`${id}-${choice}`}
              name={`${id}-mode`}
              value={choice}
              checked={mode === choice}
              onChange={() => setMode(choice)}
              aria-describedby={`${id}-${choice}-hint`}
            />
            <label htmlFor={`${id}-${choice}`}>{choice === 'practice' ? 'Practice' : 'Simulation'}</label>
            <p className="start-hint" id={`${id}-${choice}-hint`}>
              {HINTS[skill][choice](test.durationMinutes)}
            </p>
          </div>
        ))}
      </fieldset>

      {mode === 'practice' && (
        <fieldset className="start-fieldset start-minutes">
          <legend>Time limit</legend>
          {minuteChoices(test.durationMinutes).map((choice) => (
            <label className="start-pill" key={choice}>
              <input type="radio" name={`${id}-minutes`} value={choice} checked={minutes === choice} onChange={() => setMinutes(choice)} />
              <span>{choice === 'no-limit' ? 'No time limit' : `${choice} minutes${choice === test.durationMinutes ? ' (full test)' : ''}`}</span>
            </label>
          ))}
        </fieldset>
      )}

      {choosesParts && (
        <fieldset className="start-fieldset start-parts" aria-describedby={noParts ? `${id}-parts-error` : undefined}>
          <legend>Parts</legend>
          {available.map((part) => (
            <label className="start-pill" key={part}>
              <input type="checkbox" checked={parts.includes(part)} onChange={(event) => toggle(part, event.target.checked)} />
              <span>{partLabel(part)}</span>
            </label>
          ))}
          {noParts && (
            <p className="start-error" id={`${id}-parts-error`} role="alert">
              Choose at least one part.
            </p>
          )}
        </fieldset>
      )}

      <div className="dialog-actions">
        <button type="button" className="button button-quiet" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="button" disabled={noParts}>
          Start test
        </button>
      </div>
    </form>
  )
}
