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

/** SPEC.md section 8: "Error loading test", with the server's reason when it gave one. */
export function ReadingFailed({ reason }: { reason?: string | undefined }) {
  usePageTitle(SCREEN_TITLE)
  return (
    <section className="reading-start card" aria-labelledby="reading-failed-title">
      <h1 id="reading-failed-title">{SCREEN_TITLE}</h1>
      <div role="alert">
        <p className="reading-error">{ERROR_TEXT}</p>
        {reason && reason !== ERROR_TEXT && <p>{reason}</p>}
      </div>
      <Link to="/app/oetreading" className="button button-quiet">
        Back to reading tests
      </Link>
    </section>
  )
}
