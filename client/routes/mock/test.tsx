import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { validateMockLaunch } from '#client/lib/mock-launch.ts'
import { authedRoute } from '../authed.tsx'
import { loadMockTest } from './-components/load-mock-test.ts'
import { LoadFailed, Loading } from './-components/LoadStates.tsx'
import { EXAM_SCREEN } from '../../components/layout/exam-mode.ts'

/**
 * /mock-test/{testId}: a full mock across the chosen sections (SPEC.md section 2). The launch
 * (mode, practice minutes, sections) is the URL's search (docs/decisions/0010 and 0020); the
 * attempt the server starts or resumes decides the mode, the clocks and the sections.
 */
export const mockTestRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/mock-test/$testId',
  staticData: { ...EXAM_SCREEN, page: 'client/routes/mock/test-page.tsx' },
  validateSearch: validateMockLaunch,
  loader: ({ context, params }) => loadMockTest(context.api, params.testId),
  // The content does not change during a test, and a reload of it would wipe the highlights.
  shouldReload: false,
  pendingComponent: Loading,
  errorComponent: () => <LoadFailed reason={null} />,
  component: lazyRouteComponent(() => import('./test-page.tsx'), 'MockTestPage'),
})
