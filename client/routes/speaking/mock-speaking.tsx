import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from '../authed.tsx'
import { SpeakingFailed, SpeakingPending } from './-components/LoadStates.tsx'
import { loadMockSpeaking } from './-components/load-speaking-test.ts'
import { EXAM_SCREEN } from '../../components/layout/exam-mode.ts'

/** /mock-speaking/{testId}: a mock test's speaking section on its own (SPEC.md section 2). */
export const mockSpeakingRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/mock-speaking/$testId',
  staticData: { ...EXAM_SCREEN, page: 'client/routes/speaking/mock-speaking-page.tsx' },
  loader: ({ context, params }) => loadMockSpeaking(context.api, params.testId),
  pendingComponent: SpeakingPending,
  errorComponent: () => <SpeakingFailed backTo="/dashboard" />,
  component: lazyRouteComponent(() => import('./mock-speaking-page.tsx'), 'MockSpeakingPage'),
})
