import { Dialog } from '#client/components/Dialog.tsx'
import { UPLOAD_PROGRESS_CAP_PERCENT } from '#shared/constants.ts'
import { SPEAKING_TEXTS } from './texts.ts'

interface ConfirmDialogProps {
  open: boolean
  title: string
  body?: string | undefined
  confirmLabel: string
  onCancel(): void
  onConfirm(): void
}

/** Asks before a part is sent: Cancel (or Escape) leaves everything as it was. */
export function ConfirmDialog({ open, title, body, confirmLabel, onCancel, onConfirm }: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      title={title}
      size="sm"
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="button button-quiet" onClick={onCancel}>
            {SPEAKING_TEXTS.cancel}
          </button>
          <button type="button" className="button" onClick={onConfirm}>
            {confirmLabel}
          </button>
        </>
      }
    >
      {body && <p>{body}</p>}
    </Dialog>
  )
}

interface UploadDialogProps {
  /** Percent sent, or null when nothing is being sent. */
  percent: number | null
  title: string
  /** "Uploading: 42%" or "Uploading All Files: 42%". */
  text(percent: number): string
}

/**
 * The upload overlay with real progress: the bytes sent, then the server's own work (re-encoding)
 * after the last byte, which is said in words rather than shown as a stalled bar.
 */
export function UploadDialog({ percent, title, text }: UploadDialogProps) {
  const shown = percent ?? 0
  return (
    <Dialog open={percent !== null} title={title} size="sm" blocking>
      <p className="sp-upload-text">{text(shown)}</p>
      <progress className="sp-upload-bar" max={100} value={shown} aria-label="Upload progress">
        {shown}%
      </progress>
      <p className="sp-hint" role="status">
        {shown >= UPLOAD_PROGRESS_CAP_PERCENT && shown < 100 ? SPEAKING_TEXTS.processing : ''}
      </p>
    </Dialog>
  )
}

interface MessageDialogProps {
  open: boolean
  title: string
  body: string
  /** A failure is said as an alert; a completion is not. */
  alert?: boolean
  onOk(): void
}

/** A dialog with one OK: the completion dialogs and the failure. */
export function MessageDialog({ open, title, body, alert = false, onOk }: MessageDialogProps) {
  return (
    <Dialog
      open={open}
      title={title}
      size="sm"
      onClose={onOk}
      blocking={!alert}
      actions={
        <button type="button" className="button" onClick={onOk}>
          {SPEAKING_TEXTS.ok}
        </button>
      }
    >
      <p role={alert ? 'alert' : undefined}>{body}</p>
    </Dialog>
  )
}
