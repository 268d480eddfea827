import { comingSoonRoute } from '../coming-soon-route.tsx'

export const testResultsRoute = comingSoonRoute(
  '/test-results/$testId',
  'Test results',
  'Your attempts at this test with score, grade and a question-by-question review.',
)
