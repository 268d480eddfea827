import { useMemo } from 'react'
import { getRouteApi } from '@tanstack/react-router'
import type { ApiFetch } from '#client/lib/api.ts'
import { useAttempt } from '#client/lib/exam/use-attempt.ts'
import { withLaunchDefaults, type TestLaunch } from '#client/lib/test-launch.ts'
import { usePageTitle } from '../../components/ui-state/UiStateProvider.tsx'
import { hasNoListeningData, planListening, type ListeningPlan } from '#client/exam/listening/listening-plan.ts'
import { ListeningExam } from '#client/exam/listening/ListeningExam.tsx'
import type { LoadedListeningTest } from '#client/exam/listening/load-listening-test.ts'
import { LISTENING_TEXTS } from '#client/exam/listening/texts.ts'
import { BackToTests, LoadFailed, Loading } from './-components/LoadStates.tsx'

const listeningTestRoute = getRouteApi('/authed/oet-listening/$testId')

/** The listening test's screen, in its own chunk (loaded before hydration, see client/router.tsx). */
export function ListeningTestPage() {
  const { test, reason } = listeningTestRoute.useLoaderData()
  if (!test) return <LoadFailed reason={reason} />
  return <ListeningTest test={test} />
}

function ListeningTest({ test }: { test: LoadedListeningTest }) {
  const launch = withLaunchDefaults(listeningTestRoute.useSearch())
  const { testId } = listeningTestRoute.useParams()
  const { api } = listeningTestRoute.useRouteContext()
  usePageTitle(test.title)
  const plan = useMemo(() => planListening(test.content, launch.parts), [test.content, launch.parts])
  if (hasNoListeningData(plan)) {
    return (
      <section className="lt-state" aria-labelledby="lt-state-title">
        <h1 id="lt-state-title">{test.title}</h1>
        <p role="alert">{LISTENING_TEXTS.noListeningData}</p>
        <BackToTests />
      </section>
    )
  }
  return <ListeningAttempt api={api} test={test} testId={testId} launch={launch} plan={plan} />
}

interface ListeningAttemptProps {
  api: ApiFetch
  test: LoadedListeningTest
  testId: string
  launch: TestLaunch
  plan: ListeningPlan
}

/** Starts (or resumes) the attempt on the server, then shows the test. */
function ListeningAttempt({ api, test, testId, launch, plan }: ListeningAttemptProps) {
  const session = useAttempt(api, testId, launch)
  if (session.phase === 'failed') return <LoadFailed reason={session.error} />
  if (session.phase === 'starting') return <Loading />
  return <ListeningExam api={api} test={test} testId={testId} plan={plan} session={session} />
}
