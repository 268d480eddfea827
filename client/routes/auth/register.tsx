import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router'
import { rootRoute } from '../root.tsx'

export const registerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/register',
  beforeLoad: ({ context }) => {
    if (context.boot.user) throw redirect({ href: '/app/welcome', statusCode: 302 })
  },
  component: lazyRouteComponent(() => import('./register-page.tsx'), 'RegisterPage'),
  staticData: { page: 'client/routes/auth/register-page.tsx', htmlOnly: true },
})
