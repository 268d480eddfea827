import { useMemo } from 'react'
import { createRoute, Link } from '@tanstack/react-router'
import { useAttempt } from '#client/lib/exam/use-attempt.ts'
import { validateMockLaunch } from '#client/lib/mock-launch.ts'
import { withLaunchDefaults } from '#client/lib/test-launch.ts'
import { usePageTitle } from '../../components/ui-state/UiStateProvider.tsx'
import { authedRoute } from '../authed.tsx'
import { loadMockTest, type LoadedMockTest } from './-components/load-mock-test.ts'
import { MockExam } from './-components/MockExam.tsx'
import { planMock } from './-components/mock-plan.ts'
import { MOCK_TEXTS } from './-components/texts.ts'
import { EXAM_SCREEN } from '../../components/layout/exam-mode.ts'

/**
 * /mock-test/{testId}: a full mock across the chosen sections (SPEC.md section 2). The launch
 * (mode, practice minutes, sections) is the URL's search (docs/decisions/0010 and 0020); the
 * attempt the server starts or resumes decides the mode, the clocks and the sections.
 */
export const mockTestRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/mock-test/$testId',
  staticData: EXAM_SCREEN,
  validateSearch: validateMockLaunch,
  loader: ({ context, params }) => loadMockTest(context.api, params.testId),
  // The content does not change during a test, and a reload of it would wipe the highlights.
  shouldReload: false,
  pendingComponent: Loading,
  errorComponent: () => <LoadFailed reason={null} />,
  component: MockTestPage,
})

function MockTestPage() {
  const { test, failure } = mockTestRoute.useLoaderData()
  const { testId } = mockTestRoute.useParams()
  usePageTitle(test?.title ?? MOCK_TEXTS.loadError)
  // Keyed by the test: going from one mock straight to another starts afresh.
  return test ? <MockAttempt key={testId} test={test} testId={testId} /> : <LoadFailed reason={failure} />
}

/** Starts (or resumes) the mock's one attempt on the server, then shows the exam. */
function MockAttempt({ test, testId }: { test: LoadedMockTest; testId: string }) {
  const search = mockTestRoute.useSearch()
  const launch = withLaunchDefaults(search)
  const { api, boot, user } = mockTestRoute.useRouteContext()
  const session = useAttempt(api, testId, launch, search.sections)
  // An open attempt keeps the sections it started with, whatever the URL says now.
  const stored = session.attempt?.sections
  const plan = useMemo(() => planMock(test.content, stored ?? search.sections ?? null), [test.content, stored, search.sections])
  if (session.phase === 'failed') return <LoadFailed reason={session.error} />
  if (session.phase === 'starting' || !session.attempt) return <Loading />
  if (plan.length === 0) return <LoadFailed reason={null} />
  return <MockExam api={api} csrfToken={boot.csrfToken} testId={testId} userId={user.id} title={test.title} test={test.content} plan={plan} session={session} />
}

function Loading() {
  return (
    <p className="loading" role="status">
      {MOCK_TEXTS.loading}
    </p>
  )
}

function LoadFailed({ reason }: { reason: string | null }) {
  return (
    <section className="lt-state" role="alert">
      <h1>{MOCK_TEXTS.loadError}</h1>
      {reason && reason !== MOCK_TEXTS.loadError && <p>{reason}</p>}
      <p>
        <Link to="/mock-tests">Back to Mock Tests</Link>
      </p>
    </section>
  )
}
