import { comingSoonRoute } from '../coming-soon-route.tsx'

export const readingHubRoute = comingSoonRoute(
  '/app/oetreading',
  'Reading tests',
  'OET reading tests, Parts A, B and C, with your last score for each.',
)
export const readingTestRoute = comingSoonRoute(
  '/oet-reading/$testId',
  'Reading Assessment',
  'The reading test screen: texts beside their questions, part timers, and an instant result.',
)
