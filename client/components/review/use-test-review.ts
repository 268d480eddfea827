import { useEffect, useState } from 'react'
import type { TestReview } from '#shared/results/schema.ts'
import type { ApiFetch } from '#client/lib/api.ts'

/** The review's content: still on its way, there, or not to be had (the review shows its table without it). */
export type ReviewLoad = { status: 'loading' } | { status: 'ok'; review: TestReview } | { status: 'failed' }

/** The review only adds to a result already in: it is not worth a long wait. */
const REVIEW_TIMEOUT_MS = 10_000

/**
 * The test with its explanations and transcripts (GET .../review, answered only after a
 * submission), or null when it cannot be had: the review then shows its plain table.
 */
export function fetchTestReview(api: ApiFetch, testId: string): Promise<TestReview | null> {
  return api<TestReview>(`/api/listening-tests/${encodeURIComponent(testId)}/review`, { timeoutMs: REVIEW_TIMEOUT_MS }).catch(() => null)
}

/** fetchTestReview once the review is first wanted (a result has come in), not before. */
export function useTestReview(api: ApiFetch, testId: string, wanted: boolean): ReviewLoad {
  const [load, setLoad] = useState<ReviewLoad>({ status: 'loading' })
  const [asked, setAsked] = useState(false)
  if (wanted && !asked) setAsked(true)
  useEffect(() => {
    if (!asked) return
    let current = true
    void fetchTestReview(api, testId).then((review) => {
      if (current) setLoad(review ? { status: 'ok', review } : { status: 'failed' })
    })
    return () => {
      current = false
    }
  }, [api, asked, testId])
  return load
}
