import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import type { MyAttempt } from '#shared/progress/schema.ts'
import type { TestSummary } from '#shared/test-kinds/schema.ts'
import { LoadError, LoadPending } from '../../components/hub/LoadStates.tsx'
import { authedRoute } from '../authed.tsx'
import type { WritingSubmission } from './-components/submission-types.ts'
import { TITLE } from './-components/hub-title.ts'
import type { WritingHubData } from './-components/WritingHub.tsx'

/** /app/oetwriting: the OET writing tests and the student's writing submissions with their state. */
export const writingHubRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/app/oetwriting',
  loader: async ({ context }): Promise<WritingHubData> => {
    const [tests, submissions, attempts] = await Promise.all([
      context.api<TestSummary[]>('/api/oet-writing-tests'),
      context.api<WritingSubmission[]>('/api/writing-tests/student/results'),
      context.api<MyAttempt[]>('/api/me/attempts'),
    ])
    return { tests, submissions, attempts, loadedAt: Date.now() }
  },
  component: lazyRouteComponent(() => import('./hub-page.tsx'), 'WritingHubPage'),
  staticData: { page: 'client/routes/writing/hub-page.tsx' },
  pendingComponent: () => <LoadPending label="Loading writing tests..." />,
  errorComponent: ({ error }) => <LoadError title={TITLE} what="the writing tests" error={error} />,
})
