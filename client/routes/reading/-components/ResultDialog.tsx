import { useEffect, useMemo, useRef } from 'react'
import type { SubmitResult } from '#shared/results/schema.ts'
import { testOutline } from '#shared/results/review-outline.ts'
import { Dialog } from '#client/components/Dialog.tsx'
import { reviewGroups } from '#client/components/review/review-groups.ts'
import { ReviewList } from '#client/components/review/ReviewList.tsx'
import { ScoreSummary } from '#client/components/review/ScoreSummary.tsx'
import { TeachingReview } from '#client/components/review/TeachingReview.tsx'
import type { ReviewLoad } from '#client/components/review/use-test-review.ts'
import { SUBMITTED_TITLE } from '#client/exam/reading/texts.ts'

interface ResultDialogProps {
  result: SubmitResult | null
  /** The question as asked, by id (see questionTexts). */
  questionTexts: ReadonlyMap<string, string>
  /** The test with its explanations, once submitted: the review then teaches. */
  review: ReviewLoad
  /** Sent by the clock: why, in words (timeEndedText); null when the student pressed Submit. */
  timeEnded: string | null
  onContinue(): void
}

/**
 * SPEC.md section 2: score, grade and per question the text, the answer, the key and a tick or
 * cross; with the test as reviewed, by part, with the options and each answer's explanation.
 */
export function ResultDialog({ result, questionTexts, review, timeEnded, onContinue }: ResultDialogProps) {
  const items = useMemo(() => (result?.review ?? []).map((item) => ({ ...item, questionText: questionTexts.get(item.questionId) })), [result, questionTexts])
  const groups = useMemo(() => (review.status === 'ok' ? reviewGroups(testOutline(review.review), items) : null), [review, items])
  const bodyRef = useRef<HTMLDivElement>(null)
  // Runs after the dialog has opened (a parent's effects follow its children's): focusing the
  // review scrolled the dialog past its title, so it goes back to the top.
  useEffect(() => {
    if (result) bodyRef.current?.closest('dialog')?.scrollTo({ top: 0 })
  }, [result])
  return (
    <Dialog
      open={result !== null}
      title={SUBMITTED_TITLE}
      size="lg"
      blocking
      actions={
        <button type="button" className="button" onClick={onContinue}>
          Continue
        </button>
      }
    >
      {result && (
        // Focus lands here on opening (the first focusable), so the review is read from its top.
        <div ref={bodyRef} className="reading-result" tabIndex={-1}>
          {timeEnded && <p>{timeEnded}</p>}
          <ScoreSummary score={result.score} grade={result.grade} correct={result.correctAnswers} total={result.totalQuestions} parts={result.parts} />
          {groups && groups.length > 0 ? <TeachingReview groups={groups} /> : <ReviewList caption="Your answers" showQuestionText items={items} />}
        </div>
      )}
    </Dialog>
  )
}
