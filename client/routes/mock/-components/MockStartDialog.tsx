import { useId, useState, type FormEvent } from 'react'
import { MOCK_DEFAULT_MINUTES, MOCK_READING_PART_A_SECONDS, MOCK_READING_PARTS_BC_SECONDS } from '#shared/constants.ts'
import type { AttemptMode } from '#shared/domain/attempts.ts'
import { MOCK_SECTIONS, type MockSection } from '#shared/domain/mock.ts'
import type { TestSummary } from '#shared/contracts/test-kinds.ts'
import type { MockLaunch } from '#client/lib/mock-launch.ts'
import { Dialog } from '#client/components/Dialog.tsx'
import { SECTION_LABELS } from './mock-plan.ts'

/** Practice minutes offered for each timed section. */
const PRACTICE_MINUTES = [10, 20, 30, 45] as const
const HINTS: Record<AttemptMode, string> = {
  practice: 'Your own pace: the minutes you choose apply to each timed section (Listening, Reading Part A, Reading Parts B and C, Writing).',
  simulation: `Timed like the exam: Listening ${MOCK_DEFAULT_MINUTES.listening} minutes, Reading ${MOCK_DEFAULT_MINUTES.reading} (Part A ${MOCK_READING_PART_A_SECONDS / 60}, Parts B and C ${MOCK_READING_PARTS_BC_SECONDS / 60}), Writing ${MOCK_DEFAULT_MINUTES.writing}. Each section moves on by itself when its time ends.`,
}

interface MockStartDialogProps {
  test: TestSummary
  open: boolean
  onClose(): void
  onStart(launch: MockLaunch): void
}

/** Starting a mock: which of its sections to sit (all by default), and practice or simulation. */
export function MockStartDialog({ test, open, onClose, onStart }: MockStartDialogProps) {
  return (
    <Dialog open={open} title={`Start ${test.title}`} onClose={onClose}>
      <StartForm test={test} onClose={onClose} onStart={onStart} />
    </Dialog>
  )
}

/** Mounted each time the dialog opens, so every start begins from the defaults. */
function StartForm({ test, onClose, onStart }: Omit<MockStartDialogProps, 'open'>) {
  const id = useId()
  const available = MOCK_SECTIONS.filter((section) => test.parts?.includes(section))
  const [sections, setSections] = useState<MockSection[]>(available)
  const [mode, setMode] = useState<AttemptMode>('simulation')
  const [minutes, setMinutes] = useState<number>(PRACTICE_MINUTES[1])
  const none = sections.length === 0

  function submit(event: FormEvent) {
    event.preventDefault()
    if (none) return
    const launch: MockLaunch = mode === 'practice' ? { mode, minutes } : { mode }
    // Every section is the default: the search then says nothing and the server takes them all.
    if (sections.length < available.length) launch.sections = MOCK_SECTIONS.filter((section) => sections.includes(section))
    onStart(launch)
  }
  const toggle = (section: MockSection, on: boolean) =>
    setSections((current) => (on ? [...current, section] : current.filter((chosen) => chosen !== section)))

  return (
    <form className="start-form" onSubmit={submit}>
      <fieldset className="start-fieldset start-parts" aria-describedby={none ? `${id}-sections-error` : undefined}>
        <legend>Sections</legend>
        {available.map((section) => (
          <label className="start-pill" key={section}>
            <input type="checkbox" checked={sections.includes(section)} onChange={(event) => toggle(section, event.target.checked)} />
            <span>{SECTION_LABELS[section]}</span>
          </label>
        ))}
        {none && (
          <p className="start-error" id={`${id}-sections-error`} role="alert">
            Choose at least one section.
          </p>
        )}
      </fieldset>

      <fieldset className="start-fieldset">
        <legend>Mode</legend>
        {(['simulation', 'practice'] as const).map((choice) => (
          <div className="start-choice" key={choice}>
            <input
              type="radio"
              id={`${id}-${choice}`}
              name={`${id}-mode`}
              checked={mode === choice}
              onChange={() => setMode(choice)}
              aria-describedby={`${id}-${choice}-hint`}
            />
            <label htmlFor={`${id}-${choice}`}>{choice === 'practice' ? 'Practice' : 'Simulation'}</label>
            <p className="start-hint" id={`${id}-${choice}-hint`}>
              {HINTS[choice]}
            </p>
          </div>
        ))}
      </fieldset>

      {mode === 'practice' && (
        <fieldset className="start-fieldset start-minutes">
          <legend>Minutes for each section</legend>
          {PRACTICE_MINUTES.map((choice) => (
            <label className="start-pill" key={choice}>
              <input type="radio" name={`${id}-minutes`} checked={minutes === choice} onChange={() => setMinutes(choice)} />
              <span>{choice} minutes</span>
            </label>
          ))}
        </fieldset>
      )}

      <div className="dialog-actions">
        <button type="button" className="button button-quiet" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="button" disabled={none}>
          Start mock
        </button>
      </div>
    </form>
  )
}
