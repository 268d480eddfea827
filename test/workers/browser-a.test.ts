import { runSuiteWorker } from './suite-worker.ts'
import { SUITES } from './suites.ts'

await runSuiteWorker(SUITES.browser)
