import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { LoadError, LoadPending } from '../../components/hub/LoadStates.tsx'
import { authedRoute } from '../authed.tsx'
import { loadQueue } from './-components/queue-pages.ts'
import { validateQueueSearch } from './-components/queue-search.ts'
import { requireRole, STAFF_ROLES } from '#client/lib/role-gate.ts'
import type { SubmissionDetail } from './-components/staff-types.ts'
import type { ItemStatisticsResponse } from '#shared/item-statistics/schema.ts'
import type { AgreementResponse } from '#shared/evaluation/agreement-schema.ts'

/** /staff: the evaluation queue, filtered by the URL's search, kept current while open. */
export const staffRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/staff',
  validateSearch: validateQueueSearch,
  beforeLoad: ({ context }) => requireRole(context.user, STAFF_ROLES),
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => ({ queue: await loadQueue(context.api, deps), loadedAt: Date.now() }),
  component: lazyRouteComponent(() => import('./queue-page.tsx'), 'StaffQueue'),
  staticData: { page: 'client/routes/staff/queue-page.tsx' },
  pendingComponent: () => <LoadPending label="Loading the queue..." />,
  errorComponent: ({ error }) => <LoadError title="Evaluation queue" what="the evaluation queue" error={error} />,
})

/** /staff/submissions/{id}: one submission to evaluate, claimed on open. */
export const staffSubmissionRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/staff/submissions/$submissionId',
  beforeLoad: ({ context }) => requireRole(context.user, STAFF_ROLES),
  loader: async ({ context, params }) => ({
    detail: await context.api<SubmissionDetail>(`/api/staff/submissions/${encodeURIComponent(params.submissionId)}`),
    loadedAt: Date.now(),
  }),
  // Claims, drafts and saves change the record: never reuse a cached copy of it.
  staleTime: 0,
  gcTime: 0,
  component: lazyRouteComponent(() => import('./submission-page.tsx'), 'StaffSubmission'),
  staticData: { page: 'client/routes/staff/submission-page.tsx' },
  pendingComponent: () => <LoadPending label="Loading the submission..." />,
  errorComponent: ({ error }) => <LoadError title="Evaluation" what="this submission" error={error} />,
})

/** /staff/tests/{id}/statistics: how each question of a test version behaved, with flags and a CSV. Staff and admins. */
export const staffItemStatisticsRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/staff/tests/$testId/statistics',
  beforeLoad: ({ context }) => requireRole(context.user, STAFF_ROLES),
  loader: ({ context, params }) => context.api<ItemStatisticsResponse>(`/api/staff/tests/${encodeURIComponent(params.testId)}/item-statistics`),
  component: lazyRouteComponent(() => import('./item-statistics-page.tsx'), 'StaffItemStatistics'),
  staticData: { page: 'client/routes/staff/item-statistics-page.tsx' },
  pendingComponent: () => <LoadPending label="Loading the item statistics..." />,
  errorComponent: ({ error }) => <LoadError title="Item statistics" what="the item statistics" error={error} />,
})

/** /staff/agreement: how closely double-marking evaluators agree, per criterion and per evaluator. Staff and admins. */
export const staffAgreementRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/staff/agreement',
  beforeLoad: ({ context }) => requireRole(context.user, STAFF_ROLES),
  loader: ({ context }) => context.api<AgreementResponse>('/api/staff/agreement'),
  // Every saved second marks changes the figures.
  staleTime: 0,
  component: lazyRouteComponent(() => import('./agreement-page.tsx'), 'StaffAgreement'),
  staticData: { page: 'client/routes/staff/agreement-page.tsx' },
  pendingComponent: () => <LoadPending label="Loading the agreement figures..." />,
  errorComponent: ({ error }) => <LoadError title="Marking agreement" what="the agreement figures" error={error} />,
})
