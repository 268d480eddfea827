import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { validateTestLaunch } from '#client/lib/test-launch.ts'
import { authedRoute } from '../authed.tsx'
import { EXAM_SCREEN } from '../../components/layout/exam-mode.ts'

// The loader's code and the route's states come with the screen's chunks, not in the entry that
// every page loads (decision 0092); a page hydrated with the server's data never runs the loader.
const states = () => import('./-components/LoadStates.tsx')

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
  loader: async ({ context, params }) => {
    const { loadListeningTest } = await import('#client/exam/listening/load-listening-test.ts')
    return loadListeningTest(context.api, params.testId).then(
      (test) => ({ test, reason: null }),
      (error: unknown) => ({ test: null, reason: error instanceof Error ? error.message : null }),
    )
  },
  pendingComponent: lazyRouteComponent(states, 'Loading'),
  errorComponent: lazyRouteComponent(states, 'LoadFault'),
  component: lazyRouteComponent(() => import('./test-page.tsx'), 'ListeningTestPage'),
})
