import { useEffect, useRef } from 'react'
import type { SubmitResult } from '#shared/contracts/results.ts'
import { Dialog } from '#client/components/Dialog.tsx'
import { ReviewList } from '#client/components/review/ReviewList.tsx'
import { ScoreSummary } from '#client/components/review/ScoreSummary.tsx'
import { SUBMITTED_TITLE } from './texts.ts'

interface ResultDialogProps {
  result: SubmitResult | null
  /** The question as asked, by id (see questionTexts). */
  questionTexts: ReadonlyMap<string, string>
  /** The clock ended the test rather than the student. */
  /** Sent by the clock: why, in words (timeEndedText); null when the student pressed Submit. */
  timeEnded: string | null
  onContinue(): void
}

/** SPEC.md section 2: score, grade and per question the text, the answer, the key and a tick or cross. */
export function ResultDialog({ result, questionTexts, timeEnded, onContinue }: ResultDialogProps) {
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
          <ReviewList
            caption="Your answers"
            showQuestionText
            items={result.review.map((item) => ({ ...item, questionText: questionTexts.get(item.questionId) }))}
          />
        </div>
      )}
    </Dialog>
  )
}
