import type { SubmitState } from '#client/lib/exam/use-submit.ts'

interface SubmitStatusProps {
  state: SubmitState
  onRetryNow(): void
}

/**
 * What a student sees while a submit is under way: that it is being sent, that the server cannot
 * be reached (their answers are safe and another try is coming, or they can try now), or why it
 * was refused. Nothing here while idle or done: the result dialog takes over.
 */
export function SubmitStatus({ state, onRetryNow }: SubmitStatusProps) {
  if (state.phase === 'sending') {
    return (
      <p className="submit-status" role="status">
        Submitting your answers…
      </p>
    )
  }
  if (state.phase === 'waiting') {
    return (
      <div className="submit-status submit-status-waiting" role="alert">
        <p>{state.message}</p>
        <button type="button" className="button" onClick={onRetryNow}>
          Try again now
        </button>
      </div>
    )
  }
  if (state.phase === 'failed') {
    return (
      <p className="submit-status submit-status-failed" role="alert">
        {state.message}
      </p>
    )
  }
  return null
}
