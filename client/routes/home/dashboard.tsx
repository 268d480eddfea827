import { comingSoonRoute } from '../coming-soon-route.tsx'

export const dashboardRoute = comingSoonRoute(
  '/dashboard',
  'Dashboard',
  'Your latest scores and grades in every skill, with a trend over time.',
)
