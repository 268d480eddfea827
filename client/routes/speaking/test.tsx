import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from '../authed.tsx'
import { EXAM_SCREEN } from '../../components/layout/exam-mode.ts'

// The loader's code and the route's states come with the screen's chunks, not in the entry that
// every page loads (decision 0092); a page hydrated with the server's data never runs the loader.
const states = () => import('./-components/LoadStates.tsx')

/**
 * /oet-speaking/{testId}: the speaking test with its role-play cards (SPEC.md section 2). The
 * loader fetches the test and the parts already submitted, so a returning student goes on from
 * the first part not yet sent.
 */
export const speakingTestRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/oet-speaking/$testId',
  staticData: { ...EXAM_SCREEN, page: 'client/routes/speaking/test-page.tsx' },
  loader: async ({ context, params }) => (await import('./-components/load-speaking-test.ts')).loadSpeakingTest(context.api, params.testId),
  // Never show another visit's list of submitted parts: a part sent twice is refused.
  gcTime: 0,
  pendingComponent: lazyRouteComponent(states, 'SpeakingPending'),
  errorComponent: lazyRouteComponent(states, 'SpeakingFault'),
  component: lazyRouteComponent(() => import('./test-page.tsx'), 'SpeakingTestPage'),
})
