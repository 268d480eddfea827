import { getRouteApi } from '@tanstack/react-router'
import { SpeakingHub } from './-components/SpeakingHub.tsx'

const speakingHubRoute = getRouteApi('/authed/oet-speaking')

/* The speaking hub, in its own chunk: the router loads it before hydrating (client/router.tsx). */
export function SpeakingHubPage() {
  const { api } = speakingHubRoute.useRouteContext()
  return <SpeakingHub data={speakingHubRoute.useLoaderData()} api={api} />
}
