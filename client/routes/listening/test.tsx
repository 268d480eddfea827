import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { validateTestLaunch } from '#client/lib/test-launch.ts'
import { authedRoute } from '../authed.tsx'
import { loadListeningTest } from '#client/exam/listening/load-listening-test.ts'
import { LoadFailed, Loading } from './-components/LoadStates.tsx'
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
