import type { Suite } from './suite-worker.ts'

/** The suites `npm test` runs in workers (test/workers/suite-worker.ts), each with its slowest files first. */
export const SUITES = {
  unit: {
    name: 'unit',
    include: ['{client,server,shared}/**/*.test.{ts,tsx}'],
    slowFirst: ['server/web-supervisor.test.ts', 'server/web-thread.test.ts', 'server/api/modules/staff/pdf.test.ts'],
  },
  http: {
    name: 'http',
    include: ['test/**/*.test.ts'],
    exclude: ['test/e2e/**', 'test/workers/**'],
  },
  browser: {
    name: 'browser',
    include: ['test/e2e/**/*.test.ts'],
    slowFirst: [
      'test/e2e/screens/reading.test.ts',
      'test/e2e/screens/listening.test.ts',
      'test/e2e/staff-keyboard.test.ts',
      'test/e2e/screens/writing.test.ts',
      'test/e2e/screens/speaking.test.ts',
      'test/e2e/screens/staff.test.ts',
      'test/e2e/screens/mock.test.ts',
      'test/e2e/screens/mock-results.test.ts',
      'test/e2e/listening-hearing.test.ts',
      'test/e2e/speaking-reload.test.ts',
      'test/e2e/exam-integrity.test.ts',
      'test/e2e/listening.test.ts',
      'test/e2e/mock-test.test.ts',
    ],
  },
} satisfies Record<string, Suite>
