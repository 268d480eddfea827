import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from '../authed.tsx'
import { loadWritingTest } from './-components/load-writing-test.ts'
import { WritingFailed, WritingPending } from './-components/LoadStates.tsx'
import { EXAM_SCREEN } from '../../components/layout/exam-mode.ts'

/**
 * /oet-writing/{testId}: the writing test (SPEC.md section 2). The loader fetches the content; the
 * attempt is started (or resumed) on the server when the page opens, so the clock runs from the
 * server's start and a reload continues it.
 */
export const writingTestRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/oet-writing/$testId',
  staticData: { ...EXAM_SCREEN, page: 'client/routes/writing/test-page.tsx' },
  loader: ({ context, params }) => loadWritingTest(context.api, params.testId),
  // The content does not change during a test, and a reload of it would wipe the highlights.
  shouldReload: false,
  pendingComponent: WritingPending,
  // Only an unexpected fault comes here: the loader turns a failed call into a state.
  errorComponent: () => <WritingFailed reason={null} />,
  component: lazyRouteComponent(() => import('./test-page.tsx'), 'WritingTestPage'),
})
