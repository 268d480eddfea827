import { getRouteApi, useRouter } from '@tanstack/react-router'
import { useTestReview, type ReviewLoad } from '../../components/review/use-test-review.ts'
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
  const { results, test, review: loaded } = testResultsRoute.useLoaderData()
  const router = useRouter()
  // A page the server rendered comes without the review (load-results.ts): it is asked once hydrated.
  const fetched = useTestReview(router.options.context.api, testId, loaded === null && results.status === 'ok')
  const review: ReviewLoad = loaded ? { status: 'ok', review: loaded } : fetched
  // The loader names the test by its review, which also names a version since replaced (decision 0074).
  const props = { testId, results, review, title: test?.title, hub: hubFor(test?.kind), onRetry: () => void router.invalidate() }
  return useView() === 'simple' ? <SimpleResults {...props} /> : <AttemptsResults {...props} />
}
