import type { ApiFetch } from '#client/lib/api.ts'
import { useAttempt } from '#client/lib/exam/use-attempt.ts'
import type { TestLaunch } from '#client/lib/test-launch.ts'
import type { ReadingTestContent } from './load-reading-test.ts'
import { ReadingExam } from './ReadingExam.tsx'
import { ReadingFailed, ReadingPending } from './LoadStates.tsx'

interface ReadingSessionProps {
  test: ReadingTestContent
  testId: string
  launch: TestLaunch
  api: ApiFetch
}

/** Opens the attempt on the server (or resumes the open one), then shows the test. */
export function ReadingSession({ test, testId, launch, api }: ReadingSessionProps) {
  const session = useAttempt(api, testId, launch)
  if (session.phase === 'failed') return <ReadingFailed reason={session.error} retry />
  if (!session.attempt) return <ReadingPending />
  return <ReadingExam test={test} testId={testId} session={session} attempt={session.attempt} api={api} />
}
