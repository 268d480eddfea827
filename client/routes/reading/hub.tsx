import { createRoute } from '@tanstack/react-router'
import type { MyAttempt } from '#shared/contracts/progress.ts'
import type { TestSummary } from '#shared/contracts/test-kinds.ts'
import { LoadError, LoadPending } from '../../components/hub/LoadStates.tsx'
import { TestHub, type HubData } from '../../components/hub/TestHub.tsx'
import { authedRoute } from '../authed.tsx'

const TITLE = 'Reading tests'

/** /app/oetreading: the OET reading tests (Parts A, B and C), with the student's progress on each. */
export const readingHubRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/app/oetreading',
  loader: async ({ context }): Promise<HubData> => {
    const [tests, attempts] = await Promise.all([
      context.api<TestSummary[]>('/api/oet-reading-tests'),
      context.api<MyAttempt[]>('/api/me/attempts'),
    ])
    return { groups: [{ heading: 'OET reading tests', tests }], attempts, loadedAt: Date.now() }
  },
  component: ReadingHub,
  pendingComponent: () => <LoadPending label="Loading reading tests..." />,
  errorComponent: ({ error }) => <LoadError title={TITLE} what="the reading tests" error={error} />,
})

function ReadingHub() {
  return (
    <TestHub
      title={TITLE}
      intro="Part A is a quick scan of short texts, Parts B and C careful reading. Practise with the time limit you choose, or sit a simulation timed like the exam."
      skill="reading"
      emptyText="No reading tests are available yet."
      data={readingHubRoute.useLoaderData()}
    />
  )
}
