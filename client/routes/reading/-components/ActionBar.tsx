import type { SaveState } from '#client/lib/exam/answer-saver.ts'

interface ActionBarProps {
  saveState: SaveState
  /** Absent where the part before cannot be entered (Part A of a simulation, once left). */
  onPreviousPart?: (() => void) | undefined
  /** Absent in the last part. */
  onNextPart?: (() => void) | undefined
  onSubmit(): void
  disabled: boolean
}

/** What the autosave is doing, in full and (for a phone's narrow bar) in short. */
const SAVE_TEXTS: Record<SaveState, [full: string, short: string]> = {
  saved: ['All answers saved', 'Saved'],
  pending: ['Saving…', 'Saving…'],
  saving: ['Saving…', 'Saving…'],
  offline: ['Offline: your answers are kept on this device', 'Offline: kept here'],
  signedOut: ['Signed out: your answers are kept on this device', 'Signed out: kept here'],
  closed: ['Answers closed', 'Closed'],
}

/** The test's navigation, always at hand at the bottom: Previous Part, Next Part, Submit Test. */
export function ActionBar({ saveState, onPreviousPart, onNextPart, onSubmit, disabled }: ActionBarProps) {
  return (
    <nav className="reading-actions" aria-label="Test">
      <p className={`reading-save reading-save-${saveState}`}>
        <span className="reading-save-full">{SAVE_TEXTS[saveState][0]}</span>
        <span className="reading-save-short" aria-hidden="true">
          {SAVE_TEXTS[saveState][1]}
        </span>
      </p>
      <div className="reading-actions-buttons">
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
      </div>
    </nav>
  )
}
