import { createRoute, lazyRouteComponent, Link } from '@tanstack/react-router'
import { usePageTitle } from '../../components/ui-state/UiStateProvider.tsx'
import { authedRoute } from '../authed.tsx'
import { loadWritingTest } from './-components/load-writing-test.ts'
import { WRITING_TEXTS } from '#client/exam/writing/texts.ts'
import { EXAM_SCREEN } from '../../components/layout/exam-mode.ts'

/**
 * /oet-writing/{testId}: the writing test (SPEC.md section 2). The loader fetches the content; the
 * attempt is started (or resumed) on the server when the page opens, so the clock runs from the
 * server's start and a reload continues it.
 */
export const writingTestRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/oet-writing/$testId',
  staticData: { ...EXAM_SCREEN, page: 'client/routes/writing/test-page.tsx' },
  loader: ({ context, params }) => loadWritingTest(context.api, params.testId),
  // The content does not change during a test, and a reload of it would wipe the highlights.
  shouldReload: false,
  pendingComponent: WritingPending,
  // Only an unexpected fault comes here: the loader turns a failed call into a state.
  errorComponent: () => <WritingFailed reason={null} />,
  component: lazyRouteComponent(() => import('./test-page.tsx'), 'WritingTestPage'),
})

export function WritingPending() {
  return (
    <p className="loading" role="status">
      {WRITING_TEXTS.loading}
    </p>
  )
}

/** SPEC.md section 8: "Error loading test", with the server's reason when it gave one. */
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
