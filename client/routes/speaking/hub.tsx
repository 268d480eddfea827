import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import type { Submission } from '#shared/submissions/schema.ts'
import type { TestSummary } from '#shared/test-kinds/schema.ts'
import { LoadError, LoadPending } from '../../components/hub/LoadStates.tsx'
import { authedRoute } from '../authed.tsx'
import type { SpeakingHubData } from './-components/SpeakingHub.tsx'
import { TITLE } from './-components/hub-title.ts'

const reasonOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Something went wrong.')

/**
 * /oet-speaking: the speaking tests and the student's speaking submissions with their state. The
 * tests are the page: if they cannot be read the page says so; the mocks and the submissions are
 * sections that fail on their own, so a student can still start a test.
 */
export const speakingHubRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/oet-speaking',
  loader: async ({ context }): Promise<SpeakingHubData> => {
    const [tests, mocks, submissions] = await Promise.all([
      context.api<TestSummary[]>('/api/oet-speaking-tests'),
      context.api<TestSummary[]>('/api/mock-tests').catch((): TestSummary[] => []),
      context.api<Submission[]>('/api/speaking-tests/student/results').catch((error: unknown) => ({ error: reasonOf(error) })),
    ])
    return { tests, mocks: mocks.filter((mock) => mock.parts?.includes('speaking')), submissions }
  },
  component: lazyRouteComponent(() => import('./hub-page.tsx'), 'SpeakingHubPage'),
  staticData: { page: 'client/routes/speaking/hub-page.tsx' },
  pendingComponent: () => <LoadPending label="Loading speaking tests..." />,
  errorComponent: ({ error }) => <LoadError title={TITLE} what="the speaking tests" error={error} />,
})
