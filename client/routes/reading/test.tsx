import { createRoute, lazyRouteComponent, Link } from '@tanstack/react-router'
import { validateTestLaunch } from '#client/lib/test-launch.ts'
import { usePageTitle } from '../../components/ui-state/UiStateProvider.tsx'
import { authedRoute } from '../authed.tsx'
import { loadReadingTest } from './-components/load-reading-test.ts'
import { ERROR_TEXT, LOADING_TEXT, SCREEN_TITLE } from '#client/exam/reading/texts.ts'
import { EXAM_SCREEN } from '../../components/layout/exam-mode.ts'

/**
 * /oet-reading/{testId}: the reading test (SPEC.md section 2). The loader fetches the content
 * (never the key); the launch choice (mode, practice minutes) comes in the URL's search. A start
 * panel comes first; once this browser has started the test, a reload goes straight back in.
 */
export const readingTestRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/oet-reading/$testId',
  staticData: { ...EXAM_SCREEN, page: 'client/routes/reading/test-page.tsx' },
  validateSearch: validateTestLaunch,
  loader: ({ context, params }) => loadReadingTest(context.api, params.testId),
  // The content does not change during a test, and a reload of it would wipe the highlights.
  shouldReload: false,
  pendingComponent: ReadingPending,
  // Only an unexpected fault comes here: the loader turns a failed call into a state.
  errorComponent: () => <ReadingFailed />,
  component: lazyRouteComponent(() => import('./test-page.tsx'), 'ReadingTestPage'),
})

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
