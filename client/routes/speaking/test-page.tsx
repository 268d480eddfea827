import { getRouteApi } from '@tanstack/react-router'
import type { SpeakingTest } from '#shared/speaking/schema.ts'
import type { ApiFetch } from '#client/lib/api.ts'
import { usePageTitle } from '../../components/ui-state/UiStateProvider.tsx'
import { TEST_WORDS } from '#client/exam/speaking/screen-words.ts'
import { SpeakingExam } from '#client/exam/speaking/SpeakingExam.tsx'
import type { SendAudio } from '#client/exam/speaking/speaking-host.ts'
import { submitSpeakingPart } from '#client/exam/speaking/speaking-submission.ts'
import { speakingTitle, SPEAKING_TEXTS } from '#client/exam/speaking/texts.ts'
import { useSpeakingSitting } from '#client/exam/speaking/use-speaking-sitting.ts'
import { AllSubmitted } from './-components/AllSubmitted.tsx'
import { SpeakingFailed } from './-components/LoadStates.tsx'

const speakingTestRoute = getRouteApi('/authed/oet-speaking/$testId')

/* The speaking test's screen, in its own chunk: the router loads it before hydrating (client/router.tsx). */
export function SpeakingTestPage() {
  const { test, failure, submitted } = speakingTestRoute.useLoaderData()
  const { testId } = speakingTestRoute.useParams()
  const { api, boot, user } = speakingTestRoute.useRouteContext()
  usePageTitle(test ? speakingTitle(test.title) : SPEAKING_TEXTS.loadError)
  if (!test) return <SpeakingFailed reason={failure} />
  return <SpeakingTestSitting key={testId} api={api} csrfToken={boot.csrfToken} testId={testId} test={test} userId={user.id} submitted={submitted} />
}

interface SpeakingTestSittingProps {
  api: ApiFetch
  csrfToken: string
  testId: string
  test: SpeakingTest
  userId: string
  /** Main card numbers this student has already submitted: a returning student goes on from there. */
  submitted: readonly number[]
}

/** The standalone speaking test as the speaking shell's host: each part is sent on its own. */
function SpeakingTestSitting({ api, csrfToken, testId, test, userId, submitted }: SpeakingTestSittingProps) {
  const { allIn, host } = useSpeakingSitting({ api, testId, test, userId, sitting: 'speaking-test', submitted })
  if (allIn) return <AllSubmitted title={test.title} discipline={test.discipline} count={host.mainCards.length} />
  const send: SendAudio = (part, audio, onProgress) => submitSpeakingPart({ testId, mainCardNumber: part, audio, csrfToken, onProgress })
  return <SpeakingExam host={{ ...host, words: TEST_WORDS, ending: { kind: 'submit', submitted, send } }} />
}
