import { getRouteApi } from '@tanstack/react-router'
import { TestHub } from '../../components/hub/TestHub.tsx'
import { TITLE } from './-components/hub-title.ts'

const listeningHubRoute = getRouteApi('/authed/app/integration')

/* The page itself, in its own chunk: the router loads it before hydrating (client/router.tsx). */
export function ListeningHub() {
  return (
    <TestHub
      title={TITLE}
      intro="Practise at your own pace with the time limit you choose, or sit a simulation timed like the exam. Your last score and grade show on each test."
      skill="listening"
      emptyText="No listening tests are available yet."
      data={listeningHubRoute.useLoaderData()}
    />
  )
}
