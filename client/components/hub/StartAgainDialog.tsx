import { useState } from 'react'
import { useRouter } from '@tanstack/react-router'
import type { MyAttempt } from '#shared/progress/schema.ts'
import { clearStoredTest } from '../../lib/exam/exam-storage.ts'
import { Dialog } from '../Dialog.tsx'

export const START_AGAIN_TITLE = 'Start again?'

interface StartAgainDialogProps {
  /** The open attempt to discard; null while the dialog is closed. */
  attempt: MyAttempt | null
  onCancel(): void
  /** The attempt is gone on the server: choose how to sit the test afresh. */
  onDiscarded(): void
}

/**
 * A test card's "Start again": the question, then `chooseAfresh` (the card's own start dialog)
 * once the open attempt is gone. Answers the handler for the button and the dialog to render.
 */
export function useStartAgain(resumable: MyAttempt | undefined, chooseAfresh: () => void) {
  const [asking, setAsking] = useState(false)
  const dialog = (
    <StartAgainDialog
      attempt={asking ? (resumable ?? null) : null}
      onCancel={() => setAsking(false)}
      onDiscarded={() => {
        setAsking(false)
        chooseAfresh()
      }}
    />
  )
  return { startAgain: () => setAsking(true), dialog }
}

/** Asks before an open attempt is discarded: its answers and clocks go, and that cannot be undone. */
function StartAgainDialog({ attempt, onCancel, onDiscarded }: StartAgainDialogProps) {
  const router = useRouter()
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function discard() {
    if (!attempt) return
    setBusy(true)
    setFailure(null)
    try {
      await router.options.context.api(`/api/attempts/${attempt.attemptId}`, { method: 'DELETE' })
      // What this browser kept of it (its started flag, clocks, answers) would open the new one mid-test.
      clearStoredTest(attempt.testId)
      // The hub's progress still lists the attempt: load it again.
      void router.invalidate()
      onDiscarded()
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'The attempt could not be discarded. Please try again.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog
      open={attempt !== null}
      title={START_AGAIN_TITLE}
      size="sm"
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="button button-quiet" onClick={onCancel} data-autofocus>
            Keep it
          </button>
          <button type="button" className="button" onClick={() => void discard()} disabled={busy}>
            Discard and start again
          </button>
        </>
      }
    >
      <p>Your {attempt?.mode} attempt in progress and its answers will be discarded. This cannot be undone.</p>
      {failure && (
        <p className="start-error" role="alert">
          {failure}
        </p>
      )}
    </Dialog>
  )
}
