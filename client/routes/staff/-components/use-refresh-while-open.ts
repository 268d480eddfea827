import { useEffect } from 'react'
import { useRouter } from '@tanstack/react-router'

/** How often an open queue asks for what changed: others claim, evaluate and submit meanwhile. */
export const QUEUE_REFRESH_MS = 60_000

/**
 * Reloads one route's data in the background while its page is open: every `everyMs` while the tab
 * is shown, and when the connection comes back (SPEC.md section 9: refetch on reconnect, not on
 * focus). The page keeps showing the last answer until the new one arrives.
 */
export function useRefreshWhileOpen(routeId: string, everyMs = QUEUE_REFRESH_MS): void {
  const router = useRouter()
  useEffect(() => {
    const refresh = () => void router.invalidate({ filter: (match) => match.routeId === routeId })
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') refresh()
    }, everyMs)
    window.addEventListener('online', refresh)
    return () => {
      clearInterval(timer)
      window.removeEventListener('online', refresh)
    }
  }, [router, routeId, everyMs])
}
