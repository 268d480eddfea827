import { useEffect, useState } from 'react'
import type { TestReview } from '#shared/contracts/results.ts'
import type { ApiFetch } from '#client/lib/api.ts'

/** The review's content: still on its way, there, or not to be had (the review shows its table without it). */
export type ReviewLoad = { status: 'loading' } | { status: 'ok'; review: TestReview } | { status: 'failed' }

export const reviewPath = (testId: string) => `/api/listening-tests/${encodeURIComponent(testId)}/review`

/**
 * The test with its explanations and transcripts (GET .../review, answered only after a
 * submission), fetched once the review is first wanted, so a results page that is only glanced
 * at does not carry the whole test.
 */
export function useTestReview(api: ApiFetch, testId: string, wanted: boolean): ReviewLoad {
  const [load, setLoad] = useState<ReviewLoad>({ status: 'loading' })
  const [asked, setAsked] = useState(false)
  if (wanted && !asked) setAsked(true)
  useEffect(() => {
    if (!asked) return
    let current = true
    api<TestReview>(reviewPath(testId)).then(
      (review) => current && setLoad({ status: 'ok', review }),
      () => current && setLoad({ status: 'failed' }),
    )
    return () => {
      current = false
    }
  }, [api, asked, testId])
  return load
}
