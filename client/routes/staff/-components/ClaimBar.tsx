import { Link } from '@tanstack/react-router'
import { utcClock } from './due.ts'
import type { ClaimState } from './use-claim.ts'

interface Props {
  state: ClaimState
  isAdmin: boolean
  onTakeOver: () => void
  onClaim: () => void
  onRelease: () => void
}

/** Who holds the lock: you (until when, with Release), someone else (with Take over for an admin), nobody (evaluated, or released); or that it was taken from you. */
export function ClaimBar({ state, isAdmin, onTakeOver, onClaim, onRelease }: Props) {
  switch (state.kind) {
    case 'claiming':
      return (
        <p className="staff-claim" role="status">
          Claiming this submission...
        </p>
      )
    case 'evaluated':
      return (
        <div className="staff-claim" role="status">
          <span>This submission has been evaluated. To correct the evaluation, claim it first; others will see it as taken.</span>
          <button type="button" className="button" onClick={onClaim}>
            Correct the evaluation
          </button>
        </div>
      )
    case 'mine':
      return (
        <div className="staff-claim staff-claim-mine" role="status">
          <span>You are evaluating this submission until {utcClock(state.claim.expiresAt)}; others see it as taken.</span>
          <button type="button" className="button button-quiet" onClick={onRelease}>
            Release claim
          </button>
        </div>
      )
    case 'held':
      return (
        <div className="staff-claim staff-claim-held" role="alert">
          <span>
            <strong>Locked.</strong> {state.message}
          </span>
          {isAdmin && (
            <button type="button" className="button" onClick={onTakeOver}>
              Take over
            </button>
          )}
        </div>
      )
    case 'released':
      return (
        <div className="staff-claim" role="status">
          <span>You do not hold this submission; the form is read-only.</span>
          <button type="button" className="button button-quiet" onClick={onClaim}>
            Claim again
          </button>
        </div>
      )
    case 'lost':
      return (
        <div className="staff-claim staff-claim-held" role="alert">
          <span>
            <strong>{state.by ? `${state.by} has taken over this submission.` : 'You no longer hold this submission.'}</strong>{' '}
            {state.by ? 'Your draft went with it; the form is now read-only.' : 'An admin released it, or your claim ran out; the form is read-only.'}
          </span>
          {state.by ? (
            <Link to="/staff" className="button button-quiet">
              Back to the queue
            </Link>
          ) : (
            <button type="button" className="button button-quiet" onClick={onClaim}>
              Claim again
            </button>
          )}
        </div>
      )
    case 'failed':
      return (
        <div className="staff-claim staff-claim-held" role="alert">
          <span>{state.message}</span>
          <button type="button" className="button button-quiet" onClick={onClaim}>
            Try again
          </button>
        </div>
      )
  }
}
