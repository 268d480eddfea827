import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { LoadError, LoadPending } from '../../components/hub/LoadStates.tsx'
import { authedRoute } from '../authed.tsx'
import { loadHomeData } from './-components/home-data.ts'

/** /dashboard: the fuller view: each skill with its trend and every score, what next, recent attempts. */
export const dashboardRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/dashboard',
  loader: ({ context }) => loadHomeData(context.api, { withPlan: true }),
  component: lazyRouteComponent(() => import('./dashboard-page.tsx'), 'DashboardPage'),
  staticData: { page: 'client/routes/home/dashboard-page.tsx' },
  pendingComponent: () => <LoadPending label="Loading your progress..." />,
  errorComponent: ({ error }) => <LoadError title="Dashboard" what="your progress" error={error} />,
})
