import type { MockAttempt, MockKeyedSectionResult } from '#shared/mock/results-schema.ts'
import { ResultsScreenDialog } from '../../../components/results/ResultsScreenDialog.tsx'
import { ReviewList } from '../../../components/review/ReviewList.tsx'
import { attemptDate, attemptTitle, TEXT } from '#client/components/results/mock-results-format.ts'
import { SpeakingSection, WritingSection } from './MockEvaluations.tsx'

interface MockAttemptDialogProps {
  open: boolean
  /** The attempt's number in the table, from 1. */
  number: number
  attempt: MockAttempt
  onClose: () => void
}

/**
 * The Action dialog "Attempt N": the listening and reading reviews (the verdicts the server stored
 * when it marked the attempt, which its scores count, so ticks and score agree), then the writing and
 * speaking submissions with their evaluations, shown as the writing and speaking results show them.
 */
export function MockAttemptDialog({ open, number, attempt, onClose }: MockAttemptDialogProps) {
  return (
    <ResultsScreenDialog open={open} title={attemptTitle(number)} onClose={onClose} dated={{ iso: attemptDate(attempt) ?? attempt.submittedAt }} className="mock-attempt">
      <KeyedReview title="Listening" section={attempt.listening} />
      <KeyedReview title="Reading" section={attempt.reading} />
      <WritingSection attempt={attempt} />
      <SpeakingSection attempt={attempt} />
    </ResultsScreenDialog>
  )
}

/** A section's answer table, only when it has correct answers to show. */
function KeyedReview({ title, section }: { title: string; section: MockKeyedSectionResult | null }) {
  if (!section || section.review.length === 0) return null
  return (
    <section className="mock-attempt-section">
      <h3>{title}</h3>
      <ReviewList items={section.review} headings={TEXT.reviewColumns} />
    </section>
  )
}
