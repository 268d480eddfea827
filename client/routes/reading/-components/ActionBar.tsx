interface ActionBarProps {
  /** Absent where the part before cannot be entered (Part A of a simulation, once left). */
  onPreviousPart?: (() => void) | undefined
  /** Absent in the last part. */
  onNextPart?: (() => void) | undefined
  onSubmit(): void
  disabled: boolean
}

/** The test's navigation, always at hand at the bottom: Previous Part, Next Part, Submit Test (what the autosave is doing is in the bar at the top). */
export function ActionBar({ onPreviousPart, onNextPart, onSubmit, disabled }: ActionBarProps) {
  return (
    <nav className="reading-actions" aria-label="Test">
      {onPreviousPart && (
        <button type="button" className="button button-quiet" onClick={onPreviousPart} disabled={disabled}>
          Previous Part
        </button>
      )}
      {onNextPart && (
        <button type="button" className="button button-quiet" onClick={onNextPart} disabled={disabled}>
          Next Part
        </button>
      )}
      <button type="button" className="button" onClick={onSubmit} disabled={disabled}>
        Submit Test
      </button>
    </nav>
  )
}
