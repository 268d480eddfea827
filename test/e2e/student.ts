import type { Test } from 'tap'
import type { APIResponse, Browser, BrowserContextOptions, Locator, Page } from 'playwright-core'
import type { TestSummaryList } from '#shared/test-kinds/schema.ts'
import { DESKTOP, hydrated } from './browser.ts'
import { registeredSession, uniqueEmail } from './session.ts'

/*
 * What the browser tests do as, or on behalf of, a student: register through the form, watch the
 * page for script errors, check and photograph a screen, and call the API the way the screens do.
 */

/** Long enough and not a common password, so the register form accepts it. */
const STUDENT_PASSWORD = 'night shift ward 7'

/** The address each test student registered with, by name; a new one at every registration. */
const emails = new Map<string, string>()
function newStudentEmail(name: string): string {
  const email = uniqueEmail(name, 'example.test')
  emails.set(name, email)
  return email
}
const studentEmail = (name: string) => emails.get(name) ?? newStudentEmail(name)

/**
 * Registers a new student through the API and plants the session it answers in the page's browser
 * context, as the register form would have; ends on the hydrated welcome page. The form itself is
 * tested in auth-journey (registerWithForm).
 */
export async function registerStudent(page: Page, url: string, name: string): Promise<void> {
  await page.context().addCookies(await registeredSession(url, { name, email: newStudentEmail(name), password: STUDENT_PASSWORD }))
  await page.goto(`${url}/app/welcome`)
  await hydrated(page)
}

/** Registers a new student with the register form, as a visitor would; ends on the hydrated welcome page. */
export async function registerWithForm(page: Page, url: string, name: string): Promise<void> {
  await page.goto(`${url}/register`)
  // The page is HTML only (decision 0070): nothing to hydrate, the form works once it is shown.
  await page.getByRole('button', { name: 'Create account' }).waitFor()
  await page.getByLabel('Full name').fill(name)
  await page.getByLabel('Email').fill(newStudentEmail(name))
  await page.getByLabel('Password').fill(STUDENT_PASSWORD)
  await page.getByRole('button', { name: 'Create account' }).click()
  await page.waitForURL(/\/app\/welcome$/)
  await hydrated(page)
}

/** Logs a student registered by registerStudent in with the login form (another device, say); ends on the hydrated page it lands on. */
export async function logInInBrowser(page: Page, url: string, name: string): Promise<void> {
  await page.goto(`${url}/login`)
  await logInHere(page, name, /\/app\//)
}

/** Fills the login form the page shows (where an ended session sent the student) and waits for `landing`. */
export async function logInHere(page: Page, name: string, landing: RegExp): Promise<void> {
  // The login page is HTML only (decision 0070): nothing to hydrate, the form works once it is shown.
  await page.getByRole('button', { name: 'Log in' }).waitFor()
  await page.getByLabel('Email').fill(studentEmail(name))
  await page.getByLabel('Password').fill(STUDENT_PASSWORD)
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.waitForURL(landing)
  await hydrated(page)
}

/** Console errors a test provokes on purpose: a pattern, or a question asked of each message. */
export type IgnoredErrors = RegExp | ((message: string) => boolean)

/**
 * Collects the page's script errors for a closing `t.same(errors, [])`: every uncaught exception,
 * and every console error but those `ignore` covers (the browser logs a call the test refuses on
 * purpose, and that is not a fault of the page). Each entry says on which page it happened.
 */
export function watchScriptErrors(page: Page, ignore?: IgnoredErrors): string[] {
  const errors: string[] = []
  const ignored = (text: string) => (ignore instanceof RegExp ? ignore.test(text) : (ignore?.(text) ?? false))
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error' && !ignored(message.text())) errors.push(`${page.url()}: ${message.text()}`)
  })
  return errors
}

/** A page in a browser context of its own (its own cookies), closed when the test ends, with its script errors watched. */
export async function openPage(t: Test, browser: Browser, options: BrowserContextOptions = {}, ignore?: IgnoredErrors) {
  const context = await browser.newContext(options)
  t.teardown(() => context.close())
  const page = await context.newPage()
  return { page, context, errors: watchScriptErrors(page, ignore) }
}

/** A newly registered student on a page of their own (their own session and attempts), at desktop width unless told. */
export async function newStudentPage(
  t: Test,
  browser: Browser,
  url: string,
  name: string,
  { ignore, viewport = DESKTOP }: { ignore?: IgnoredErrors; viewport?: BrowserContextOptions['viewport'] } = {},
) {
  const opened = await openPage(t, browser, { viewport }, ignore)
  await registerStudent(opened.page, url, name)
  return opened
}

/** Presses Tab until `target` has the focus, as a student without a mouse would reach it. */
export async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error('Tab never reached the control')
}

/**
 * Calls the API through the web server as the page's own scripts do: with the page's session
 * cookie, its Origin, and the `oet_csrf` double-submit token in the x-csrf-token header.
 */
export async function apiCall(page: Page, url: string, method: string, path: string, data?: unknown): Promise<APIResponse> {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name.endsWith('oet_csrf'))?.value ?? ''
  return page.request.fetch(`${url}${path}`, { method, headers: { 'x-csrf-token': csrf, origin: url }, data })
}

/** `apiCall` for a step the test builds on: its JSON answer, or a failure that quotes what the API said. */
export async function apiJson<T>(page: Page, url: string, method: string, path: string, data?: unknown): Promise<T> {
  const response = await apiCall(page, url, method, path, data)
  if (!response.ok()) throw new Error(`${method} ${path} answered ${response.status()}: ${await response.text()}`)
  return (await response.json()) as T
}

/** The id of the test called `title` in a test list (`/api/oet-reading-tests`...), or '' when it is missing. */
export async function testIdByTitle(page: Page, url: string, listPath: string, title: string): Promise<string> {
  const list = await apiJson<TestSummaryList>(page, url, 'GET', listPath)
  return list.find((test) => test.title === title)?.id ?? ''
}

/**
 * A section's link in the site's navigation, as a student reaches it: on a phone (below 900 px)
 * the sections are behind the Menu button, which is opened first.
 */
export async function mainNavLink(page: Page, name: string): Promise<Locator> {
  const menu = page.getByRole('button', { name: 'Menu' })
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click()
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true })
}
