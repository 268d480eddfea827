import { createRoute, Link } from '@tanstack/react-router'
import type { ApiFetch } from '#client/lib/api.ts'
import { useAttempt } from '#client/lib/exam/use-attempt.ts'
import type { TestLaunch } from '#client/lib/test-launch.ts'
import { usePageTitle } from '../../components/ui-state/UiStateProvider.tsx'
import { authedRoute } from '../authed.tsx'
import { loadWritingTest, type WritingTestContent } from './-components/load-writing-test.ts'
import { WRITING_TEXTS } from './-components/texts.ts'
import { WritingScreen } from './-components/WritingScreen.tsx'
import { EXAM_SCREEN } from '../../components/layout/exam-mode.ts'

/** Writing is sat one way, timed as the exam: the server fixes 2700 s with the first 300 s locked. */
const WRITING_LAUNCH: TestLaunch = { mode: 'simulation' }

/**
 * /oet-writing/{testId}: the writing test (SPEC.md section 2). The loader fetches the content; the
 * attempt is started (or resumed) on the server when the page opens, so the clock runs from the
 * server's start and a reload continues it.
 */
export const writingTestRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/oet-writing/$testId',
  staticData: EXAM_SCREEN,
  loader: ({ context, params }) => loadWritingTest(context.api, params.testId),
  // The content does not change during a test, and a reload of it would wipe the highlights.
  shouldReload: false,
  pendingComponent: WritingPending,
  // Only an unexpected fault comes here: the loader turns a failed call into a state.
  errorComponent: () => <WritingFailed reason={null} />,
  component: WritingTestPage,
})

function WritingTestPage() {
  const { test, failure } = writingTestRoute.useLoaderData()
  const { testId } = writingTestRoute.useParams()
  const { api, boot, user } = writingTestRoute.useRouteContext()
  // Keyed by the test: going from one test straight to another starts afresh, attempt and all.
  return test ? (
    <WritingAttempt key={testId} test={test} testId={testId} api={api} csrfToken={boot.csrfToken} userId={user.id} />
  ) : (
    <WritingFailed reason={failure} />
  )
}

interface WritingAttemptProps {
  test: WritingTestContent
  testId: string
  api: ApiFetch
  csrfToken: string
  userId: string
}

/** Starts (or resumes) the attempt on the server, then shows the test. */
function WritingAttempt({ test, testId, api, csrfToken, userId }: WritingAttemptProps) {
  usePageTitle(test.subTitle || test.title)
  const session = useAttempt(api, testId, WRITING_LAUNCH)
  if (session.phase === 'failed') return <WritingFailed reason={session.error} />
  if (!session.attempt) return <WritingPending />
  return <WritingScreen test={test} testId={testId} session={session} attempt={session.attempt} api={api} csrfToken={csrfToken} userId={userId} />
}

function WritingPending() {
  return (
    <p className="loading" role="status">
      {WRITING_TEXTS.loading}
    </p>
  )
}

/** SPEC.md section 8: "Error loading test", with the server's reason when it gave one. */
function WritingFailed({ reason }: { reason: string | null }) {
  usePageTitle(WRITING_TEXTS.loadError)
  return (
    <section className="writing-state card" aria-labelledby="writing-failed-title">
      <h1 id="writing-failed-title">{WRITING_TEXTS.loadError}</h1>
      {reason && reason !== WRITING_TEXTS.loadError && <p role="alert">{reason}</p>}
      <Link to="/app/oetwriting" className="button button-quiet">
        Back to writing tests
      </Link>
    </section>
  )
}
