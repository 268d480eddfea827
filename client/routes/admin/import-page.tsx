import { adminImportRoute } from './routes.tsx'
import { ImportPage } from './-components/ImportPage.tsx'

/** The import screen, in its own chunk: only admins ever load it. */
export function AdminImport() {
  const { api, boot } = adminImportRoute.useRouteContext()
  return <ImportPage api={api} csrfToken={boot.csrfToken} />
}
