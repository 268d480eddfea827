import type { Browser, Page } from 'playwright-core'
import { AxeBuilder } from '@axe-core/playwright'
import { launchChromium } from '../chromium.ts'
import { recordStart } from '../start-count.ts'

interface Teardown {
  teardown(fn: () => unknown): void
}

/*
 * The tests run through tsx, which keeps function names by wrapping named functions in a `__name`
 * helper. A function sent to the page (evaluate, waitForFunction) is run there without that
 * helper: inside one, use inline callbacks, never `const f = () => ...` or `function f`.
 */

export const PHONE = { width: 390, height: 844 }
export const DESKTOP = { width: 1280, height: 800 }

/** Debian's Chromium (test/chromium.ts), closed when the test ends; each start is counted for .ci/run. */
export async function launchBrowser(t: Teardown, extraArgs: string[] = []): Promise<Browser> {
  await recordStart('browser', ['chromium', ...extraArgs].join(' '))
  const browser = await launchChromium(extraArgs)
  t.teardown(() => browser.close())
  return browser
}

/**
 * Serious and critical accessibility violations on the page as it is now (empty when there are none).
 * Legacy mode runs axe in the page itself: the default opens a blank page per scan to merge frame
 * results, twice the time, and the product's pages have no frames to merge.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Only violations are read: axe then keeps one node of each other result instead of every node.
  const results = await new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] }).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
}

/** A clock's "m:ss" or "h:mm:ss" in seconds; NaN when the text is not a clock (or there is none). */
export function secondsOfClock(text: string | null | undefined): number {
  if (!text?.trim()) return Number.NaN
  return text.trim().split(':').map(Number).reduce((total, part) => total * 60 + part, 0)
}

/**
 * Waits until React has hydrated the page, so clicks reach its handlers. Not for the login,
 * register and password pages: they are HTML only (decision 0070); wait for their form instead.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => !('$_TSR' in window))
}

/**
 * Waits until the page's dates and times read in the browser's own time zone. The server renders
 * them in UTC, marked " UTC", and the browser switches them in a render just after hydration,
 * which `hydrated` does not wait for.
 */
export async function localTimes(page: Page): Promise<void> {
  await page.waitForFunction(() => [...document.querySelectorAll('time')].every((time) => !time.textContent?.endsWith(' UTC')))
}
