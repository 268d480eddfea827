import { getRouteApi, useRouter } from '@tanstack/react-router'
import { usePageTitle } from '../../components/ui-state/UiStateProvider.tsx'
import { hubFor } from './load-results.ts'
import { AttemptsResults } from './-components/AttemptsResults.tsx'
import { SimpleResults } from './-components/SimpleResults.tsx'
import { useView } from './-components/LoadStates.tsx'

const testResultsRoute = getRouteApi('/authed/test-results/$testId')

/* The test's results, in its own chunk: the router loads it before hydrating (client/router.tsx). */
export function ResultsPage() {
  usePageTitle('Test results')
  const { testId } = testResultsRoute.useParams()
  const { results, test, review } = testResultsRoute.useLoaderData()
  const router = useRouter()
  // A version since replaced is in no list (decision 0074): the review, served once the student has sat it, names it.
  const named = test ?? (review ? { title: review.title, kind: review.kind } : undefined)
  const props = { testId, results, review, title: named?.title, hub: hubFor(named?.kind), onRetry: () => void router.invalidate() }
  return useView() === 'simple' ? <SimpleResults {...props} /> : <AttemptsResults {...props} />
}
