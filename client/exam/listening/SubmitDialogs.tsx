import { Dialog } from '#client/components/Dialog.tsx'
import { SubmitStatus } from '#client/components/SubmitStatus.tsx'
import type { SubmitState } from '#client/lib/exam/use-submit.ts'

interface SubmittingDialogProps {
  open: boolean
  state: SubmitState
  onRetryNow(): void
  onTryAgain(): void
  onBack(): void
}

/**
 * While the answers are on their way: sending, waiting for the server (the answers are safe on
 * this device and another try is coming), or refused with the server's reason.
 */
export function SubmittingDialog({ open, state, onRetryNow, onTryAgain, onBack }: SubmittingDialogProps) {
  const failed = state.phase === 'failed'
  return (
    <Dialog
      open={open}
      title={failed ? 'Your test was not submitted' : 'Submitting your test'}
      size="sm"
      blocking={!failed}
      onClose={onBack}
      actions={
        failed && (
          <>
            <button type="button" className="button button-quiet" onClick={onBack}>
              Back to the test
            </button>
            <button type="button" className="button" onClick={onTryAgain}>
              Try again
            </button>
          </>
        )
      }
    >
      <SubmitStatus state={state} onRetryNow={onRetryNow} />
      {state.phase === 'done' && (
        <p className="submit-status" role="status">
          Loading your result…
        </p>
      )}
    </Dialog>
  )
}
