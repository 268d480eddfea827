import { useState, useSyncExternalStore } from 'react'
import { getRouteApi } from '@tanstack/react-router'
import { useBrowserLoad } from '#client/lib/exam/browser-load.ts'
import { hasStartedFlag } from '#client/lib/exam/exam-storage.ts'
import { withLaunchDefaults } from '#client/lib/test-launch.ts'
import { usePageTitle } from '../../components/ui-state/UiStateProvider.tsx'
import { loadReadingTest, readingStartOf, type ReadingStart, type ReadingTestContent } from './-components/load-reading-test.ts'
import { ReadingSession } from './-components/ReadingSession.tsx'
import { StartPanel } from './-components/StartPanel.tsx'
import { SCREEN_TITLE } from '#client/exam/reading/texts.ts'
import { ReadingFailed, ReadingPending } from './-components/LoadStates.tsx'

const readingTestRoute = getRouteApi('/authed/oet-reading/$testId')

/* The reading test's screen, in its own chunk: the router loads it before hydrating (client/router.tsx). */
const noSubscription = () => () => {}

export function ReadingTestPage() {
  usePageTitle(SCREEN_TITLE)
  const loaded = readingTestRoute.useLoaderData()
  const { testId } = readingTestRoute.useParams()
  const { api } = readingTestRoute.useRouteContext()
  // A page the server rendered comes with only what the start panel shows (load-reading-test.ts):
  // the test is asked here, while the student reads the panel.
  const load = useBrowserLoad(`reading:${testId}`, loaded.start ? undefined : loaded, () => loadReadingTest(api, testId))
  const answer = load.status === 'done' ? load.value : undefined
  if (answer?.failure !== undefined) return <ReadingFailed reason={answer.failure} />
  const test = answer?.test ?? null
  const start = test ? readingStartOf(test) : loaded.start
  if (!start) return <ReadingFailed />
  // Keyed by the test: going from one test straight to another starts afresh, attempt and all.
  return <ReadingTestFlow key={testId} start={start} test={test} testId={testId} />
}

/** The start panel, then the test once it has come (`test` is null until then). */
function ReadingTestFlow({ start, test, testId }: { start: ReadingStart; test: ReadingTestContent | null; testId: string }) {
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
  if (!entered && !startedHere) return <StartPanel start={start} launch={launch} onStart={() => setEntered(true)} />
  if (!test) return <ReadingPending />
  return <ReadingSession test={test} testId={testId} launch={launch} api={api} />
}
