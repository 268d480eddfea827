import { getRouteApi } from '@tanstack/react-router'
import { usePageTitle } from '../../components/ui-state/UiStateProvider.tsx'
import { SpeakingFailed } from './-components/LoadStates.tsx'
import { SpeakingScreen } from './-components/SpeakingScreen.tsx'
import { speakingTitle, SPEAKING_TEXTS } from '#client/exam/speaking/texts.ts'

const speakingTestRoute = getRouteApi('/authed/oet-speaking/$testId')

/* The speaking test's screen, in its own chunk: the router loads it before hydrating (client/router.tsx). */
export function SpeakingTestPage() {
  const { test, failure, submitted } = speakingTestRoute.useLoaderData()
  const { testId } = speakingTestRoute.useParams()
  const { api, boot, user } = speakingTestRoute.useRouteContext()
  usePageTitle(test ? speakingTitle(test.title) : SPEAKING_TEXTS.loadError)
  if (!test) return <SpeakingFailed reason={failure} />
  return <SpeakingScreen key={testId} api={api} csrfToken={boot.csrfToken} testId={testId} test={test} userId={user.id} submitted={submitted} />
}
