import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { validateTestLaunch } from '#client/lib/test-launch.ts'
import { authedRoute } from '../authed.tsx'
import { EXAM_SCREEN } from '../../components/layout/exam-mode.ts'

// The loader's code and the route's states come with the screen's chunks, not in the entry that
// every page loads (decision 0092); a page hydrated with the server's data never runs the loader.
const states = () => import('./-components/LoadStates.tsx')

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
  // The server's page goes without the test, which the browser asks as it renders (decision 0098).
  loader: async ({ context, params }) =>
    (await import('./-components/load-reading-test.ts')).loadReadingTest(context.api, params.testId, { withContent: typeof window !== 'undefined' }),
  // The content does not change during a test, and a reload of it would wipe the highlights.
  shouldReload: false,
  pendingComponent: lazyRouteComponent(states, 'ReadingPending'),
  // Only an unexpected fault comes here: the loader turns a failed call into a state.
  errorComponent: lazyRouteComponent(states, 'ReadingFault'),
  component: lazyRouteComponent(() => import('./test-page.tsx'), 'ReadingTestPage'),
})
