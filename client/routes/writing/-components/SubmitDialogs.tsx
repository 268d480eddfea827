import { Dialog } from '#client/components/Dialog.tsx'
import { WRITING_TEXTS } from '#client/exam/writing/texts.ts'
import type { WritingSubmitState } from './use-writing-submit.ts'

interface SubmitDialogsProps {
  state: WritingSubmitState
  /** The clock, not the student, started the submit. */
  byClock: boolean
  onConfirm(): void
  onRetry(): void
  /** Back to the test (Cancel, or OK after a validation message). */
  onClose(): void
  /** OK after the outcome (or "See my submissions" when the letter was already there): back to /app/oetwriting. */
  onFinish(): void
  /** Out of the test after a failure, the answer kept (the page asks first when it would be lost). */
  onLeave(): void
}

/**
 * The writing screen's dialogs of SPEC.md section 2: "Confirm Submission", the "Submitting: {n}%"
 * overlay, "Test Submitted" and "Submission Failed"; and, in the page rather than alerts, the
 * validation messages of section 5 and the end of time with nothing to send.
 */
export function SubmitDialogs({ state, byClock, onConfirm, onRetry, onClose, onFinish, onLeave }: SubmitDialogsProps) {
  const ok = (action: () => void) => (
    <button type="button" className="button" onClick={action}>
      {WRITING_TEXTS.ok}
    </button>
  )
  return (
    <>
      <Dialog open={state.phase === 'invalid'} title="Nothing to submit yet" size="sm" onClose={onClose} actions={ok(onClose)}>
        {state.phase === 'invalid' && <p className="writing-dialog-lead">{state.message}</p>}
      </Dialog>

      <Dialog
        open={state.phase === 'confirm'}
        title={WRITING_TEXTS.confirmTitle}
        size="sm"
        onClose={onClose}
        actions={
          <>
            <button type="button" className="button button-quiet" onClick={onClose}>
              {WRITING_TEXTS.cancel}
            </button>
            <button type="button" className="button" onClick={onConfirm}>
              {WRITING_TEXTS.yesSubmit}
            </button>
          </>
        }
      >
        <p>Are you sure you want to submit your test? Once submitted, it cannot be changed.</p>
      </Dialog>

      <Dialog open={state.phase === 'sending'} title={state.phase === 'sending' ? WRITING_TEXTS.submitting(state.percent) : ''} size="sm" blocking>
        {state.phase === 'sending' && <SendingBody percent={state.percent} waiting={state.waiting} byClock={byClock} />}
      </Dialog>

      <Dialog open={state.phase === 'done'} title={WRITING_TEXTS.submittedTitle} size="sm" blocking actions={ok(onFinish)}>
        {state.phase === 'done' && (
          <>
            {byClock && <p>Your time ended, so your work was submitted as you left it.</p>}
            <p className="writing-dialog-lead">{state.message}</p>
          </>
        )}
      </Dialog>

      {/* Never a trap: back to the answer (kept as it is), the same submission again, or out. */}
      <Dialog
        open={state.phase === 'failed'}
        title={WRITING_TEXTS.failedTitle}
        size="sm"
        onClose={onClose}
        actions={
          <>
            <button type="button" className="button button-quiet" onClick={onLeave}>
              {WRITING_TEXTS.leaveTest}
            </button>
            <button type="button" className="button button-quiet" onClick={onRetry}>
              {WRITING_TEXTS.tryAgain}
            </button>
            <button type="button" className="button" onClick={onClose} data-autofocus>
              {WRITING_TEXTS.backToLetter}
            </button>
          </>
        }
      >
        {state.phase === 'failed' && <p className="writing-dialog-lead">{state.message}</p>}
        <p>Your answer is kept: go back to it to change it (for example, remove a photo), or leave and come back later.</p>
      </Dialog>

      {/* A 409 "already submitted" is no failure: the letter is with the evaluators, so there is nothing to go back to. */}
      <Dialog
        open={state.phase === 'received'}
        title={WRITING_TEXTS.receivedTitle}
        size="sm"
        blocking
        actions={
          <button type="button" className="button" onClick={onFinish}>
            {WRITING_TEXTS.toSubmissions}
          </button>
        }
      >
        <p className="writing-dialog-lead">{WRITING_TEXTS.received}</p>
        <p>{WRITING_TEXTS.receivedNext}</p>
      </Dialog>

      <Dialog open={state.phase === 'nothing'} title="Time is up" size="sm" blocking actions={ok(onFinish)}>
        <p className="writing-dialog-lead">
          Your time has ended and nothing was typed or uploaded, so there was nothing to submit. This test is now closed.
        </p>
        <p>You can start the writing test again from the writing tests page.</p>
      </Dialog>
    </>
  )
}

function SendingBody({ percent, waiting, byClock }: { percent: number; waiting: string | null; byClock: boolean }) {
  return (
    <div className="writing-sending">
      {byClock && <p>Your time has ended: your work is being submitted as you left it.</p>}
      <progress className="writing-progress" max={100} value={percent} aria-label="Submission progress" />
      {waiting && (
        <p className="writing-sending-waiting" role="alert">
          {waiting}
        </p>
      )}
    </div>
  )
}
