import { useBlocker } from '@tanstack/react-router'
import { LeaveDialog } from './LeaveDialog.tsx'

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
  return <LeaveDialog blocker={blocker} title="Leave this page?" stayLabel="Stay on this page" message={message} />
}
