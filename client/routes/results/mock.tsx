import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from '../authed.tsx'

// The loader's code and the route's states come with the screen's chunks, not in the entry that
// every page loads (decision 0092); a page hydrated with the server's data never runs the loader.
const states = () => import('./-components/MockResultsLoadStates.tsx')

/** /mock-tests/{testId}/results: SPEC.md section 2's mock-test results screen. */
export const mockResultsRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/mock-tests/$testId/results',
  loader: async ({ context, params }) => (await import('./-components/load-mock-results.ts')).loadMockResults(context.api, params.testId),
  pendingComponent: lazyRouteComponent(states, 'MockResultsPending'),
  errorComponent: lazyRouteComponent(states, 'MockResultsFault'),
  component: lazyRouteComponent(() => import('./mock-page.tsx'), 'MockResultsPage'),
  staticData: { page: 'client/routes/results/mock-page.tsx' },
})
