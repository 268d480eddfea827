import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import type { MockResultsResponse } from '#shared/mock/results-schema.ts'
import { ApiError, type ApiFetch } from '../../lib/api.ts'
import { authedRoute } from '../authed.tsx'
import { TEXT } from '#client/components/results/mock-results-format.ts'
import { MockResultsError, MockResultsPending } from './-components/MockResultsLoadStates.tsx'

/** What the results call gave: the attempts, or the message to show (the server's, else the spec's). */
export type MockResultsOutcome = { status: 'ok'; data: MockResultsResponse } | { status: 'error'; message: string }

async function loadMockResults(api: ApiFetch, testId: string): Promise<MockResultsOutcome> {
  try {
    return { status: 'ok', data: await api<MockResultsResponse>(`/api/mock-tests/${encodeURIComponent(testId)}/results`) }
  } catch (error) {
    // SPEC.md section 8: the server's message, or "Error fetching results." when it sent none.
    const message = error instanceof ApiError && error.kind === 'HTTP_ERROR' ? error.message : TEXT.fetchError
    return { status: 'error', message }
  }
}

/** /mock-tests/{testId}/results: SPEC.md section 2's mock-test results screen. */
export const mockResultsRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/mock-tests/$testId/results',
  loader: ({ context, params }) => loadMockResults(context.api, params.testId),
  pendingComponent: MockResultsPending,
  errorComponent: () => <MockResultsError message={TEXT.fetchError} />,
  component: lazyRouteComponent(() => import('./mock-page.tsx'), 'MockResultsPage'),
  staticData: { page: 'client/routes/results/mock-page.tsx' },
})
