import { appendFile, mkdir } from 'node:fs/promises'

/**
 * Every start of the product or of Chromium by a test, a line each, so .ci/run can say how many
 * the browser phase made (it empties the file before the phase and counts the lines after).
 */
export const STARTS_LOG = 'test-results/starts.log'

export async function recordStart(what: 'product' | 'browser', detail: string): Promise<void> {
  await mkdir('test-results', { recursive: true })
  await appendFile(STARTS_LOG, `${what} ${detail} (pid ${process.pid})\n`)
}
