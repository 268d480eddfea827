import { getRouteApi } from '@tanstack/react-router'
import { TestsPage } from './-components/TestsPage.tsx'

const adminTestsRoute = getRouteApi('/authed/admin/tests')

/** The tests screen, in its own chunk: only staff and admins ever load it. */
export function AdminTests() {
  const { api, user } = adminTestsRoute.useRouteContext()
  return <TestsPage api={api} families={adminTestsRoute.useLoaderData().items} canImport={user?.role === 'admin'} />
}
