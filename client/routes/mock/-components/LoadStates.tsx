import { Link } from '@tanstack/react-router'
import { MOCK_TEXTS } from './texts.ts'

/*
 * The mock exam's states around its screen, shown by the route (pending, fault) and the page (a failed
 * load or start): in a file of their own so that the route and its lazily loaded page share them
 * without importing each other.
 */

export function Loading() {
  return (
    <p className="loading" role="status">
      {MOCK_TEXTS.loading}
    </p>
  )
}

/** The route's fault state. */
export const LoadFault = () => <LoadFailed reason={null} />

export function LoadFailed({ reason }: { reason: string | null }) {
  return (
    <section className="lt-state" role="alert">
      <h1>{MOCK_TEXTS.loadError}</h1>
      {reason && reason !== MOCK_TEXTS.loadError && <p>{reason}</p>}
      <p>
        <Link to="/mock-tests">Back to Mock Tests</Link>
      </p>
    </section>
  )
}
