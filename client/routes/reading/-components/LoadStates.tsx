import { Link } from '@tanstack/react-router'
import { usePageTitle } from '#client/components/ui-state/UiStateProvider.tsx'
import { ERROR_TEXT, LOADING_TEXT, SCREEN_TITLE } from '#client/exam/reading/texts.ts'

/*
 * The reading test's states around its screen, shown by the route (pending, fault) and the page (a
 * failed load): in a file of their own so that the route and its lazily loaded page share them without
 * importing each other.
 */

export function ReadingPending() {
  return (
    <p className="loading" role="status">
      {LOADING_TEXT}
    </p>
  )
}

/**
 * SPEC.md section 8: "Error loading test", with the server's reason when it gave one; where the
 * attempt could not start (a dropped connection), a way to try again.
 */
/** The route's fault state. */
export const ReadingFault = () => <ReadingFailed />

export function ReadingFailed({ reason, retry = false }: { reason?: string | null | undefined; retry?: boolean }) {
  usePageTitle(SCREEN_TITLE)
  return (
    <section className="reading-start card" aria-labelledby="reading-failed-title">
      <h1 id="reading-failed-title">{SCREEN_TITLE}</h1>
      <div role="alert">
        <p className="reading-error">{ERROR_TEXT}</p>
        {reason && reason !== ERROR_TEXT && <p>{reason}</p>}
      </div>
      <div className="reading-start-actions">
        <Link to="/app/oetreading" className="button button-quiet">
          Back to reading tests
        </Link>
        {retry && (
          <button type="button" className="button" onClick={() => window.location.reload()}>
            Try again
          </button>
        )}
      </div>
    </section>
  )
}
