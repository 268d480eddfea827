import { useCallback, useEffect, useState } from 'react'
import type { PartStartResponse, SpeakingClocksResponse } from '#shared/contracts/attempts.ts'
import type { ApiFetch } from '#client/lib/api.ts'
import { adoptServerTime, serverNow } from '#client/lib/exam/server-clock.ts'
import type { PreparationClock } from '#client/exam/speaking/use-preparation.ts'

/**
 * The mock speaking screen's preparation clocks on the server (decision 0056): that screen sits
 * no attempt, so the mock keeps each student's clocks of it, the first start winning, until the
 * part's recording is stored. A reload or a second device shows the same preparation time left;
 * when the server cannot be reached, the clocks run on this page alone.
 */
export function useMockSpeakingClocks(api: ApiFetch, testId: string): PreparationClock {
  const [starts, setStarts] = useState<Readonly<Record<string, number>> | null>(null)
  const base = `/api/mock-tests/${encodeURIComponent(testId)}/speaking-clocks`

  useEffect(() => {
    let current = true
    const sentAt = Date.now()
    api<SpeakingClocksResponse>(base).then(
      (read) => {
        if (!current) return
        adoptServerTime(read.serverNow, sentAt, Date.now())
        setStarts(Object.fromEntries(Object.entries(read.partStartedAt).map(([key, at]) => [key, Date.parse(at)])))
      },
      () => current && setStarts({}),
    )
    return () => {
      current = false
    }
  }, [api, base])

  const mark = useCallback(
    (key: string) => {
      // Shown at once on this page; the server's own start, when it answers, is the one kept.
      setStarts((now) => (now && now[key] === undefined ? { ...now, [key]: serverNow() } : now))
      const sentAt = Date.now()
      api<PartStartResponse>(`${base}/${encodeURIComponent(key)}/start`, { method: 'POST' }).then(
        (recorded) => {
          adoptServerTime(recorded.serverNow, sentAt, Date.now())
          setStarts((now) => ({ ...now, [key]: Date.parse(recorded.startedAt) }))
        },
        () => undefined,
      )
    },
    [api, base],
  )

  return { starts, mark }
}
