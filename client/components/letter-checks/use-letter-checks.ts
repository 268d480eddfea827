import { useCallback, useRef, useState } from 'react'
import type { LetterChecks } from '#shared/letter-checks/schema.ts'
import type { ApiFetch } from '#client/lib/api.ts'

export type LetterChecksState =
  | { phase: 'idle' }
  | { phase: 'checking' }
  /** `letter` is the text that was checked: the findings' offsets are into it. */
  | { phase: 'done'; letter: string; checks: LetterChecks }
  | { phase: 'failed'; message: string }

/** The automatic checks of a letter against its task (POST /api/writing-tests/{testId}/checks), the latest call's answer kept. */
export function useLetterChecks(api: ApiFetch, testId: string) {
  const [state, setState] = useState<LetterChecksState>({ phase: 'idle' })
  const latest = useRef(0)
  const run = useCallback(
    async (letter: string) => {
      const call = ++latest.current
      setState({ phase: 'checking' })
      try {
        const checks = await api<LetterChecks>(`/api/writing-tests/${testId}/checks`, { method: 'POST', body: { letter } })
        if (call === latest.current) setState({ phase: 'done', letter, checks })
      } catch (error) {
        const message = error instanceof Error && error.message ? error.message : 'The letter could not be checked. Please try again.'
        if (call === latest.current) setState({ phase: 'failed', message })
      }
    },
    [api, testId],
  )
  return { state, run }
}
