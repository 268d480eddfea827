import { getRouteApi } from '@tanstack/react-router'
import { UsersPage } from './-components/UsersPage.tsx'

const adminUsersRoute = getRouteApi('/authed/admin/users')

/** The users screen, in its own chunk: only admins ever load it. */
export function AdminUsers() {
  const { user, boot } = adminUsersRoute.useRouteContext()
  const { items, marking } = adminUsersRoute.useLoaderData()
  return <UsersPage users={items} marking={marking} query={adminUsersRoute.useSearch().query ?? ''} me={user} csrfToken={boot.csrfToken} />
}
