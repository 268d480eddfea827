import { adminUsersRoute } from './routes.tsx'
import { UsersPage } from './-components/UsersPage.tsx'

/** The users screen, in its own chunk: only admins ever load it. */
export function AdminUsers() {
  const { user, boot } = adminUsersRoute.useRouteContext()
  return <UsersPage users={adminUsersRoute.useLoaderData().items} query={adminUsersRoute.useSearch().query ?? ''} me={user} csrfToken={boot.csrfToken} />
}
