import { useEffect, useState } from 'react'
import { TIMER_TICK_MS } from '#shared/constants.ts'
import { secondsUntil } from '#client/lib/exam/use-deadline.ts'

const isUp = (endsAt: number | null) => endsAt !== null && secondsUntil(endsAt) === 0

/**
 * True once `endsAt` (server-clock ms) has passed. The answer is worked out at each render from
 * the `endsAt` given, so a new clock (the next part's) is never judged by the last one's end; a
 * check each tick re-renders the screen only when the answer changes, once, at the end.
 */
export function useTimeUp(endsAt: number | null): boolean {
  const [, setUp] = useState(() => isUp(endsAt))
  useEffect(() => {
    if (endsAt === null) return
    const check = () => setUp(isUp(endsAt))
    check()
    const tick = setInterval(check, TIMER_TICK_MS)
    return () => clearInterval(tick)
  }, [endsAt])
  return isUp(endsAt)
}
