import { useCallback, useEffect, useRef, useState } from 'react'
import { hasErrorCode, type ApiFetch } from '#client/lib/api.ts'
import type { Claim, EvaluationDraft } from './staff-types.ts'

export type ClaimState =
  | { kind: 'claiming' }
  | { kind: 'evaluated' }
  | { kind: 'mine'; claim: Claim }
  | { kind: 'held'; message: string }
  | { kind: 'released' }
  /** Someone else holds it now (an admin took it over), or nobody does (an admin released it). */
  | { kind: 'lost'; by: string | null }
  | { kind: 'failed'; message: string }

/** Renewed well before the 30-minute lock runs out, for as long as the screen stays open. */
const RENEW_MS = 10 * 60_000
/**
 * How often the holder's screen asks who holds the lock (docs/decisions/0051): a takeover shows
 * within seconds, and the typing stops before it is lost.
 */
export const CLAIM_WATCH_MS = 3_000

const claimPath = (id: string) => `/api/staff/submissions/${encodeURIComponent(id)}/claim`

/**
 * The grading lock: claimed on open (an evaluated submission only when the evaluator asks to
 * correct it, so reading one keeps nobody out), renewed while open, watched so a takeover shows at
 * once, released on request, taken over by an admin. Each time the lock is taken (on open, again,
 * or over) its answer's draft goes to `onDraft`: it may be one handed over from the evaluator who
 * held the lock before (docs/decisions/0051). A renewal's draft is not used: the form is newer.
 */
export function useClaim(api: ApiFetch, submissionId: string, evaluated: boolean, onDraft: (draft: EvaluationDraft) => void) {
  const [state, setState] = useState<ClaimState>({ kind: evaluated ? 'evaluated' : 'claiming' })
  const [claimOnOpen] = useState(!evaluated)

  const draftTo = useRef(onDraft)
  useEffect(() => {
    draftTo.current = onDraft
  })

  const claim = useCallback(
    (takeover: boolean, renewal = false): Promise<void> =>
      api<{ claim: Claim; draft?: EvaluationDraft | null }>(claimPath(submissionId), { method: 'POST', body: takeover ? { takeover: true } : {} }).then(
        (answer) => {
          setState({ kind: 'mine', claim: answer.claim })
          if (answer.draft && !renewal) draftTo.current(answer.draft)
        },
        (error: unknown) => {
          const message = error instanceof Error ? error.message : 'The submission could not be claimed.'
          setState(hasErrorCode(error, 'CONFLICT') ? { kind: 'held', message } : { kind: 'failed', message })
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
    const timer = setInterval(() => void claim(false, true), RENEW_MS)
    return () => clearInterval(timer)
  }, [mine, claim])

  useEffect(() => {
    if (!mine) return
    let stopped = false
    const watch = () => {
      if (document.visibilityState !== 'visible') return
      api<{ claim: Claim | null }>(claimPath(submissionId)).then(
        (answer) => {
          if (!stopped && !answer.claim?.mine) setState({ kind: 'lost', by: answer.claim?.by.name ?? null })
        },
        // A lost connection or an ended session shows elsewhere; the next look tries again.
        () => undefined,
      )
    }
    const timer = setInterval(watch, CLAIM_WATCH_MS)
    document.addEventListener('visibilitychange', watch)
    return () => {
      stopped = true
      clearInterval(timer)
      document.removeEventListener('visibilitychange', watch)
    }
  }, [mine, api, submissionId])

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
