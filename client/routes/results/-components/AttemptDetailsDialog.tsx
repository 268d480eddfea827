import { useMemo } from 'react'
import { markAnswers } from '#shared/marking/index.ts'
import type { AnswerMap } from '#shared/contracts/answers.ts'
import type { AttemptResult, TestReview } from '#shared/contracts/results.ts'
import { testOutline } from '#shared/domain/review-outline.ts'
import { Dialog } from '../../../components/Dialog.tsx'
import { LocalDateTime } from '../../../components/review/LocalDateTime.tsx'
import { reviewGroups } from '../../../components/review/review-groups.ts'
import { ReviewList } from '../../../components/review/ReviewList.tsx'
import { ScoreSummary } from '../../../components/review/ScoreSummary.tsx'
import { TeachingReview } from '../../../components/review/TeachingReview.tsx'

interface AttemptDetailsDialogProps {
  open: boolean
  /** The attempt's number in the table, from 1. */
  number: number
  result: AttemptResult
  answerKey: AnswerMap
  /** The test with its explanations and transcripts, for a review that teaches. */
  review: TestReview | null
  onClose: () => void
}

/**
 * "Attempt #N Details": the attempt's score of record, then every question in number order.
 * The ticks come from the same strict marking the server scored the attempt with (DESIGN.md
 * section 5), so they always agree with the correct count above them. With the test's content,
 * each question shows as it was asked, with its recording's transcript and its explanation;
 * without it (the call failed), the table of answers.
 */
export function AttemptDetailsDialog({ open, number, result, answerKey, review, onClose }: AttemptDetailsDialogProps) {
  const marked = useMemo(() => markAnswers(result.answers, answerKey, 'strict').review, [result.answers, answerKey])
  const groups = useMemo(() => (review ? reviewGroups(testOutline(review), marked) : null), [review, marked])
  return (
    <Dialog
      open={open}
      title={`Attempt #${number} Details`}
      size="lg"
      onClose={onClose}
      actions={
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
      }
    >
      <div className="attempt-details">
        <p className="attempt-details-date">
          Submitted <LocalDateTime iso={result.submittedAt} />
        </p>
        <ScoreSummary score={result.score} grade={result.grade} correct={result.correctAnswers} total={result.totalQuestions} parts={result.parts} />
        {groups && groups.length > 0 ? <TeachingReview groups={groups} /> : <ReviewList items={marked} caption="Your answers by question" />}
      </div>
    </Dialog>
  )
}
