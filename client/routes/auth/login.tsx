import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router'
import { safeNext } from '../../lib/public-paths.ts'
import { rootRoute } from '../root.tsx'

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  // The router reads `?reset=1` as the number 1; a string here would be written back as `"1"`, a
  // different URL, which the server's render answers with a redirect that drops the notice.
  validateSearch: (search: Record<string, unknown>): { next?: string; reset?: 1 } => ({
    next: typeof search.next === 'string' ? search.next : undefined,
    reset: Number(search.reset) === 1 ? 1 : undefined,
  }),
  beforeLoad: ({ context, search }) => {
    if (context.boot.user) throw redirect({ href: safeNext(search.next), statusCode: 302 })
  },
  component: lazyRouteComponent(() => import('./login-page.tsx'), 'LoginPage'),
  staticData: { page: 'client/routes/auth/login-page.tsx', htmlOnly: true },
})
