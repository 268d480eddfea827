import { mkdir } from 'node:fs/promises'
import t, { type Test } from 'tap'
import type { Browser, Page } from 'playwright-core'
import { DESKTOP, PHONE, hydrated, seriousViolations } from '../browser.ts'
import { sharedBrowser, sharedProduct } from '../shared.ts'
import { staffPage } from '../staff.ts'
import { newStudentPage, openPage, type IgnoredErrors } from '../student.ts'

/*
 * The screens suite: every screen and state of the product, looked at once per run. A tour is a
 * role on a page of its own walking through states in order; at each state the page is checked
 * with axe (serious and critical findings fail) and photographed at 390 and 1280 px under
 * test-results/screens/, for people to look at. Functional tests assert behaviour only; a new
 * screen or state is added here, to the tour of its area (test/e2e/screens/<area>.test.ts).
 */

export const SCREENS_DIR = 'test-results/screens'
export type Width = 'phone' | 'desktop'
const VIEWPORTS = { phone: PHONE, desktop: DESKTOP }

/** What a tour's steps work with: its page (already signed in as the tour's role) and the product. */
export interface Visit {
  t: Test
  page: Page
  url: string
  browser: Browser
}

export interface ScreenState {
  /** Names the pictures: test-results/screens/<name>-<390|1280>.png. */
  name: string
  /** The steps from the tour's state before (or its signed-in start page) to this one. */
  reach: (visit: Visit) => Promise<void>
  /** Where a screen differs by width before it is photographed (a phone's tab, a column's scroll). */
  arrange?: (visit: Visit, width: Width) => Promise<void>
}

export interface Tour {
  /** What the tour walks through; also the name of its user. */
  name: string
  role: 'visitor' | 'student' | 'staff' | 'admin'
  /** The worker's product with custom timing allowed, for states behind a clock. */
  customTiming?: boolean
  /** Chromium that plays sound without a gesture. */
  autoplay?: boolean
  /** Console errors the tour provokes on purpose (a refused call), which are not faults of the page. */
  ignore?: IgnoredErrors
  states: ScreenState[]
}

/** Walks each tour in a subtest of its own, checking and photographing every state it reaches. */
export function lookAt(tours: Tour[]): void {
  for (const tour of tours) void t.test(tour.name, (t) => walk(t, tour))
}

async function walk(t: Test, tour: Tour): Promise<void> {
  const { url } = await sharedProduct({ customTiming: tour.customTiming })
  const browser = await sharedBrowser({ autoplay: tour.autoplay })
  const { page, errors } = await pageAs(t, browser, url, tour)
  for (const state of tour.states) {
    const visit = { t, page, url, browser }
    await state.reach(visit)
    await lookAtState(t, page, state.name, (width) => state.arrange?.(visit, width))
  }
  t.same(errors, [], `${tour.name}: no script errors`)
}

/**
 * Checks the page as it is now at 390 and then 1280 px (left at 1280): axe, then a full-page
 * picture. Tours call it for every state; a test calls it itself only for a state no tour can
 * reach (staff-queue-long needs a product seeded before its start).
 */
export async function lookAtState(t: Test, page: Page, name: string, arrange?: (width: Width) => Promise<void> | undefined): Promise<void> {
  await mkdir(SCREENS_DIR, { recursive: true })
  for (const width of ['phone', 'desktop'] as const) {
    await page.setViewportSize(VIEWPORTS[width])
    // From the top: a full-page picture of a scrolled page draws the sticky header mid-page.
    await page.evaluate(() => window.scrollTo(0, 0))
    await arrange?.(width)
    t.same(await seriousViolations(page), [], `${name} at ${VIEWPORTS[width].width} px: no serious accessibility violations`)
    await page.screenshot({ path: `${SCREENS_DIR}/${name}-${VIEWPORTS[width].width}.png`, fullPage: true })
  }
}

/** A page of the tour's own, signed in as its role, at desktop width, on the welcome page (a visitor's is blank). */
async function pageAs(t: Test, browser: Browser, url: string, tour: Tour) {
  switch (tour.role) {
    case 'visitor':
      return openPage(t, browser, { viewport: DESKTOP }, tour.ignore)
    case 'student':
      return newStudentPage(t, browser, url, tour.name, { ignore: tour.ignore })
    default: {
      const opened = await staffPage(t, browser, url, tour.name, tour.role, tour.ignore)
      await hydrated(opened.page)
      return opened
    }
  }
}
