import { getRouteApi } from '@tanstack/react-router'
import type { ApiFetch } from '#client/lib/api.ts'
import { useAttempt } from '#client/lib/exam/use-attempt.ts'
import type { TestLaunch } from '#client/lib/test-launch.ts'
import { usePageTitle } from '../../components/ui-state/UiStateProvider.tsx'
import type { WritingTestContent } from './-components/load-writing-test.ts'
import { WritingScreen } from './-components/WritingScreen.tsx'
import { WritingFailed, WritingPending } from './-components/LoadStates.tsx'

const writingTestRoute = getRouteApi('/authed/oet-writing/$testId')

/* The writing test's screen, in its own chunk: the router loads it before hydrating (client/router.tsx). */
/**
 * Writing is timed as the exam either way: the server fixes 2700 s with the first 300 s locked.
 * Practice differs only in having the letter checks; a resumed attempt keeps the mode it began in.
 */
const LAUNCHES: Record<'practice' | 'simulation', TestLaunch> = { practice: { mode: 'practice' }, simulation: { mode: 'simulation' } }

export function WritingTestPage() {
  const { test, failure } = writingTestRoute.useLoaderData()
  const { testId } = writingTestRoute.useParams()
  const { mode } = writingTestRoute.useSearch()
  const { api, boot, user } = writingTestRoute.useRouteContext()
  // Keyed by the test: going from one test straight to another starts afresh, attempt and all.
  return test ? (
    <WritingAttempt key={testId} test={test} testId={testId} launch={LAUNCHES[mode ?? 'simulation']} api={api} csrfToken={boot.csrfToken} userId={user.id} />
  ) : (
    <WritingFailed reason={failure} />
  )
}

interface WritingAttemptProps {
  test: WritingTestContent
  testId: string
  launch: TestLaunch
  api: ApiFetch
  csrfToken: string
  userId: string
}

/** Starts (or resumes) the attempt on the server, then shows the test. */
function WritingAttempt({ test, testId, launch, api, csrfToken, userId }: WritingAttemptProps) {
  usePageTitle(test.subTitle || test.title)
  const session = useAttempt(api, testId, launch)
  if (session.phase === 'failed') return <WritingFailed reason={session.error} />
  if (!session.attempt) return <WritingPending />
  return <WritingScreen test={test} testId={testId} session={session} attempt={session.attempt} api={api} csrfToken={csrfToken} userId={userId} />
}
