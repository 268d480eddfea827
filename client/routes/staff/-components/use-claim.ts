import { useCallback, useEffect, useState } from 'react'
import { ApiError, type ApiFetch } from '#client/lib/api.ts'
import type { Claim } from './staff-types.ts'

export type ClaimState =
  | { kind: 'claiming' }
  | { kind: 'evaluated' }
  | { kind: 'mine'; claim: Claim }
  | { kind: 'held'; message: string }
  | { kind: 'released' }
  | { kind: 'failed'; message: string }

/** Renewed well before the 30-minute lock runs out, for as long as the screen stays open. */
const RENEW_MS = 10 * 60_000

const claimPath = (id: string) => `/api/staff/submissions/${encodeURIComponent(id)}/claim`

/**
 * The grading lock: claimed on open (an evaluated submission only when the evaluator asks to
 * correct it, so reading one keeps nobody out), renewed while open, released on request, taken
 * over by an admin.
 */
export function useClaim(api: ApiFetch, submissionId: string, evaluated: boolean) {
  const [state, setState] = useState<ClaimState>({ kind: evaluated ? 'evaluated' : 'claiming' })
  const [claimOnOpen] = useState(!evaluated)

  const claim = useCallback(
    (takeover: boolean) =>
      api<{ claim: Claim }>(claimPath(submissionId), { method: 'POST', body: takeover ? { takeover: true } : {} }).then(
        (answer) => setState({ kind: 'mine', claim: answer.claim }),
        (error: unknown) => {
          const message = error instanceof Error ? error.message : 'The submission could not be claimed.'
          setState(error instanceof ApiError && error.status === 409 ? { kind: 'held', message } : { kind: 'failed', message })
        },
      ),
    [api, submissionId],
  )

  useEffect(() => {
    if (claimOnOpen) void claim(false)
  }, [claim, claimOnOpen])

  const mine = state.kind === 'mine'
  useEffect(() => {
    if (!mine) return
    const timer = setInterval(() => void claim(false), RENEW_MS)
    return () => clearInterval(timer)
  }, [mine, claim])

  const release = useCallback(async () => {
    try {
      await api(claimPath(submissionId), { method: 'DELETE' })
      setState({ kind: 'released' })
    } catch (error) {
      setState({ kind: 'failed', message: error instanceof Error ? error.message : 'The claim could not be released.' })
    }
  }, [api, submissionId])

  return { state, takeOver: () => claim(true), claimAgain: () => claim(false), release, markReleased: () => setState({ kind: 'released' }) }
}
