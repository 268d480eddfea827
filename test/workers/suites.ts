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
    include: ['test/e2e/*.test.ts'],
    slowFirst: [],
  },
} satisfies Record<string, Suite>
