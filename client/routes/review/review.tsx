import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import type { ReviewDue } from '#shared/review/schema.ts'
import { LoadError, LoadPending } from '../../components/hub/LoadStates.tsx'
import { authedRoute } from '../authed.tsx'

/** /review: a session of the review deck's due cards (issue 36). */
export const reviewRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/review',
  loader: ({ context }) => context.api<ReviewDue>('/api/me/review/due'),
  // Each visit is a new session: the cards due are read afresh.
  staleTime: 0,
  gcTime: 0,
  component: lazyRouteComponent(() => import('./review-page.tsx'), 'ReviewPage'),
  staticData: { page: 'client/routes/review/review-page.tsx' },
  pendingComponent: () => <LoadPending label="Loading your review deck..." />,
  errorComponent: ({ error }) => <LoadError title="Review" what="your review deck" error={error} />,
})
