import { createRoute, useRouter, useSearch } from '@tanstack/react-router'
import { usePageTitle } from '../../components/ui-state/UiStateProvider.tsx'
import { authedRoute } from '../authed.tsx'
import { hubFor, loadResultsPage } from './load-results.ts'
import { AttemptsResults } from './-components/AttemptsResults.tsx'
import { SimpleResults } from './-components/SimpleResults.tsx'
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
  component: ResultsPage,
})

function useView(): ResultsView {
  return useSearch({ strict: false }).view === 'simple' ? 'simple' : 'attempts'
}

function ResultsPage() {
  usePageTitle('Test results')
  const { testId } = testResultsRoute.useParams()
  const { results, test, review } = testResultsRoute.useLoaderData()
  const router = useRouter()
  const props = { testId, results, review, title: test?.title, hub: hubFor(test?.kind), onRetry: () => void router.invalidate() }
  return useView() === 'simple' ? <SimpleResults {...props} /> : <AttemptsResults {...props} />
}

function ResultsPending() {
  return (
    <p className="loading" role="status">
      {LOADING_TEXT[useView()]}
    </p>
  )
}

/** Only an unexpected fault reaches here: the loader turns every failed call into a state. */
function ResultsFailed() {
  return (
    <p className="results-error" role="alert">
      {ERROR_TEXT[useView()]}
    </p>
  )
}
