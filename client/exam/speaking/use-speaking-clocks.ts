import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { Attempt, PartStartResponse, StartAttemptBody } from '#shared/attempts/schema.ts'
import type { ApiFetch } from '#client/lib/api.ts'
import { PartClocks } from '#client/lib/exam/part-clocks.ts'
import { adoptServerTime, serverNow } from '#client/lib/exam/server-clock.ts'
import type { PreparationClock } from './use-preparation.ts'
import { PREPARATION_SECONDS } from './texts.ts'
import { extended, extraTimeOf } from '#shared/accommodations/accommodations.ts'

/** Whose sitting times the role-plays: the standalone speaking test's, or the mock speaking screen's. */
export type SpeakingSitting = 'speaking-test' | 'mock-speaking'

/**
 * The preparation clocks of a speaking screen that sits no mock (decisions 0047 and 0084): the
 * standalone test's sitting is an attempt like any test's (untimed as a whole), the mock speaking
 * screen's an attempt of that screen alone, and each role-play's preparation is one of its part
 * clocks, kept by PartClocks as every timed part is: it starts on this page at once and the
 * server's start wins, so a reload or a second device shows the same time left. When the server
 * cannot be reached, the clocks run on this page alone. Without a sitting (null: a test whose parts
 * are all in) none starts: one started now would show as in progress for ever.
 */
export function useSpeakingClocks(api: ApiFetch, testId: string, sitting: SpeakingSitting | null): PreparationClock {
  const [starts, setStarts] = useState<Readonly<Record<string, number>> | null>(null)
  // The student's extra time (issue 37), as the sitting's limits carry it: the preparation is a timed part too.
  const [extraTime, setExtraTime] = useState(0)
  const clocks = useRef<PartClocks | null>(null)

  useEffect(() => {
    if (!sitting) return
    let current = true
    const sentAt = Date.now()
    const body: StartAttemptBody = { testId, mode: 'practice' }
    const opening =
      sitting === 'mock-speaking'
        ? api<Attempt>(`/api/mock-tests/${encodeURIComponent(testId)}/speaking-sitting`, { method: 'POST' })
        : api<Attempt>('/api/attempts', { method: 'POST', body })
    const begin = (initial: Record<string, number>, record?: (part: string) => Promise<number>) => {
      if (!current) return
      clocks.current = new PartClocks({ initial, now: serverNow, record, onChange: setStarts })
      setStarts(initial)
    }
    opening.then(
      (opened) => {
        adoptServerTime(opened.serverNow, sentAt, Date.now())
        if (current) setExtraTime(extraTimeOf(opened.timing))
        begin(Object.fromEntries(Object.entries(opened.partStartedAt).map(([key, at]) => [key, Date.parse(at)])), async (part) => {
          const askedAt = Date.now()
          const recorded = await api<PartStartResponse>(`/api/attempts/${opened.id}/parts/${encodeURIComponent(part)}/start`, { method: 'POST' })
          adoptServerTime(recorded.serverNow, askedAt, Date.now())
          return Date.parse(recorded.startedAt)
        })
      },
      () => begin({}),
    )
    return () => {
      current = false
      clocks.current?.dispose()
      clocks.current = null
    }
  }, [api, testId, sitting])

  const mark = useCallback((key: string) => void clocks.current?.startOf(key), [])
  return useMemo(() => ({ starts, mark, preparationSeconds: extended(PREPARATION_SECONDS, extraTime) }), [starts, mark, extraTime])
}
