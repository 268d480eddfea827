import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { LoadError, LoadPending } from '../../components/hub/LoadStates.tsx'
import { authedRoute } from '../authed.tsx'
import { loadHomeData } from './-components/home-data.ts'

/** /app/welcome: the starting point, lighter than the dashboard: a greeting, what next, each skill. */
export const welcomeRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/app/welcome',
  loader: ({ context }) => loadHomeData(context.api),
  component: lazyRouteComponent(() => import('./welcome-page.tsx'), 'WelcomePage'),
  staticData: { page: 'client/routes/home/welcome-page.tsx' },
  pendingComponent: () => <LoadPending label="Loading your progress..." />,
  errorComponent: ({ error }) => <LoadError title="Welcome" what="your progress" error={error} />,
})
