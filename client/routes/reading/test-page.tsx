import { useState, useSyncExternalStore } from 'react'
import { getRouteApi } from '@tanstack/react-router'
import { hasStartedFlag } from '#client/lib/exam/exam-storage.ts'
import { withLaunchDefaults } from '#client/lib/test-launch.ts'
import { usePageTitle } from '../../components/ui-state/UiStateProvider.tsx'
import type { ReadingTestContent } from './-components/load-reading-test.ts'
import { ReadingSession } from './-components/ReadingSession.tsx'
import { StartPanel } from './-components/StartPanel.tsx'
import { SCREEN_TITLE } from '#client/exam/reading/texts.ts'
import { ReadingFailed, ReadingPending } from './-components/LoadStates.tsx'

const readingTestRoute = getRouteApi('/authed/oet-reading/$testId')

/* The reading test's screen, in its own chunk: the router loads it before hydrating (client/router.tsx). */
const noSubscription = () => () => {}

export function ReadingTestPage() {
  usePageTitle(SCREEN_TITLE)
  const { test, failure } = readingTestRoute.useLoaderData()
  const { testId } = readingTestRoute.useParams()
  // Keyed by the test: going from one test straight to another starts afresh, attempt and all.
  return test ? <ReadingTestFlow key={testId} test={test} testId={testId} /> : <ReadingFailed reason={failure} />
}

function ReadingTestFlow({ test, testId }: { test: ReadingTestContent; testId: string }) {
  const launch = withLaunchDefaults(readingTestRoute.useSearch())
  const { api } = readingTestRoute.useRouteContext()
  // Browser storage is unknown on the server: null until hydrated, then whether this test is under way here.
  const startedHere = useSyncExternalStore(
    noSubscription,
    () => hasStartedFlag(testId),
    () => null,
  )
  // Once in, the test stays on screen: the flag is cleared when the result arrives, under its dialog.
  const [entered, setEntered] = useState(false)
  if (startedHere && !entered) setEntered(true)

  if (startedHere === null) return <ReadingPending />
  if (!entered && !startedHere) return <StartPanel test={test} launch={launch} onStart={() => setEntered(true)} />
  return <ReadingSession test={test} testId={testId} launch={launch} api={api} />
}
