import { Link } from '@tanstack/react-router'
import type { ApiFetch } from '#client/lib/api.ts'
import { useAttempt } from '#client/lib/exam/use-attempt.ts'
import type { TestLaunch } from '#client/lib/test-launch.ts'
import type { ReadingTestContent } from './load-reading-test.ts'
import { ReadingExam } from './ReadingExam.tsx'
import { ERROR_TEXT, LOADING_TEXT, SCREEN_TITLE } from '#client/exam/reading/texts.ts'

interface ReadingSessionProps {
  test: ReadingTestContent
  testId: string
  launch: TestLaunch
  api: ApiFetch
}

/** Opens the attempt on the server (or resumes the open one), then shows the test. */
export function ReadingSession({ test, testId, launch, api }: ReadingSessionProps) {
  const session = useAttempt(api, testId, launch)
  if (session.phase === 'failed') return <StartFailed reason={session.error} />
  if (!session.attempt) {
    return (
      <p className="loading" role="status">
        {LOADING_TEXT}
      </p>
    )
  }
  return <ReadingExam test={test} testId={testId} session={session} attempt={session.attempt} api={api} />
}

function StartFailed({ reason }: { reason: string | null }) {
  return (
    <section className="reading-start card" aria-labelledby="reading-failed-title">
      <h1 id="reading-failed-title">{SCREEN_TITLE}</h1>
      <div role="alert">
        <p className="reading-error">{ERROR_TEXT}</p>
        {reason && reason !== ERROR_TEXT && <p>{reason}</p>}
      </div>
      <div className="reading-start-actions">
        <Link to="/app/oetreading" className="button button-quiet">
          Back to reading tests
        </Link>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Try again
        </button>
      </div>
    </section>
  )
}
