import { createRoute, lazyRouteComponent, Link } from '@tanstack/react-router'
import { validateTestLaunch } from '#client/lib/test-launch.ts'
import { usePageTitle } from '../../components/ui-state/UiStateProvider.tsx'
import { authedRoute } from '../authed.tsx'
import { loadListeningTest } from '#client/exam/listening/load-listening-test.ts'
import { LISTENING_TEXTS } from '#client/exam/listening/texts.ts'
import { EXAM_SCREEN } from '../../components/layout/exam-mode.ts'

/**
 * /oet-listening/{testId}: the listening test of either kind (OET or general) and either content
 * form. The launch (mode, minutes, parts) is the URL's search (docs/decisions/0010); the attempt
 * the server starts or resumes decides the mode and the clock.
 */
export const listeningTestRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/oet-listening/$testId',
  staticData: { ...EXAM_SCREEN, page: 'client/routes/listening/test-page.tsx' },
  validateSearch: validateTestLaunch,
  // A failed load is a state of the page ("Error loading test"), not a thrown route error.
  loader: ({ context, params }) =>
    loadListeningTest(context.api, params.testId).then(
      (test) => ({ test, reason: null }),
      (error: unknown) => ({ test: null, reason: error instanceof Error ? error.message : null }),
    ),
  pendingComponent: Loading,
  errorComponent: () => <LoadFailed reason={null} />,
  component: lazyRouteComponent(() => import('./test-page.tsx'), 'ListeningTestPage'),
})

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

export function BackToTests() {
  return (
    <p>
      <Link to="/app/integration">Back to the listening tests</Link>
    </p>
  )
}
