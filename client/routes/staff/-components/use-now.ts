import { useEffect, useState } from 'react'

/**
 * The current time, refreshed every `everyMs`. It starts from `initial` (a loader's time) so the
 * server's render and hydration agree, then follows the clock.
 */
export function useNow(initial: number, everyMs = 30_000): number {
  const [now, setNow] = useState(initial)
  useEffect(() => {
    const tick = () => setNow(Date.now())
    const first = setTimeout(tick, 0)
    const timer = setInterval(tick, everyMs)
    return () => {
      clearTimeout(first)
      clearInterval(timer)
    }
  }, [everyMs])
  return now
}
