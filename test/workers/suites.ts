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
      'test/e2e/mock-test.test.ts',
      'test/e2e/listening.test.ts',
      'test/e2e/staff-evaluation.test.ts',
      'test/e2e/staff-keyboard.test.ts',
      'test/e2e/speaking.test.ts',
      'test/e2e/exam-integrity.test.ts',
      'test/e2e/mock-clocks.test.ts',
      'test/e2e/authoring.test.ts',
      'test/e2e/writing.test.ts',
    ],
  },
} satisfies Record<string, Suite>
