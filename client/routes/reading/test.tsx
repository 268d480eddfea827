import { comingSoonRoute } from '../coming-soon-route.tsx'

export const readingTestRoute = comingSoonRoute(
  '/oet-reading/$testId',
  'Reading Assessment',
  'The reading test screen: texts beside their questions, part timers, and an instant result.',
)
