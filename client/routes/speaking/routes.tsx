import { comingSoonRoute } from '../coming-soon-route.tsx'

export const speakingHubRoute = comingSoonRoute(
  '/oet-speaking',
  'Speaking tests',
  'OET role-plays to record, and your recordings with their evaluations.',
)
export const speakingTestRoute = comingSoonRoute(
  '/oet-speaking/$testId',
  'Speaking test',
  'Read the role-play card, record your response for each part, and submit it for evaluation.',
)
export const mockSpeakingRoute = comingSoonRoute(
  '/mock-speaking/$testId',
  'Mock speaking',
  'Record every part of a speaking mock and send them together.',
)
