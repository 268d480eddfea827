import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { rootRoute } from '../root.tsx'

export const forgotPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/forgot-password',
  validateSearch: (search: Record<string, unknown>): { sent?: '1' } => ({ sent: search.sent === '1' ? '1' : undefined }),
  component: lazyRouteComponent(() => import('./forgot-password-page.tsx'), 'ForgotPasswordPage'),
  staticData: { page: 'client/routes/auth/forgot-password-page.tsx', htmlOnly: true },
})
