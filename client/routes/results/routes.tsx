import { createRoute, lazyRouteComponent, useSearch } from '@tanstack/react-router'
import { authedRoute } from '../authed.tsx'
import { loadResultsPage } from './load-results.ts'
import { ERROR_TEXT, LOADING_TEXT, type ResultsView } from './-components/texts.ts'

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
  loader: ({ context, params }) => loadResultsPage(context.api, params.testId),
  pendingComponent: ResultsPending,
  errorComponent: ResultsFailed,
  component: lazyRouteComponent(() => import('./results-page.tsx'), 'ResultsPage'),
  staticData: { page: 'client/routes/results/results-page.tsx' },
})

export function useView(): ResultsView {
  return useSearch({ strict: false }).view === 'simple' ? 'simple' : 'attempts'
}

export function ResultsPending() {
  return (
    <p className="loading" role="status">
      {LOADING_TEXT[useView()]}
    </p>
  )
}

/** Only an unexpected fault reaches here: the loader turns every failed call into a state. */
export function ResultsFailed() {
  return (
    <p className="results-error" role="alert">
      {ERROR_TEXT[useView()]}
    </p>
  )
}
