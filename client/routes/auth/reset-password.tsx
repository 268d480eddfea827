import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { rootRoute } from '../root.tsx'

export const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reset-password',
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({ token: typeof search.token === 'string' ? search.token : undefined }),
  component: lazyRouteComponent(() => import('./reset-password-page.tsx'), 'ResetPasswordPage'),
  staticData: { page: 'client/routes/auth/reset-password-page.tsx', htmlOnly: true },
})
