import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from '../authed.tsx'
import { SpeakingFailed, SpeakingPending } from './-components/LoadStates.tsx'
import { loadSpeakingTest } from './-components/load-speaking-test.ts'
import { EXAM_SCREEN } from '../../components/layout/exam-mode.ts'

/**
 * /oet-speaking/{testId}: the speaking test with its role-play cards (SPEC.md section 2). The
 * loader fetches the test and the parts already submitted, so a returning student goes on from
 * the first part not yet sent.
 */
export const speakingTestRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/oet-speaking/$testId',
  staticData: { ...EXAM_SCREEN, page: 'client/routes/speaking/test-page.tsx' },
  loader: ({ context, params }) => loadSpeakingTest(context.api, params.testId),
  // Never show another visit's list of submitted parts: a part sent twice is refused.
  gcTime: 0,
  pendingComponent: SpeakingPending,
  errorComponent: () => <SpeakingFailed />,
  component: lazyRouteComponent(() => import('./test-page.tsx'), 'SpeakingTestPage'),
})
