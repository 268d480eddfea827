import { getRouteApi } from '@tanstack/react-router'
import { ImportPage } from './-components/ImportPage.tsx'

const adminImportRoute = getRouteApi('/authed/admin/import')

/** The import screen, in its own chunk: only admins ever load it. */
export function AdminImport() {
  const { api, boot } = adminImportRoute.useRouteContext()
  return <ImportPage api={api} csrfToken={boot.csrfToken} />
}
