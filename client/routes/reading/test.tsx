import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { validateTestLaunch } from '#client/lib/test-launch.ts'
import { authedRoute } from '../authed.tsx'
import { loadReadingTest } from './-components/load-reading-test.ts'
import { ReadingFailed, ReadingPending } from './-components/LoadStates.tsx'
import { EXAM_SCREEN } from '../../components/layout/exam-mode.ts'

/**
 * /oet-reading/{testId}: the reading test (SPEC.md section 2). The loader fetches the content
 * (never the key); the launch choice (mode, practice minutes) comes in the URL's search. A start
 * panel comes first; once this browser has started the test, a reload goes straight back in.
 */
export const readingTestRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/oet-reading/$testId',
  staticData: { ...EXAM_SCREEN, page: 'client/routes/reading/test-page.tsx' },
  validateSearch: validateTestLaunch,
  loader: ({ context, params }) => loadReadingTest(context.api, params.testId),
  // The content does not change during a test, and a reload of it would wipe the highlights.
  shouldReload: false,
  pendingComponent: ReadingPending,
  // Only an unexpected fault comes here: the loader turns a failed call into a state.
  errorComponent: () => <ReadingFailed />,
  component: lazyRouteComponent(() => import('./test-page.tsx'), 'ReadingTestPage'),
})
