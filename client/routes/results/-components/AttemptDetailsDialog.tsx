import { useMemo } from 'react'
import { markAnswers } from '#shared/marking/index.ts'
import type { AnswerMap } from '#shared/contracts/answers.ts'
import type { AttemptResult } from '#shared/contracts/results.ts'
import { Dialog } from '../../../components/Dialog.tsx'
import { LocalDateTime } from '../../../components/review/LocalDateTime.tsx'
import { ReviewList } from '../../../components/review/ReviewList.tsx'
import { ScoreSummary } from '../../../components/review/ScoreSummary.tsx'

interface AttemptDetailsDialogProps {
  open: boolean
  /** The attempt's number in the table, from 1. */
  number: number
  result: AttemptResult
  answerKey: AnswerMap
  onClose: () => void
}

/**
 * "Attempt #N Details": the attempt's score of record, then every question in number order.
 * The ticks come from the same strict marking the server scored the attempt with (DESIGN.md
 * section 5), so they always agree with the correct count above them.
 */
export function AttemptDetailsDialog({ open, number, result, answerKey, onClose }: AttemptDetailsDialogProps) {
  const review = useMemo(() => markAnswers(result.answers, answerKey, 'strict').review, [result.answers, answerKey])
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
        <ReviewList items={review} caption="Your answers by question" />
      </div>
    </Dialog>
  )
}
