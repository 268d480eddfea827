import { useCallback, useEffect, useState } from 'react'
import type { Attempt, PartStartResponse, StartAttemptBody } from '#shared/contracts/attempts.ts'
import type { ApiFetch } from '#client/lib/api.ts'
import { adoptServerTime, serverNow } from '#client/lib/exam/server-clock.ts'
import type { PreparationClock } from '#client/exam/speaking/use-preparation.ts'

/**
 * The standalone speaking test's clocks on the server (decision 0047): its sitting is an attempt
 * like any test's (untimed as a whole), and each part's preparation is one of its part clocks,
 * so a reload or a second device shows the same preparation time left. When the server cannot
 * be reached, the clocks run on this page alone. A test whose parts are all in (`sitting` false)
 * starts none: its sitting has ended, and one started now would show as in progress for ever.
 */
export function useSpeakingClocks(api: ApiFetch, testId: string, sitting: boolean): PreparationClock {
  const [attemptId, setAttemptId] = useState<string | null>(null)
  const [starts, setStarts] = useState<Readonly<Record<string, number>> | null>(null)

  useEffect(() => {
    if (!sitting) return
    let current = true
    const body: StartAttemptBody = { testId, mode: 'practice' }
    const sentAt = Date.now()
    api<Attempt>('/api/attempts', { method: 'POST', body }).then(
      (opened) => {
        if (!current) return
        adoptServerTime(opened.serverNow, sentAt, Date.now())
        setAttemptId(opened.id)
        setStarts(Object.fromEntries(Object.entries(opened.partStartedAt).map(([key, at]) => [key, Date.parse(at)])))
      },
      () => current && setStarts({}),
    )
    return () => {
      current = false
    }
  }, [api, testId, sitting])

  const mark = useCallback(
    (key: string) => {
      // Shown at once on this page; the server's own start, when it answers, is the one kept.
      setStarts((now) => (now && now[key] === undefined ? { ...now, [key]: serverNow() } : now))
      if (!attemptId) return
      const sentAt = Date.now()
      api<PartStartResponse>(`/api/attempts/${attemptId}/parts/${encodeURIComponent(key)}/start`, { method: 'POST' }).then(
        (recorded) => {
          adoptServerTime(recorded.serverNow, sentAt, Date.now())
          setStarts((now) => ({ ...now, [key]: Date.parse(recorded.startedAt) }))
        },
        () => undefined,
      )
    },
    [api, attemptId],
  )

  return { starts, mark }
}
