import { comingSoonRoute } from '../coming-soon-route.tsx'

export const listeningHubRoute = comingSoonRoute(
  '/app/integration',
  'Listening tests',
  'OET listening tests in practice or simulation mode, with your last score for each.',
)
export const listeningTestRoute = comingSoonRoute(
  '/oet-listening/$testId',
  'Listening test',
  'The listening test screen: audio, reading time, one extract at a time, and an instant result.',
)
