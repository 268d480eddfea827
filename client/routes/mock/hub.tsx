import { createRoute } from '@tanstack/react-router'
import type { MockResultsResponse } from '#shared/contracts/mock-results.ts'
import type { MyAttempt } from '#shared/contracts/progress.ts'
import type { TestSummary } from '#shared/contracts/test-kinds.ts'
import { LoadError, LoadPending } from '../../components/hub/LoadStates.tsx'
import { progressForTest } from '../../components/hub/progress.ts'
import { usePageTitle } from '../../components/ui-state/UiStateProvider.tsx'
import { authedRoute } from '../authed.tsx'
import { MockTestCard } from './-components/MockTestCard.tsx'
import { MOCK_TEXTS } from './-components/texts.ts'

interface MockHubData {
  tests: { test: TestSummary; results: MockResultsResponse | null }[]
  attempts: MyAttempt[]
  loadedAt: number
}

/**
 * /mock-tests: the mock tests, each with the student's attempts (GET /api/mock-tests/{id}/results)
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
    // One test's results failing leaves its card without them, not the whole hub.
    const results = await Promise.all(
      tests.map((test) => context.api<MockResultsResponse>(`/api/mock-tests/${encodeURIComponent(test.id)}/results`).catch(() => null)),
    )
    return { tests: tests.map((test, index) => ({ test, results: results[index] ?? null })), attempts, loadedAt: Date.now() }
  },
  component: MockHub,
  pendingComponent: () => <LoadPending label="Loading mock tests..." />,
  errorComponent: ({ error }) => <LoadError title={MOCK_TEXTS.hubTitle} what="the mock tests" error={error} />,
})

function MockHub() {
  usePageTitle(MOCK_TEXTS.hubTitle)
  const { tests, attempts, loadedAt } = mockTestsRoute.useLoaderData()
  return (
    <section className="hub" aria-labelledby="hub-title">
      <header className="hub-header">
        <h1 id="hub-title">{MOCK_TEXTS.hubTitle}</h1>
        <p className="hub-intro">
          A full OET practice in one sitting: Listening, Reading, Writing and Speaking in order, or only the sections you choose. Listening and
          reading are marked at once; staff evaluate writing and speaking.
        </p>
      </header>
      {tests.length === 0 ? (
        <div className="card hub-empty">
          <p className="hub-empty-lead">No mock tests are available yet.</p>
          <p>New tests appear here as soon as they are added. Please check back soon.</p>
        </div>
      ) : (
        <ul className="test-grid">
          {tests.map(({ test, results }) => (
            <li key={test.id}>
              <MockTestCard test={test} results={results} progress={progressForTest(test.id, attempts, loadedAt)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
