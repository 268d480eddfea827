import { comingSoonRoute } from '../coming-soon-route.tsx'

export const writingHubRoute = comingSoonRoute(
  '/app/oetwriting',
  'Writing tests',
  'OET writing tasks with case notes, and your letters with their evaluations.',
)
export const writingTestRoute = comingSoonRoute(
  '/oet-writing/$testId',
  'Writing test',
  'Write your letter on screen or upload photos of a handwritten one; staff evaluate it within 24 hrs.',
)
