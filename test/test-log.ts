import { relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import pino from 'pino'
import tap from 'tap'

/*
 * Where the hosts a test builds in its own process write their log: at the product's default
 * level, through the product's serializers, as `npm start` logs, but into a file of this test
 * file's own under test-results/logs/ instead of the test's output, so every request a test sends
 * goes through the logging path a student's would, and the file is there to read when a test fails.
 */
const root = fileURLToPath(new URL('..', import.meta.url))
const testFile = relative(root, process.argv[1] ?? `pid-${process.pid}`).replaceAll('/', '_')
export const testLogStream = pino.destination({ dest: `${root}test-results/logs/${testFile}.log`, mkdir: true, append: false, sync: false })
tap.teardown(() => testLogStream.flushSync())
