import { speakingHubRoute } from './hub.tsx'
import { SpeakingHub } from './-components/SpeakingHub.tsx'

/* The speaking hub, in its own chunk: the router loads it before hydrating (client/router.tsx). */
export function SpeakingHubPage() {
  return <SpeakingHub data={speakingHubRoute.useLoaderData()} />
}
