import { useMemo } from 'react'
import type { AttemptResult, TestReview } from '#shared/results/schema.ts'
import { testOutline } from '#shared/results/review-outline.ts'
import { ResultsScreenDialog } from '../../../components/results/ResultsScreenDialog.tsx'
import { reviewGroups } from '../../../components/review/review-groups.ts'
import { ReviewList } from '../../../components/review/ReviewList.tsx'
import { ScoreSummary } from '../../../components/review/ScoreSummary.tsx'
import { TeachingReview } from '../../../components/review/TeachingReview.tsx'

interface AttemptDetailsDialogProps {
  open: boolean
  /** The attempt's number in the table, from 1. */
  number: number
  result: AttemptResult
  /** The test with its explanations and transcripts, for a review that teaches. */
  review: TestReview | null
  onClose: () => void
}

/**
 * "Attempt #N Details": the attempt's score of record, then every question in number order.
 * The ticks are the verdicts the server stored when it marked the attempt (docs/decisions/0069),
 * so they always agree with the correct count above them. With the test's content,
 * each question shows as it was asked, with its recording's transcript and its explanation;
 * without it (the call failed), the table of answers.
 */
export function AttemptDetailsDialog({ open, number, result, review, onClose }: AttemptDetailsDialogProps) {
  const groups = useMemo(() => (review ? reviewGroups(testOutline(review), result.review) : null), [review, result.review])
  return (
    <ResultsScreenDialog open={open} title={`Attempt #${number} Details`} onClose={onClose} dated={{ iso: result.submittedAt, lead: 'Submitted' }}>
      <ScoreSummary score={result.score} grade={result.grade} correct={result.correctAnswers} total={result.totalQuestions} parts={result.parts} />
      {groups && groups.length > 0 ? <TeachingReview groups={groups} /> : <ReviewList items={result.review} caption="Your answers by question" />}
    </ResultsScreenDialog>
  )
}
