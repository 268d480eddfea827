import { useEffect, useRef, useState } from 'react'
import type { ApiFetch } from '#client/lib/api.ts'
import type { EvaluationValues } from './evaluation-values.ts'

export type DraftState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; at: string } | { kind: 'failed'; message: string }

const DEBOUNCE_MS = 800

/**
 * Saves the evaluator's work as a draft a moment after they stop typing (PUT draft), and once
 * more with keepalive when the page goes away, so a reload or a closed tab restores it.
 */
export function useDraft(api: ApiFetch, submissionId: string, values: EvaluationValues, enabled: boolean): DraftState {
  const [state, setState] = useState<DraftState>({ kind: 'idle' })
  // The values the screen opened with are already saved (or are the evaluation itself).
  const saved = useRef(JSON.stringify(values))
  const pending = useRef<EvaluationValues | null>(null)
  const path = `/api/staff/submissions/${encodeURIComponent(submissionId)}/draft`

  useEffect(() => {
    const text = JSON.stringify(values)
    if (!enabled || text === saved.current) return
    pending.current = values
    const timer = setTimeout(() => {
      pending.current = null
      setState({ kind: 'saving' })
      api<{ savedAt: string }>(path, { method: 'PUT', body: { body: values } }).then(
        (answer) => {
          saved.current = text
          setState({ kind: 'saved', at: answer.savedAt })
        },
        (error: unknown) => setState({ kind: 'failed', message: error instanceof Error ? error.message : 'The draft was not saved.' }),
      )
    }, DEBOUNCE_MS)
    // A draft not sent by the time the form stops being a draft (the evaluation is being saved)
    // is dropped: sent after the save, it would only be refused.
    return () => {
      clearTimeout(timer)
      pending.current = null
    }
  }, [api, path, values, enabled])

  useEffect(() => {
    const flush = () => {
      if (pending.current) void api(path, { method: 'PUT', body: { body: pending.current }, keepalive: true }).catch(() => undefined)
    }
    window.addEventListener('pagehide', flush)
    return () => window.removeEventListener('pagehide', flush)
  }, [api, path])

  return state
}
