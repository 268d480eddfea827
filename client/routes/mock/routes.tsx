import { comingSoonRoute } from '../coming-soon-route.tsx'

export const mockTestsRoute = comingSoonRoute(
  '/mock-tests',
  'Mock tests',
  'Full mock exams across the sections you choose, with your attempts and results.',
)
export const mockTestRoute = comingSoonRoute(
  '/mock-test/$testId',
  'Mock test',
  'A full mock exam: listening, reading, writing and speaking in order, under exam timing.',
)
export const mockResultsRoute = comingSoonRoute(
  '/mock-tests/$testId/results',
  'Mock test results',
  'Every attempt at a mock test with its scores, answers and a score chart.',
)
