import { createRoute } from '@tanstack/react-router'
import { usePageTitle } from '../../components/ui-state/UiStateProvider.tsx'
import { authedRoute } from '../authed.tsx'
import { SpeakingFailed, SpeakingPending } from './-components/LoadStates.tsx'
import { loadMockSpeaking } from './-components/load-speaking-test.ts'
import { MockSpeakingScreen } from './-components/MockSpeakingScreen.tsx'
import { speakingTitle, SPEAKING_TEXTS } from './-components/texts.ts'
import { EXAM_SCREEN } from '../../components/layout/exam-mode.ts'

/** /mock-speaking/{testId}: a mock test's speaking section on its own (SPEC.md section 2). */
export const mockSpeakingRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/mock-speaking/$testId',
  staticData: EXAM_SCREEN,
  loader: ({ context, params }) => loadMockSpeaking(context.api, params.testId),
  pendingComponent: SpeakingPending,
  errorComponent: () => <SpeakingFailed backTo="/dashboard" />,
  component: MockSpeakingPage,
})

function MockSpeakingPage() {
  const { test, failure } = mockSpeakingRoute.useLoaderData()
  const { testId } = mockSpeakingRoute.useParams()
  const { api, boot, user } = mockSpeakingRoute.useRouteContext()
  usePageTitle(test ? speakingTitle(test.title) : SPEAKING_TEXTS.loadError)
  if (!test) return <SpeakingFailed reason={failure} backTo="/dashboard" />
  return <MockSpeakingScreen key={testId} api={api} csrfToken={boot.csrfToken} testId={testId} test={test} userId={user.id} />
}
