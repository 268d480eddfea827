import { comingSoonRoute } from '../coming-soon-route.tsx'

export const listeningTestRoute = comingSoonRoute(
  '/oet-listening/$testId',
  'Listening test',
  'The listening test screen: audio, reading time, one extract at a time, and an instant result.',
)
