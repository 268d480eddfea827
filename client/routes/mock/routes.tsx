export { mockTestsRoute } from './hub.tsx'
export { mockTestRoute } from './test.tsx'
export { mockResultsRoute } from './results.tsx'
