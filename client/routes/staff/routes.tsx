import { comingSoonRoute } from '../coming-soon-route.tsx'

export const staffRoute = comingSoonRoute(
  '/staff',
  'Evaluation queue',
  'Writing and speaking submissions waiting for evaluation, oldest first.',
)
