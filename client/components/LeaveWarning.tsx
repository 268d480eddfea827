import { useBlocker } from '@tanstack/react-router'
import { Dialog } from './Dialog.tsx'

interface LeaveWarningProps {
  /** Work on this page has not reached the server yet. */
  unsent: boolean
  /** What would be left behind, in a sentence for the student. */
  message: string
}

const alwaysBlock = () => true

/**
 * Asks before leaving a page whose work is not yet on the server: the browser's own question on a
 * reload, a closed tab or a typed address (beforeunload), and this dialog for links inside the
 * app. Once the work is sent, nothing is asked.
 */
export function LeaveWarning({ unsent, message }: LeaveWarningProps) {
  // Registered only while something is unsent, so a finished submit's own navigation goes through.
  const blocker = useBlocker({ shouldBlockFn: alwaysBlock, enableBeforeUnload: true, disabled: !unsent, withResolver: true })
  const blocked = blocker.status === 'blocked'
  return (
    <Dialog
      open={blocked}
      title="Leave this page?"
      size="sm"
      onClose={() => blocker.reset?.()}
      actions={
        <>
          <button type="button" className="button button-quiet" onClick={() => blocker.proceed?.()}>
            Leave
          </button>
          <button type="button" className="button" onClick={() => blocker.reset?.()} data-autofocus>
            Stay on this page
          </button>
        </>
      }
    >
      <p>{message}</p>
    </Dialog>
  )
}
