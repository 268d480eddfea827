import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from '../authed.tsx'
import { EXAM_SCREEN } from '../../components/layout/exam-mode.ts'

// The loader's code and the route's states come with the screen's chunks, not in the entry that
// every page loads (decision 0092); a page hydrated with the server's data never runs the loader.
const states = () => import('./-components/LoadStates.tsx')

/** /mock-speaking/{testId}: a mock test's speaking section on its own (SPEC.md section 2). */
export const mockSpeakingRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/mock-speaking/$testId',
  staticData: { ...EXAM_SCREEN, page: 'client/routes/speaking/mock-speaking-page.tsx' },
  loader: async ({ context, params }) => (await import('./-components/load-speaking-test.ts')).loadMockSpeaking(context.api, params.testId),
  pendingComponent: lazyRouteComponent(states, 'SpeakingPending'),
  errorComponent: lazyRouteComponent(states, 'MockSpeakingFault'),
  component: lazyRouteComponent(() => import('./mock-speaking-page.tsx'), 'MockSpeakingPage'),
})
