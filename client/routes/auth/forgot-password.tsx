import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { rootRoute } from '../root.tsx'

export const forgotPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/forgot-password',
  // `?sent=1` is read as the number 1: a string would be written back as `"1"` (see login.tsx).
  validateSearch: (search: Record<string, unknown>): { sent?: 1 } => ({ sent: Number(search.sent) === 1 ? 1 : undefined }),
  component: lazyRouteComponent(() => import('./forgot-password-page.tsx'), 'ForgotPasswordPage'),
  staticData: { page: 'client/routes/auth/forgot-password-page.tsx', htmlOnly: true },
})
