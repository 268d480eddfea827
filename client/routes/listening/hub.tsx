import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import type { MyAttempt } from '#shared/progress/schema.ts'
import type { TestSummary } from '#shared/test-kinds/schema.ts'
import { LoadError, LoadPending } from '../../components/hub/LoadStates.tsx'
import type { HubData } from '../../components/hub/TestHub.tsx'
import { authedRoute } from '../authed.tsx'
import { TITLE } from './-components/hub-title.ts'

/** /app/integration: the OET and general listening tests, with the student's progress on each. */
export const listeningHubRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/app/integration',
  loader: async ({ context }): Promise<HubData> => {
    const [oet, general, attempts] = await Promise.all([
      context.api<TestSummary[]>('/api/oet-listening-tests'),
      context.api<TestSummary[]>('/api/listening-tests'),
      context.api<MyAttempt[]>('/api/me/attempts'),
    ])
    return {
      groups: [
        { heading: 'OET listening tests', tests: oet },
        { heading: 'General listening tests', tests: general },
      ],
      attempts,
      loadedAt: Date.now(),
    }
  },
  component: lazyRouteComponent(() => import('./hub-page.tsx'), 'ListeningHub'),
  staticData: { page: 'client/routes/listening/hub-page.tsx' },
  pendingComponent: () => <LoadPending label="Loading listening tests..." />,
  errorComponent: ({ error }) => <LoadError title={TITLE} what="the listening tests" error={error} />,
})
