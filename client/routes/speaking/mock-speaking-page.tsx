import { getRouteApi } from '@tanstack/react-router'
import { usePageTitle } from '../../components/ui-state/UiStateProvider.tsx'
import { SpeakingFailed } from './-components/LoadStates.tsx'
import { MockSpeakingScreen } from './-components/MockSpeakingScreen.tsx'
import { speakingTitle, SPEAKING_TEXTS } from '#client/exam/speaking/texts.ts'

const mockSpeakingRoute = getRouteApi('/authed/mock-speaking/$testId')

/* The mock's speaking section, in its own chunk: the router loads it before hydrating (client/router.tsx). */
export function MockSpeakingPage() {
  const { test, failure } = mockSpeakingRoute.useLoaderData()
  const { testId } = mockSpeakingRoute.useParams()
  const { api, boot, user } = mockSpeakingRoute.useRouteContext()
  usePageTitle(test ? speakingTitle(test.title) : SPEAKING_TEXTS.loadError)
  if (!test) return <SpeakingFailed reason={failure} backTo="/dashboard" />
  return <MockSpeakingScreen key={testId} api={api} csrfToken={boot.csrfToken} testId={testId} test={test} userId={user.id} />
}
