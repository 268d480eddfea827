import { Dialog } from '#client/components/Dialog.tsx'
import { MOCK_TEXTS } from './texts.ts'

/** SPEC.md section 2: moving to a new section asks first (No / Yes). */
export function ConfirmNavigationDialog({ open, onNo, onYes }: { open: boolean; onNo(): void; onYes(): void }) {
  return (
    <Dialog
      open={open}
      title={MOCK_TEXTS.confirmTitle}
      size="sm"
      onClose={onNo}
      actions={
        <>
          <button type="button" className="button button-quiet" onClick={onNo}>
            {MOCK_TEXTS.no}
          </button>
          <button type="button" className="button" onClick={onYes}>
            {MOCK_TEXTS.yes}
          </button>
        </>
      }
    >
      <p>{MOCK_TEXTS.confirmBody}</p>
    </Dialog>
  )
}

/** SPEC.md section 8: a failed submit is told as an alert, with the server's message or "Submit failed". */
export function SubmitFailedDialog({ message, onClose }: { message: string | null; onClose(): void }) {
  return (
    <Dialog
      open={message !== null}
      title={MOCK_TEXTS.submitFailedTitle}
      size="sm"
      onClose={onClose}
      actions={
        <button type="button" className="button" onClick={onClose}>
          {MOCK_TEXTS.ok}
        </button>
      }
    >
      <p role="alert">{message}</p>
    </Dialog>
  )
}

/**
 * The server already held this attempt (a 409 "already submitted"): no failure and nothing to go
 * back to, so the student is told it was received and taken to its results.
 */
export function AlreadySubmittedDialog({ open, onResults }: { open: boolean; onResults(): void }) {
  return (
    <Dialog
      open={open}
      title={MOCK_TEXTS.receivedTitle}
      size="sm"
      blocking
      actions={
        <button type="button" className="button" onClick={onResults}>
          {MOCK_TEXTS.toResults}
        </button>
      }
    >
      <p>{MOCK_TEXTS.received}</p>
    </Dialog>
  )
}

/** While the mock is sent: how much of it has left the browser (real upload progress). */
export function SubmittingStatus({ percent }: { percent: number | null }) {
  if (percent === null) return null
  return (
    <div className="mock-progress" role="status">
      <span>{MOCK_TEXTS.uploading(percent)}</span>
      <progress max={100} value={percent} aria-label={MOCK_TEXTS.uploading(percent)} />
    </div>
  )
}
