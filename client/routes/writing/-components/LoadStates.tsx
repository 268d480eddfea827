import { Link } from '@tanstack/react-router'
import { usePageTitle } from '#client/components/ui-state/UiStateProvider.tsx'
import { WRITING_TEXTS } from '#client/exam/writing/texts.ts'

/*
 * The writing test's states around its screen, shown by the route (pending, fault) and the page (a
 * failed load): in a file of their own so that the route and its lazily loaded page share them without
 * importing each other.
 */

export function WritingPending() {
  return (
    <p className="loading" role="status">
      {WRITING_TEXTS.loading}
    </p>
  )
}

/** SPEC.md section 8: "Error loading test", with the server's reason when it gave one. */
/** The route's fault state: only an unexpected fault comes here. */
export const WritingFault = () => <WritingFailed reason={null} />

export function WritingFailed({ reason }: { reason: string | null }) {
  usePageTitle(WRITING_TEXTS.loadError)
  return (
    <section className="writing-state card" aria-labelledby="writing-failed-title">
      <h1 id="writing-failed-title">{WRITING_TEXTS.loadError}</h1>
      {reason && reason !== WRITING_TEXTS.loadError && <p role="alert">{reason}</p>}
      <Link to="/app/oetwriting" className="button button-quiet">
        Back to writing tests
      </Link>
    </section>
  )
}
