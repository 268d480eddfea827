import { getRouteApi } from '@tanstack/react-router'
import type { SpeakingTest } from '#shared/speaking/schema.ts'
import type { ApiFetch } from '#client/lib/api.ts'
import { usePageTitle } from '../../components/ui-state/UiStateProvider.tsx'
import type { SendPart } from '#client/exam/speaking/mock-batch.ts'
import { MOCK_WORDS } from '#client/exam/speaking/screen-words.ts'
import { SpeakingExam } from '#client/exam/speaking/SpeakingExam.tsx'
import { submitMockSpeakingPart } from '#client/exam/speaking/speaking-submission.ts'
import { speakingTitle, SPEAKING_TEXTS } from '#client/exam/speaking/texts.ts'
import { useSpeakingSitting } from '#client/exam/speaking/use-speaking-sitting.ts'
import { SpeakingFailed } from './-components/LoadStates.tsx'

const mockSpeakingRoute = getRouteApi('/authed/mock-speaking/$testId')

/* The mock's speaking section, in its own chunk: the router loads it before hydrating (client/router.tsx). */
export function MockSpeakingPage() {
  const { test, failure } = mockSpeakingRoute.useLoaderData()
  const { testId } = mockSpeakingRoute.useParams()
  const { api, boot, user } = mockSpeakingRoute.useRouteContext()
  usePageTitle(test ? speakingTitle(test.title) : SPEAKING_TEXTS.loadError)
  if (!test) return <SpeakingFailed reason={failure} backTo="/dashboard" />
  return <MockSpeakingSitting key={testId} api={api} csrfToken={boot.csrfToken} testId={testId} test={test} userId={user.id} />
}

interface MockSpeakingSittingProps {
  api: ApiFetch
  csrfToken: string
  testId: string
  test: SpeakingTest
  userId: string
}

/** The mock speaking screen as the speaking shell's host: the parts are collected and sent together. */
function MockSpeakingSitting({ api, csrfToken, testId, test, userId }: MockSpeakingSittingProps) {
  const { host } = useSpeakingSitting({ api, testId, test, userId, sitting: 'mock-speaking' })
  const send: SendPart = (part, onProgress) => submitMockSpeakingPart({ testId, about: test, part, csrfToken, onProgress })
  return <SpeakingExam host={{ ...host, words: MOCK_WORDS, ending: { kind: 'batch', send } }} />
}
