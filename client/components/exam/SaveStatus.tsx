import type { SaveState } from '#client/lib/exam/answer-saver.ts'

const SAVE_TEXT: Record<SaveState, string> = {
  saved: 'Saved',
  pending: 'Saving…',
  saving: 'Saving…',
  offline: 'Offline – answers kept on this device',
  signedOut: 'Signed out – answers kept on this device',
  closed: 'Answers kept on this device',
}

/** What the autosave is doing, in an exam screen's header. */
export function SaveStatus({ saveState }: { saveState: SaveState }) {
  return (
    <>
      <span className={`lt-save lt-save-${saveState}`}>{SAVE_TEXT[saveState]}</span>
      {/* Only losing the connection or the session is worth interrupting a screen reader for. */}
      <span className="exam-sr-only" aria-live="polite">
        {saveState === 'offline' || saveState === 'signedOut' ? SAVE_TEXT[saveState] : ''}
      </span>
    </>
  )
}
