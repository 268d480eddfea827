import { useBlocker } from '@tanstack/react-router'
import { Dialog } from '../Dialog.tsx'

export const LEAVE_TEST_TITLE = 'Leave the test?'
export const LEAVE_TEST_TEXT = 'Your answers so far are saved. The clock keeps running while you are away: open the test again to go on.'

/**
 * While a test is under way, a link that leaves its screen (the brand, a notification) asks
 * first; staying is the default. A reload or a closed tab is not asked about: the attempt, its
 * answers and its clocks are on the server, and opening the test again resumes it.
 */
export function ExamLeaveGuard({ active }: { active: boolean }) {
  const blocker = useBlocker({
    shouldBlockFn: ({ current, next }) => current.pathname !== next.pathname,
    enableBeforeUnload: false,
    disabled: !active,
    withResolver: true,
  })
  return (
    <Dialog
      open={blocker.status === 'blocked'}
      title={LEAVE_TEST_TITLE}
      size="sm"
      onClose={() => blocker.reset?.()}
      actions={
        <>
          <button type="button" className="button button-quiet" onClick={() => blocker.proceed?.()}>
            Leave
          </button>
          <button type="button" className="button" onClick={() => blocker.reset?.()} data-autofocus>
            Stay in the test
          </button>
        </>
      }
    >
      <p>{LEAVE_TEST_TEXT}</p>
    </Dialog>
  )
}
