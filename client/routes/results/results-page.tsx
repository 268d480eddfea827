import { getRouteApi, useRouter } from '@tanstack/react-router'
import { useBrowserLoad } from '#client/lib/exam/browser-load.ts'
import { fetchTestReview, type ReviewLoad } from '../../components/review/use-test-review.ts'
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
  // A page the server rendered comes without the review (load-results.ts): it is asked here, and
  // only when there is a result to review.
  const asked = useBrowserLoad(`review:${testId}`, loaded ?? (results.status === 'ok' ? undefined : null), () =>
    fetchTestReview(router.options.context.api, testId),
  )
  const review: ReviewLoad = asked.status === 'loading' ? asked : asked.value ? { status: 'ok', review: asked.value } : { status: 'failed' }
  // The loader names the test by the student's attempt at it, which names a version since replaced too (decision 0074).
  const props = { testId, results, review, title: test?.title, hub: hubFor(test?.kind), onRetry: () => void router.invalidate() }
  return useView() === 'simple' ? <SimpleResults {...props} /> : <AttemptsResults {...props} />
}
