import { comingSoonRoute } from '../coming-soon-route.tsx'

export const listeningHubRoute = comingSoonRoute(
  '/app/integration',
  'Listening tests',
  'OET listening tests in practice or simulation mode, with your last score for each.',
)
