import { useEffect, useState } from 'react'
import { TIMER_TICK_MS } from '#shared/constants.ts'
import { secondsUntil } from '#client/lib/exam/use-deadline.ts'

const hasPassed = (at: number | null) => at !== null && secondsUntil(at) === 0

/**
 * True once the server-clock moment `at` has passed (the lock's end, the deadline). Worked out
 * from `at` at each render; the tick re-renders the screen only when the answer changes, once.
 */
export function usePassed(at: number | null): boolean {
  const [, setPassed] = useState(() => hasPassed(at))
  useEffect(() => {
    if (at === null) return
    const check = () => setPassed(hasPassed(at))
    const tick = setInterval(check, TIMER_TICK_MS)
    return () => clearInterval(tick)
  }, [at])
  return hasPassed(at)
}
