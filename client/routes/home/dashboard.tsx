import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { LoadError, LoadPending } from '../../components/hub/LoadStates.tsx'
import { authedRoute } from '../authed.tsx'
import type { MyPlan } from '#shared/progress/schema.ts'
import { loadHomeData } from './-components/home-data.ts'

/** /dashboard: the fuller view: each skill with its trend and every score, what next, recent attempts. */
export const dashboardRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/dashboard',
  // The week's plan beside the results: a dashboard without it still shows them (what to do next instead).
  loader: async ({ context }) => {
    const [home, plan] = await Promise.all([loadHomeData(context.api), context.api<MyPlan>('/api/me/plan').catch(() => null)])
    return { ...home, plan }
  },
  component: lazyRouteComponent(() => import('./dashboard-page.tsx'), 'DashboardPage'),
  staticData: { page: 'client/routes/home/dashboard-page.tsx' },
  pendingComponent: () => <LoadPending label="Loading your progress..." />,
  errorComponent: ({ error }) => <LoadError title="Dashboard" what="your progress" error={error} />,
})
