import { Dialog } from './Dialog.tsx'

/** What useBlocker gives back with `withResolver`, as far as a question before leaving needs it. */
interface HeldNavigation {
  status: string
  proceed?: (() => void) | undefined
  reset?: (() => void) | undefined
}

interface LeaveDialogProps {
  blocker: HeldNavigation
  title: string
  /** The default answer, focused when the question opens. */
  stayLabel: string
  message: string
}

/** The question asked before a held navigation goes on: Leave, or stay (the default). */
export function LeaveDialog({ blocker, title, stayLabel, message }: LeaveDialogProps) {
  return (
    <Dialog
      open={blocker.status === 'blocked'}
      title={title}
      size="sm"
      onClose={() => blocker.reset?.()}
      actions={
        <>
          <button type="button" className="button button-quiet" onClick={() => blocker.proceed?.()}>
            Leave
          </button>
          <button type="button" className="button" onClick={() => blocker.reset?.()} data-autofocus>
            {stayLabel}
          </button>
        </>
      }
    >
      <p>{message}</p>
    </Dialog>
  )
}
