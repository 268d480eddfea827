import type { ReviewLoad } from '../../../components/review/use-test-review.ts'
import type { ResultsOutcome } from '../load-results.ts'

/** What both views on /test-results/{testId} are given by the route. */
export interface ResultsViewProps {
  testId: string
  results: ResultsOutcome
  /** The test as reviewed (explanations, transcripts), or that it is still coming or could not be had. */
  review: ReviewLoad
  /** The test's title, when the list calls could find it. */
  title: string | undefined
  /** The hub the student came from, to go back to. */
  hub: { to: string; label: string }
  /** Loads the results again (after a failure). */
  onRetry: () => void
}
