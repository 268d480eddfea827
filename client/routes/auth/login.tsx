import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router'
import { safeNext } from '../../lib/public-paths.ts'
import { rootRoute } from '../root.tsx'

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  validateSearch: (search: Record<string, unknown>): { next?: string; reset?: '1' } => ({
    next: typeof search.next === 'string' ? search.next : undefined,
    reset: search.reset === '1' ? '1' : undefined,
  }),
  beforeLoad: ({ context, search }) => {
    if (context.boot.user) throw redirect({ href: safeNext(search.next), statusCode: 302 })
  },
  component: lazyRouteComponent(() => import('./login-page.tsx'), 'LoginPage'),
  staticData: { page: 'client/routes/auth/login-page.tsx', htmlOnly: true },
})
