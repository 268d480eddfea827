import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { validateMockLaunch } from '#client/lib/mock-launch.ts'
import { authedRoute } from '../authed.tsx'
import { EXAM_SCREEN } from '../../components/layout/exam-mode.ts'

// The loader's code and the route's states come with the screen's chunks, not in the entry that
// every page loads (decision 0092); a page hydrated with the server's data never runs the loader.
const states = () => import('./-components/LoadStates.tsx')

/**
 * /mock-test/{testId}: a full mock across the chosen sections (SPEC.md section 2). The launch
 * (mode, practice minutes, sections) is the URL's search (docs/decisions/0010 and 0020); the
 * attempt the server starts or resumes decides the mode, the clocks and the sections.
 */
export const mockTestRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/mock-test/$testId',
  staticData: { ...EXAM_SCREEN, page: 'client/routes/mock/test-page.tsx' },
  validateSearch: validateMockLaunch,
  // The server's page goes without the sections, which the browser asks as it hydrates (decision 0098).
  loader: async ({ context, params }) =>
    (await import('./-components/load-mock-test.ts')).loadMockTest(context.api, params.testId, { withContent: typeof window !== 'undefined' }),
  // The content does not change during a test, and a reload of it would wipe the highlights.
  shouldReload: false,
  pendingComponent: lazyRouteComponent(states, 'Loading'),
  errorComponent: lazyRouteComponent(states, 'LoadFault'),
  component: lazyRouteComponent(() => import('./test-page.tsx'), 'MockTestPage'),
})
