import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import type { MockResultsResponse } from '#shared/mock/results-schema.ts'
import type { MyAttempt } from '#shared/progress/schema.ts'
import type { TestSummary } from '#shared/test-kinds/schema.ts'
import { LoadError, LoadPending } from '../../components/hub/LoadStates.tsx'
import { authedRoute } from '../authed.tsx'
import { TITLE } from './-components/hub-title.ts'

interface MockHubData {
  tests: { test: TestSummary; results: MockResultsResponse | null }[]
  attempts: MyAttempt[]
  loadedAt: number
}

/**
 * /mock-tests: the mock tests, each with the student's submitted attempts (GET /api/mock-tests/{id}/results)
 * and the way to start one with the sections and mode of their choice.
 */
export const mockTestsRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/mock-tests',
  loader: async ({ context }): Promise<MockHubData> => {
    const [tests, attempts] = await Promise.all([
      context.api<TestSummary[]>('/api/mock-tests'),
      context.api<MyAttempt[]>('/api/me/attempts'),
    ])
    // Only a mock the student has submitted has results to ask for: most cards need no call.
    const submitted = new Set(attempts.filter((attempt) => attempt.status === 'submitted').map((attempt) => attempt.testId))
    const none = (test: TestSummary): MockResultsResponse => ({ testName: test.title, username: '', attempts: 0, results: [] })
    // One test's results failing leaves its card without them, not the whole hub.
    const results = await Promise.all(
      tests.map((test) =>
        submitted.has(test.id)
          ? context.api<MockResultsResponse>(`/api/mock-tests/${encodeURIComponent(test.id)}/results`).catch(() => null)
          : none(test),
      ),
    )
    return { tests: tests.map((test, index) => ({ test, results: results[index] ?? null })), attempts, loadedAt: Date.now() }
  },
  component: lazyRouteComponent(() => import('./hub-page.tsx'), 'MockHub'),
  staticData: { page: 'client/routes/mock/hub-page.tsx' },
  pendingComponent: () => <LoadPending label="Loading mock tests..." />,
  errorComponent: ({ error }) => <LoadError title={TITLE} what="the mock tests" error={error} />,
})
