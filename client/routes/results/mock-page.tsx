import { getRouteApi } from '@tanstack/react-router'
import { usePageTitle } from '../../components/ui-state/UiStateProvider.tsx'
import { MockResultsScreen } from './-components/MockResultsScreen.tsx'
import { MockResultsError } from './-components/MockResultsLoadStates.tsx'

const mockResultsRoute = getRouteApi('/authed/mock-tests/$testId/results')

/* The mock test's results, in its own chunk: the router loads it before hydrating (client/router.tsx). */
export function MockResultsPage() {
  usePageTitle('Mock test results')
  const outcome = mockResultsRoute.useLoaderData()
  return outcome.status === 'ok' ? <MockResultsScreen data={outcome.data} /> : <MockResultsError message={outcome.message} />
}
