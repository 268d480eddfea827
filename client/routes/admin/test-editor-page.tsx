import { getRouteApi } from '@tanstack/react-router'
import { EditorPage } from './-components/editor/EditorPage.tsx'

const adminTestEditorRoute = getRouteApi('/authed/admin/tests/$testId')

/** The test editor, in its own chunk: only staff and admins ever load it. */
export function AdminTestEditor() {
  const { api, boot } = adminTestEditorRoute.useRouteContext()
  const { view, schema } = adminTestEditorRoute.useLoaderData()
  // A new version (Edit) is a new page: its form starts from what the server holds.
  return <EditorPage key={view.id} api={api} csrfToken={boot.csrfToken} initial={view} schema={schema} />
}
