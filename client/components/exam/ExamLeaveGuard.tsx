import { useBlocker } from '@tanstack/react-router'
import { LeaveDialog } from '../LeaveDialog.tsx'

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
  return <LeaveDialog blocker={blocker} title={LEAVE_TEST_TITLE} stayLabel="Stay in the test" message={LEAVE_TEST_TEXT} />
}
