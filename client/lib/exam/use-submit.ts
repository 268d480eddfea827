import { useCallback, useRef, useState } from 'react'
import type { SubmitResult } from '#shared/results/schema.ts'
import type { ApiFetch } from '#client/lib/api.ts'
import { submitAttempt, type SubmitRequest } from './submit-attempt.ts'

export type SubmitState =
  | { phase: 'idle' }
  | { phase: 'sending' }
  /** The server cannot be reached; another try is coming (or the student can ask for one now). */
  | { phase: 'waiting'; message: string }
  | { phase: 'done'; result: SubmitResult }
  | { phase: 'failed'; message: string }

/**
 * Submitting an attempt as the screens show it. A second submit while one is under way is
 * ignored (the spec's mock rule, right for every screen), and `retryNow` cuts a wait short.
 */
export function useSubmit(api: ApiFetch) {
  const [state, setState] = useState<SubmitState>({ phase: 'idle' })
  const busy = useRef(false)
  const wake = useRef<(() => void) | null>(null)

  const submit = useCallback(
    async (request: SubmitRequest): Promise<SubmitResult | null> => {
      if (busy.current) return null
      busy.current = true
      setState({ phase: 'sending' })
      try {
        const result = await submitAttempt(api, request, {
          onWaiting: (message) => setState({ phase: 'waiting', message }),
          retryNow: () => new Promise<void>((resolve) => (wake.current = resolve)),
        })
        setState({ phase: 'done', result })
        return result
      } catch (error) {
        // SPEC.md section 8: the server's message, else the catalogue's fallback.
        setState({ phase: 'failed', message: error instanceof Error && error.message ? error.message : 'Submission failed' })
        return null
      } finally {
        busy.current = false
      }
    },
    [api],
  )

  const retryNow = useCallback(() => {
    wake.current?.()
    setState({ phase: 'sending' })
  }, [])

  return { state, submit, retryNow }
}
