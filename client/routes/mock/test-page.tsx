import { useMemo } from 'react'
import { getRouteApi } from '@tanstack/react-router'
import { useBrowserLoad } from '#client/lib/exam/browser-load.ts'
import { useAttempt } from '#client/lib/exam/use-attempt.ts'
import { withLaunchDefaults } from '#client/lib/test-launch.ts'
import { usePageTitle } from '../../components/ui-state/UiStateProvider.tsx'
import { loadMockTest, type LoadedMockTest, type MockLoad } from './-components/load-mock-test.ts'
import { MockExam } from './-components/MockExam.tsx'
import { planMock } from './-components/mock-plan.ts'
import { MOCK_TEXTS } from './-components/texts.ts'
import { LoadFailed, Loading } from './-components/LoadStates.tsx'

const mockTestRoute = getRouteApi('/authed/mock-test/$testId')

/* The mock exam's screen, in its own chunk: the router loads it before hydrating (client/router.tsx). */
export function MockTestPage() {
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
  // A page the server rendered comes without the sections (load-mock-test.ts): they are asked
  // here, beside the attempt's start, which the exam waits for anyway.
  const load = useBrowserLoad<MockLoad>(`mock:${testId}`, test.content ? { test, failure: null } : undefined, () => loadMockTest(api, testId))
  const answer = load.status === 'done' ? load.value : undefined
  const sections = answer?.test?.content ?? null
  // An open attempt keeps the sections it started with, whatever the URL says now.
  const stored = session.attempt?.sections
  const plan = useMemo(() => (sections ? planMock(sections, stored ?? search.sections ?? null) : []), [sections, stored, search.sections])
  if (session.phase === 'failed') return <LoadFailed reason={session.error} />
  if (answer && !sections) return <LoadFailed reason={answer.failure} />
  if (session.phase === 'starting' || !session.attempt || !sections) return <Loading />
  if (plan.length === 0) return <LoadFailed reason={null} />
  return <MockExam api={api} csrfToken={boot.csrfToken} testId={testId} userId={user.id} title={test.title} test={sections} plan={plan} session={session} />
}
