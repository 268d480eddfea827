import { getRouteApi } from '@tanstack/react-router'
import { TestHub } from '../../components/hub/TestHub.tsx'
import { TITLE } from './-components/hub-title.ts'

const readingHubRoute = getRouteApi('/authed/app/oetreading')

/* The page itself, in its own chunk: the router loads it before hydrating (client/router.tsx). */
export function ReadingHub() {
  return (
    <TestHub
      title={TITLE}
      intro="Part A is a quick scan of short texts, Parts B and C careful reading. Practise with the time limit you choose, or sit a simulation timed like the exam."
      skill="reading"
      emptyText="No reading tests are available yet."
      data={readingHubRoute.useLoaderData()}
    />
  )
}
