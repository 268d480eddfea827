import { Dialog } from '#client/components/Dialog.tsx'
import type { Expiry } from './reading-clock.ts'
import { NO_ANSWERS_TEXT, TIME_ENDED_TITLE } from '#client/exam/reading/texts.ts'

/** SPEC.md section 2: the part's clock (or the test's) has reached zero; Next moves on. */
export function TimeEndedDialog({ expiry, onNext }: { expiry: Expiry | null; onNext(): void }) {
  return (
    <Dialog
      open={expiry !== null}
      title={TIME_ENDED_TITLE}
      blocking
      actions={
        <button type="button" className="button" onClick={onNext} data-autofocus>
          Next
        </button>
      }
    >
      {expiry === 'next-part' ? (
        <p>Part A is now closed and your answers to it are kept. Press Next to go on to Part B.</p>
      ) : (
        <p>Your answers are kept. Press Next to submit the test and see your result.</p>
      )}
    </Dialog>
  )
}

/** Leaving Part A of a simulation closes it, so the student confirms first. */
export function LeavePartDialog({ open, onStay, onLeave }: { open: boolean; onStay(): void; onLeave(): void }) {
  return (
    <Dialog
      open={open}
      title="Leave Part A?"
      onClose={onStay}
      actions={
        <>
          <button type="button" className="button button-quiet" onClick={onStay}>
            Stay in Part A
          </button>
          <button type="button" className="button" onClick={onLeave}>
            Go to Part B
          </button>
        </>
      }
    >
      <p>In a simulation you cannot come back to Part A once you leave it. Your answers to it are kept.</p>
    </Dialog>
  )
}

/** SPEC.md section 5: nothing to submit yet (the spec's alert, as an in-page dialog). */
export function NoAnswersDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Dialog
      open={open}
      title={NO_ANSWERS_TEXT}
      size="sm"
      onClose={onClose}
      actions={
        <button type="button" className="button" onClick={onClose}>
          OK
        </button>
      }
    >
      <p>Answer at least one question before you submit the test.</p>
    </Dialog>
  )
}
