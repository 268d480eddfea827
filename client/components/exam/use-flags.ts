import { useCallback, useState } from 'react'
import { readStored, writeStored } from '#client/lib/exam/exam-storage.ts'

export interface Flags {
  flagged: ReadonlySet<string>
  toggle(questionId: string): void
}

/**
 * The questions a student flagged to come back to, kept in this browser for the attempt (a
 * reload keeps them; they are a reading aid, not answers, so the server does not hold them).
 */
export function useFlags(testId: string, attemptId: string | undefined): Flags {
  // The exam screens mount once their attempt is open, in the browser: storage is there to read.
  const [flagged, setFlagged] = useState<ReadonlySet<string>>(
    () => new Set(attemptId ? (readStored('oetFlags', testId, attemptId)?.flagged ?? []) : []),
  )

  const toggle = useCallback(
    (questionId: string) => {
      if (!attemptId) return
      setFlagged((current) => {
        const next = new Set(current)
        if (!next.delete(questionId)) next.add(questionId)
        writeStored('oetFlags', testId, { attemptId, flagged: [...next] })
        return next
      })
    },
    [testId, attemptId],
  )

  return { flagged, toggle }
}
