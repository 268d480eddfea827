import { useMemo } from 'react'
import { createRoute, Link } from '@tanstack/react-router'
import type { ApiFetch } from '#client/lib/api.ts'
import { useAttempt } from '#client/lib/exam/use-attempt.ts'
import { validateTestLaunch, withLaunchDefaults, type TestLaunch } from '#client/lib/test-launch.ts'
import { usePageTitle } from '../../components/ui-state/UiStateProvider.tsx'
import { authedRoute } from '../authed.tsx'
import { hasNoListeningData, planListening, type ListeningPlan } from './-components/listening-plan.ts'
import { ListeningScreen } from './-components/ListeningScreen.tsx'
import { loadListeningTest, type LoadedListeningTest } from './-components/load-listening-test.ts'
import { LISTENING_TEXTS } from './-components/texts.ts'
import { EXAM_SCREEN } from '../../components/layout/exam-mode.ts'

/**
 * /oet-listening/{testId}: the listening test of either kind (OET or general) and either content
 * form. The launch (mode, minutes, parts) is the URL's search (docs/decisions/0010); the attempt
 * the server starts or resumes decides the mode and the clock.
 */
export const listeningTestRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/oet-listening/$testId',
  staticData: EXAM_SCREEN,
  validateSearch: validateTestLaunch,
  // A failed load is a state of the page ("Error loading test"), not a thrown route error.
  loader: ({ context, params }) =>
    loadListeningTest(context.api, params.testId).then(
      (test) => ({ test, reason: null }),
      (error: unknown) => ({ test: null, reason: error instanceof Error ? error.message : null }),
    ),
  pendingComponent: Loading,
  errorComponent: () => <LoadFailed reason={null} />,
  component: ListeningTestPage,
})

function ListeningTestPage() {
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
  return <ListeningScreen api={api} test={test} testId={testId} plan={plan} session={session} />
}

function Loading() {
  return (
    <p className="loading" role="status">
      {LISTENING_TEXTS.loading}
    </p>
  )
}

function LoadFailed({ reason }: { reason: string | null }) {
  usePageTitle(LISTENING_TEXTS.loadError)
  return (
    <section className="lt-state" role="alert">
      <h1>{LISTENING_TEXTS.loadError}</h1>
      {reason && reason !== LISTENING_TEXTS.loadError && <p>{reason}</p>}
      <BackToTests />
    </section>
  )
}

function BackToTests() {
  return (
    <p>
      <Link to="/app/integration">Back to the listening tests</Link>
    </p>
  )
}
