import { getRouteApi } from '@tanstack/react-router'
import { WritingHub } from './-components/WritingHub.tsx'

const writingHubRoute = getRouteApi('/authed/app/oetwriting')

/* The writing hub, in its own chunk: the router loads it before hydrating (client/router.tsx). */
export function WritingHubPage() {
  const { api } = writingHubRoute.useRouteContext()
  return <WritingHub data={writingHubRoute.useLoaderData()} api={api} />
}
