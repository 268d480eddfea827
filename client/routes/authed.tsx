import { useEffect } from 'react'
import { createRoute, Outlet, redirect } from '@tanstack/react-router'
import { AppShell } from '../components/layout/AppShell.tsx'
import { loadNotifications } from '../components/layout/notifications.ts'
import { useUiState } from '../components/ui-state/UiStateProvider.tsx'
import { rootRoute } from './root.tsx'

/**
 * Every logged-in screen sits under this layout. The gate runs in beforeLoad, so it is enforced
 * by the server's render (a 302 to /login) as well as on client-side navigation.
 */
export const authedRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'authed',
  beforeLoad: ({ context, location }) => {
    if (!context.boot.user) {
      throw redirect({ href: `/login?next=${encodeURIComponent(location.href)}`, statusCode: 302 })
    }
    return { user: context.boot.user }
  },
  // Every page brings the real unread count for the header's bell (docs/decisions/0005): on the
  // server it came with the user, in one call.
  loader: async ({ context }) => ({ notifications: context.bell ?? (await loadNotifications(context.api)) }),
  component: AuthedLayout,
})

function AuthedLayout() {
  const { user, boot } = authedRoute.useRouteContext()
  const { notifications } = authedRoute.useLoaderData()
  const { dispatch } = useUiState()
  const unread = notifications?.unread
  useEffect(() => {
    if (unread !== undefined) dispatch({ type: 'notificationCount', count: unread })
  }, [unread, dispatch])
  return (
    <AppShell user={user} csrfToken={boot.csrfToken}>
      <Outlet />
    </AppShell>
  )
}
