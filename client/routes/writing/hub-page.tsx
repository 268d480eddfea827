import { writingHubRoute } from './hub.tsx'
import { WritingHub } from './-components/WritingHub.tsx'

/* The writing hub, in its own chunk: the router loads it before hydrating (client/router.tsx). */
export function WritingHubPage() {
  return <WritingHub data={writingHubRoute.useLoaderData()} />
}
