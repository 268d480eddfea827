import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import type { MyAttempt } from '#shared/progress/schema.ts'
import type { TestSummary } from '#shared/test-kinds/schema.ts'
import { LoadError, LoadPending } from '../../components/hub/LoadStates.tsx'
import type { HubData } from '../../components/hub/TestHub.tsx'
import { authedRoute } from '../authed.tsx'
import { TITLE } from './-components/hub-title.ts'

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
  component: lazyRouteComponent(() => import('./hub-page.tsx'), 'ReadingHub'),
  staticData: { page: 'client/routes/reading/hub-page.tsx' },
  pendingComponent: () => <LoadPending label="Loading reading tests..." />,
  errorComponent: ({ error }) => <LoadError title={TITLE} what="the reading tests" error={error} />,
})
