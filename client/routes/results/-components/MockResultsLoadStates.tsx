import { Link } from '@tanstack/react-router'
import { TEXT } from '#client/components/results/mock-results-format.ts'

/*
 * The mock results' states, shown by the route (pending, fault) and the page (a failed call): in a
 * file of their own so that the route and its lazily loaded page share them without importing each
 * other.
 */

/** The spec's spinner, with words for screen readers. */
export function MockResultsPending() {
  return (
    <div className="mock-results-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">Loading results…</span>
    </div>
  )
}

/** The route's fault state: the spec's words. */
export const MockResultsFault = () => <MockResultsError message={TEXT.fetchError} />

export function MockResultsError({ message }: { message: string }) {
  return (
    <section className="results">
      <div className="results-state">
        <p className="results-error" role="alert">
          {message}
        </p>
        <Link to="/mock-tests" className="button">
          {TEXT.back}
        </Link>
      </div>
    </section>
  )
}
