import { comingSoonRoute } from '../coming-soon-route.tsx'

export const readingHubRoute = comingSoonRoute(
  '/app/oetreading',
  'Reading tests',
  'OET reading tests, Parts A, B and C, with your last score for each.',
)
