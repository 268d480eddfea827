import { comingSoonRoute } from '../coming-soon-route.tsx'

export const welcomeRoute = comingSoonRoute(
  '/app/welcome',
  'Welcome',
  'Your starting point: where you stand in each skill and what to practise next.',
)
