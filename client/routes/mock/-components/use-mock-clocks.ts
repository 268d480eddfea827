import { useCallback, useReducer, useRef } from 'react'
import { readStored, writeStored } from '#client/lib/exam/exam-storage.ts'
import { serverNow } from '#client/lib/exam/server-clock.ts'

/**
 * The moments a mock's pieces began, on the server's clock, kept in the test's oetTimer record so
 * a reload finds them: `intro:{section}` (its "Starting in" countdown), `section:{section}` (the
 * section under way) and each clock of the attempt's timing (listening, readingPartA,
 * readingPartsBC, writing). A moment, once written, is never moved: a reload cannot restart a clock.
 */
export function useMockMoments(testId: string, attemptId: string) {
  const [, rerender] = useReducer((n: number) => n + 1, 0)
  // Where storage is refused (some private windows), the moments hold for this page at least.
  const memory = useRef<Record<string, number>>({})

  const startedAt = useCallback(
    (key: string): number | null => readStored('oetTimer', testId, attemptId)?.partStartedAt[key] ?? memory.current[key] ?? null,
    [testId, attemptId],
  )

  /** Records that `key` begins now, unless it already began; answers when it began. */
  const mark = useCallback(
    (key: string): number => {
      const timer = readStored('oetTimer', testId, attemptId) ?? { attemptId, partStartedAt: {} }
      const existing = timer.partStartedAt[key] ?? memory.current[key]
      if (existing !== undefined) return existing
      const now = serverNow()
      memory.current[key] = now
      writeStored('oetTimer', testId, { ...timer, partStartedAt: { ...timer.partStartedAt, [key]: now } })
      rerender()
      return now
    },
    [testId, attemptId],
  )

  return { startedAt, mark }
}
