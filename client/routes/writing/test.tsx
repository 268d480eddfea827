import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from '../authed.tsx'
import { EXAM_SCREEN } from '../../components/layout/exam-mode.ts'

// The loader's code and the route's states come with the screen's chunks, not in the entry that
// every page loads (decision 0092); a page hydrated with the server's data never runs the loader.
const states = () => import('./-components/LoadStates.tsx')

/**
 * /oet-writing/{testId}: the writing test (SPEC.md section 2). The loader fetches the content; the
 * attempt is started (or resumed) on the server when the page opens, so the clock runs from the
 * server's start and a reload continues it.
 */
export const writingTestRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/oet-writing/$testId',
  staticData: { ...EXAM_SCREEN, page: 'client/routes/writing/test-page.tsx' },
  // Exam conditions unless the student chose practice, which has the letter checks (issue 35).
  validateSearch: (search: Record<string, unknown>): { mode?: 'practice' } => (search.mode === 'practice' ? { mode: 'practice' } : {}),
  loader: async ({ context, params }) => (await import('./-components/load-writing-test.ts')).loadWritingTest(context.api, params.testId),
  // The content does not change during a test, and a reload of it would wipe the highlights.
  shouldReload: false,
  pendingComponent: lazyRouteComponent(states, 'WritingPending'),
  // Only an unexpected fault comes here: the loader turns a failed call into a state.
  errorComponent: lazyRouteComponent(states, 'WritingFault'),
  component: lazyRouteComponent(() => import('./test-page.tsx'), 'WritingTestPage'),
})
