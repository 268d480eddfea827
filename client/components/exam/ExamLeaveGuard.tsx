import { useEffect, useState } from 'react'
import { useBlocker, useRouter } from '@tanstack/react-router'
import { LeaveDialog } from '../LeaveDialog.tsx'

export const LEAVE_TEST_TITLE = 'Leave the test?'
export const LEAVE_TEST_TEXT = 'Your answers so far are saved. The clock keeps running while you are away: open the test again to go on.'

/**
 * While a test is under way, leaving its screen asks first; staying is the default. That is a
 * link (the brand, a notification) and the browser's Back, also when the test was the first page
 * this tab loaded, which the router cannot hold: Back from there goes to another document. A
 * reload or a closed tab is not asked about: the attempt, its answers and its clocks are on the
 * server, and opening the test again resumes it.
 */
export function ExamLeaveGuard({ active }: { active: boolean }) {
  const blocker = useBlocker({
    shouldBlockFn: ({ current, next }) => current.pathname !== next.pathname,
    enableBeforeUnload: false,
    disabled: !active,
    withResolver: true,
  })
  const back = useBackGuard(active)
  return (
    <>
      <LeaveDialog blocker={blocker} title={LEAVE_TEST_TITLE} stayLabel="Stay in the test" message={LEAVE_TEST_TEXT} />
      <LeaveDialog blocker={back} title={LEAVE_TEST_TITLE} stayLabel="Stay in the test" message={LEAVE_TEST_TEXT} />
    </>
  )
}

/**
 * Back, held: an entry of the same address goes on top of the test's own, so Back first lands on
 * the test again (nothing leaves) and asks. Staying puts the entry back; leaving goes back once
 * more. (A reload on the guard's entry gives it a document apart from the test's entry below it:
 * Back from there opens the test again, which leaves nothing either.)
 */
function useBackGuard(active: boolean) {
  const router = useRouter()
  const [asking, setAsking] = useState(false)
  useEffect(() => {
    if (!active) return
    if (!isGuardEntry()) pushGuardEntry()
    const onPop = () => {
      if (!isGuardEntry()) setAsking(true)
    }
    window.addEventListener('popstate', onPop)
    return () => window.removeEventListener('popstate', onPop)
  }, [active])
  return {
    status: active && asking ? 'blocked' : 'idle',
    reset: () => {
      pushGuardEntry()
      setAsking(false)
    },
    proceed: () => {
      setAsking(false)
      router.history.back({ ignoreBlocker: true })
    },
  }
}

/** Marks the entry the guard adds on top of the test's own. */
const GUARD_KEY = 'oetExamGuard'

const isGuardEntry = () => (window.history.state as Record<string, unknown> | null)?.[GUARD_KEY] === true

/**
 * Through History's own pushState, not the router's wrapper of it: the address is the same, so the
 * router has nothing to load (its next pop, to the test's entry, finds the same address too).
 */
function pushGuardEntry() {
  History.prototype.pushState.call(window.history, { ...(window.history.state as object | null), [GUARD_KEY]: true }, '', window.location.href)
}
