import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from '../authed.tsx'
import { ResultsFailed, ResultsPending } from './-components/LoadStates.tsx'

/**
 * /test-results/{testId}: SPEC.md section 2 registers two screens on this path. The attempts
 * results screen (with its review dialog) is what a student comes for, so it is the default;
 * the simple results view is the same data as a plain summary at ?view=simple. Each links to
 * the other (docs/decisions).
 */
export const testResultsRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/test-results/$testId',
  validateSearch: (search: Record<string, unknown>): { view?: 'simple' } => ({
    view: search.view === 'simple' ? 'simple' : undefined,
  }),
  // Its code comes with the screen's chunks, not in the entry (decision 0092). The server's page
  // goes without the review, which the browser asks once hydrated (decision 0098).
  loader: async ({ context, params }) =>
    (await import('./load-results.ts')).loadResultsPage(context.api, params.testId, { withReview: typeof window !== 'undefined' }),
  pendingComponent: ResultsPending,
  errorComponent: ResultsFailed,
  component: lazyRouteComponent(() => import('./results-page.tsx'), 'ResultsPage'),
  staticData: { page: 'client/routes/results/results-page.tsx' },
})
