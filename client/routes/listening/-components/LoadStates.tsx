import { Link } from '@tanstack/react-router'
import { usePageTitle } from '#client/components/ui-state/UiStateProvider.tsx'
import { LISTENING_TEXTS } from '#client/exam/listening/texts.ts'

/*
 * The listening test's states around its screen, shown by the route (pending, fault) and the page (a
 * failed load or start): in a file of their own so that the route and its lazily loaded page share
 * them without importing each other.
 */

export function Loading() {
  return (
    <p className="loading" role="status">
      {LISTENING_TEXTS.loading}
    </p>
  )
}

export function LoadFailed({ reason }: { reason: string | null }) {
  usePageTitle(LISTENING_TEXTS.loadError)
  return (
    <section className="lt-state" role="alert">
      <h1>{LISTENING_TEXTS.loadError}</h1>
      {reason && reason !== LISTENING_TEXTS.loadError && <p>{reason}</p>}
      <BackToTests />
    </section>
  )
}

/** The route's fault state: only an unexpected fault comes here, the loader turns a failed call into a state. */
export const LoadFault = () => <LoadFailed reason={null} />

export function BackToTests() {
  return (
    <p>
      <Link to="/app/integration">Back to the listening tests</Link>
    </p>
  )
}
