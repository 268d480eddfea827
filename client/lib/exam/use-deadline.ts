import { useEffect, useReducer } from 'react'
import { TIMER_TICK_MS } from '#shared/constants.ts'
import type { ApiFetch } from '#client/lib/api.ts'
import { serverNow, syncServerClock } from './server-clock.ts'

/** Whole seconds from the server's now until `endsAt` (server-clock ms); null without a limit. */
export const secondsUntil = (endsAt: number | null): number | null =>
  endsAt === null ? null : Math.max(0, Math.ceil((endsAt - serverNow()) / 1000))

/**
 * Seconds left until `endsAt`. It is computed from the deadline at every render, never counted
 * down, so a tab the browser throttled in the background or a reload shows the true time at
 * once; the tick only re-renders. The clock is re-synced with the server whenever the tab becomes
 * visible again.
 */
export function useSecondsLeft(endsAt: number | null, api: ApiFetch): number | null {
  const [, rerender] = useReducer((n: number) => n + 1, 0)

  useEffect(() => {
    if (endsAt === null) return
    const tick = setInterval(rerender, TIMER_TICK_MS)
    const onVisible = () => {
      if (document.visibilityState === 'visible') void syncServerClock(api).then(rerender)
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      clearInterval(tick)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [endsAt, api])

  return secondsUntil(endsAt)
}
