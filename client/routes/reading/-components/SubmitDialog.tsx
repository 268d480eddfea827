import { Dialog } from '#client/components/Dialog.tsx'
import { SubmitStatus } from '#client/components/SubmitStatus.tsx'
import type { SubmitState } from '#client/lib/exam/use-submit.ts'
import { SubmitReview } from '#client/components/exam/SubmitReview.tsx'

export type SubmitStep = 'closed' | 'confirm' | 'sending'

interface SubmitDialogProps {
  step: SubmitStep
  state: SubmitState
  /** The questions still without an answer, and those flagged for review: the review before Submit. */
  unanswered: readonly string[]
  flagged: readonly string[]
  reachable(questionId: string): boolean
  onJump(questionId: string): void
  onConfirm(): void
  onCancel(): void
  onRetryNow(): void
}

const unansweredText = (count: number) =>
  count === 0 ? 'You have answered every question.' : `You have ${count} unanswered ${count === 1 ? 'question' : 'questions'}.`

/**
 * Submit Test: first the review (the count of unanswered questions, which they are and which are
 * flagged, each a way back to it) and a confirmation, then what the submit
 * is doing (sending, waiting for the server with the answers safe here, or why it failed).
 */
export function SubmitDialog({ step, state, unanswered, flagged, reachable, onJump, onConfirm, onCancel, onRetryNow }: SubmitDialogProps) {
  const failed = state.phase === 'failed'
  const busy = step === 'sending' && !failed
  return (
    <Dialog
      open={step !== 'closed' && state.phase !== 'done'}
      title={step === 'confirm' ? 'Submit Test' : 'Submitting your test'}
      blocking={busy}
      onClose={onCancel}
      actions={
        step === 'confirm' ? (
          <>
            {/* The focus starts here, past the review's list of questions, which Shift+Tab reaches. */}
            <button type="button" className="button button-quiet" onClick={onCancel} data-autofocus>
              Keep working
            </button>
            <button type="button" className="button" onClick={onConfirm}>
              Submit Test
            </button>
          </>
        ) : failed ? (
          <>
            <button type="button" className="button button-quiet" onClick={onCancel}>
              Back to the test
            </button>
            <button type="button" className="button" onClick={onConfirm}>
              Try again
            </button>
          </>
        ) : null
      }
    >
      {step === 'confirm' ? (
        <>
          <p className="reading-unanswered">{unansweredText(unanswered.length)}</p>
          <SubmitReview unanswered={unanswered} flagged={flagged} reachable={reachable} onJump={onJump} />
          <p>Once submitted, your answers cannot be changed.</p>
        </>
      ) : (
        <SubmitStatus state={state} onRetryNow={onRetryNow} />
      )}
    </Dialog>
  )
}
