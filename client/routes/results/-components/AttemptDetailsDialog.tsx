import { useMemo } from 'react'
import type { AttemptResult } from '#shared/results/schema.ts'
import { testOutline } from '#shared/results/review-outline.ts'
import { ResultsScreenDialog } from '../../../components/results/ResultsScreenDialog.tsx'
import { reviewGroups } from '../../../components/review/review-groups.ts'
import { ReviewList } from '../../../components/review/ReviewList.tsx'
import { ScoreSummary } from '../../../components/review/ScoreSummary.tsx'
import { TeachingReview } from '../../../components/review/TeachingReview.tsx'
import type { ReviewLoad } from '../../../components/review/use-test-review.ts'
import { REVIEW_COMING_TEXT } from './texts.ts'

interface AttemptDetailsDialogProps {
  open: boolean
  /** The attempt's number in the table, from 1. */
  number: number
  result: AttemptResult
  /** The test with its explanations and transcripts, for a review that teaches (asked once the page has hydrated). */
  review: ReviewLoad
  onClose: () => void
}

/**
 * "Attempt #N Details": the attempt's score of record, then every question in number order.
 * The ticks are the verdicts the server stored when it marked the attempt (docs/decisions/0069),
 * so they always agree with the correct count above them. With the test's content,
 * each question shows as it was asked, with its recording's transcript and its explanation;
 * while it comes, a line saying so; without it (the call failed), the table of answers.
 */
export function AttemptDetailsDialog({ open, number, result, review, onClose }: AttemptDetailsDialogProps) {
  const groups = useMemo(() => (review.status === 'ok' ? reviewGroups(testOutline(review.review), result.review) : null), [review, result.review])
  return (
    <ResultsScreenDialog open={open} title={`Attempt #${number} Details`} onClose={onClose} dated={{ iso: result.submittedAt, lead: 'Submitted' }}>
      <ScoreSummary score={result.score} grade={result.grade} correct={result.correctAnswers} total={result.totalQuestions} parts={result.parts} />
      {review.status === 'loading' ? (
        <p className="loading" role="status">
          {REVIEW_COMING_TEXT}
        </p>
      ) : groups && groups.length > 0 ? (
        <TeachingReview groups={groups} />
      ) : (
        <ReviewList items={result.review} caption="Your answers by question" />
      )}
    </ResultsScreenDialog>
  )
}
