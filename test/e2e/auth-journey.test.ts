import t, { type Test } from 'tap'
import type { Page } from 'playwright-core'
import { DESKTOP, PHONE } from './browser.ts'
import { mainNavLink, openPage } from './student.ts'
import { sharedBrowser, sharedProduct } from './shared.ts'

// One product and one browser for the file: each journey registers a student of its own.
const product = await sharedProduct()
const { url } = product
const browser = await sharedBrowser()

t.test('a new student registers, stays in across a reload, logs out and is gated again', async (t) => {
  for (const viewport of [PHONE, DESKTOP]) {
    await t.test(`at ${viewport.width} px`, async (t) => {
      // A refused form answers 4xx on purpose; the browser logs that, and it is not a script error.
      const { page, errors } = await openPage(t, browser, { viewport }, /status of 4\d\d/)

      await page.goto(`${url}/`)
      t.match(new URL(page.url()).pathname, '/login', 'a visitor without a session is sent to /login')
      // HTML only (decision 0070): nothing to hydrate, the page is ready once its form is shown.
      await page.getByRole('button', { name: 'Log in' }).waitFor()

      await page.getByRole('link', { name: 'Create an account' }).click()
      await page.waitForURL(/\/register$/)
      await page.getByRole('heading', { name: 'Create your account' }).waitFor()
      await page.getByLabel('Full name').fill('Amina Okafor')
      await page.getByLabel('Email').fill(`amina.${viewport.width}@example.test`)
      await page.getByLabel('Password').fill('password')
      await page.getByRole('button', { name: 'Create account' }).click()
      await t.resolves(
        page.getByRole('alert').filter({ hasText: 'most commonly used' }).waitFor(),
        'a common password is refused with a message on the page shown again',
      )
      await page.getByLabel('Password').fill('night shift ward 7')
      await page.getByRole('button', { name: 'Create account' }).click()
      await page.waitForURL(/\/app\/welcome$/)
      t.ok(await page.getByRole('banner').getByText('Amina Okafor').isVisible(), 'the header shows who is logged in')

      await page.reload()
      t.match(new URL(page.url()).pathname, '/app/welcome', 'still logged in after a reload')

      await page.goto(`${url}/no-such-page`)
      t.match(new URL(page.url()).pathname, '/app/welcome', 'an unknown path goes to /app/welcome with a session')

      await (await mainNavLink(page, 'Reading')).click()
      await page.waitForURL(/\/app\/oetreading$/)
      // The hub's list loads after the URL changes: wait for its heading rather than look once.
      await t.resolves(page.getByRole('heading', { name: 'Reading tests', exact: true }).waitFor(), 'the reading hub opens inside the layout')

      await page.getByRole('button', { name: 'Log out' }).click()
      await page.waitForURL(/\/login$/)
      await page.goto(`${url}/dashboard`)
      t.match(new URL(page.url()).pathname, '/login', 'after logging out the gate applies again')
      t.same(errors, [], 'no script errors in the browser')
    })
  }
})

t.test('the login form works before any script has run', async (t) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  t.teardown(() => context.close())
  const page = await context.newPage()
  await page.goto(`${url}/register`)
  await page.getByLabel('Full name').fill('No Script')
  await page.getByLabel('Email').fill('noscript@example.test')
  await page.getByLabel('Password').fill('password1')
  await page.getByRole('button', { name: 'Create account' }).click()
  t.match(await page.getByRole('alert').textContent(), /most commonly used/, 'the error is shown on the re-rendered page')
  t.equal(await page.getByLabel('Email').inputValue(), 'noscript@example.test', 'what was typed is kept (but not the password)')
  await page.getByLabel('Password').fill('a long enough passphrase')
  await page.getByRole('button', { name: 'Create account' }).click()
  await page.waitForURL(/\/app\/welcome$/)
  await page.getByRole('button', { name: 'Log out' }).click()
  await page.waitForURL(/\/login$/)
  await page.getByLabel('Email').fill('noscript@example.test')
  await page.getByLabel('Password').fill('a long enough passphrase')
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.waitForURL(/\/app\/welcome$/)
  t.pass('logged in with plain form posts')
})

/** The pages served as HTML only (decision 0070). */
const HTML_ONLY = ['/login', '/register', '/forgot-password', '/reset-password']

/**
 * Every script the browser fetches for a document on one of the HTML-only pages (only the form
 * guard is wanted), by the document that asked: a logged-in page's own scripts do not count.
 */
function watchScriptRequests(page: Page): string[] {
  const requested: string[] = []
  page.on('request', (request) => {
    const documentPath = new URL(request.frame().url() || 'about:blank').pathname
    if (request.resourceType() === 'script' && HTML_ONLY.includes(documentPath)) requested.push(new URL(request.url()).pathname)
  })
  return requested
}

const FORM_GUARD = /^\/assets\/form-guard-[\w-]+\.js$/

/** Checks the page shown is HTML only: its one <script> element is the form guard. */
async function onlyTheFormGuard(t: Test, page: Page, label: string) {
  const sources = await page.evaluate(() => [...document.scripts].map((script) => new URL(script.src || 'inline:', location.href).pathname))
  t.equal(sources.length, 1, `${label}: one <script> element`)
  t.match(sources[0], FORM_GUARD, `${label}: the form guard`)
}

t.test('the login, register and password pages load only the form guard, and everything on them works', async (t) => {
  // A refused form is shown again with a 4xx on purpose; the browser logs that, and it is not a script error.
  const { page, errors } = await openPage(t, browser, { viewport: DESKTOP }, /status of 4\d\d/)
  const scripts = watchScriptRequests(page)
  const email = 'html.only@example.test'

  await page.goto(`${url}/login`)
  await page.getByRole('button', { name: 'Log in' }).waitFor()
  await onlyTheFormGuard(t, page, 'login')

  await page.getByRole('link', { name: 'Create an account' }).click()
  await page.waitForURL(/\/register$/)
  await onlyTheFormGuard(t, page, 'register')
  await page.getByLabel('Full name').fill('Html Only')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('password1')
  await page.getByRole('button', { name: 'Create account' }).click()
  t.match(await page.getByRole('alert').textContent(), /most commonly used/, 'register: a refused password is shown on the page shown again')
  t.equal(await page.getByLabel('Email').inputValue(), email, 'register: the email is kept')
  t.equal(await page.getByLabel('Password').inputValue(), '', 'register: the password is not')
  await page.getByLabel('Password').fill('a long enough passphrase')
  await page.getByRole('button', { name: 'Create account' }).click()
  await page.waitForURL(/\/app\/welcome$/)
  t.pass('register: a good form opens the welcome page')

  await page.getByRole('button', { name: 'Log out' }).click()
  await page.waitForURL(/\/login$/)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('not the password')
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.getByRole('alert').waitFor()
  t.match(await page.getByRole('alert').textContent(), /Incorrect email or password/, 'login: a wrong password is shown on the page shown again')
  t.equal(await page.getByLabel('Email').inputValue(), email, 'login: the email is kept')
  await onlyTheFormGuard(t, page, 'login with its error')
  await page.getByLabel('Password').fill('a long enough passphrase')
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.waitForURL(/\/app\/welcome$/)
  t.pass("login: the right password opens the student's home")

  await page.getByRole('button', { name: 'Log out' }).click()
  await page.waitForURL(/\/login$/)
  await page.goto(`${url}/mock-tests`)
  await page.waitForURL(/\/login\?next=/)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('a long enough passphrase')
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.waitForURL(/\/mock-tests$/)
  t.pass('login: `next` is kept through the form post')

  await page.getByRole('button', { name: 'Log out' }).click()
  await page.waitForURL(/\/login$/)
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await page.waitForURL(/\/forgot-password$/)
  await onlyTheFormGuard(t, page, 'forgot password')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await page.waitForURL(/\/forgot-password\?sent=1$/)
  t.ok(await page.getByRole('status').filter({ hasText: 'we have sent a link' }).isVisible(), 'forgot password: the page says the mail is sent')

  // Without SMTP_URL the product logs each mail: the link is read from there, as from the mail.
  const token = await resetToken(email)
  await page.goto(`${url}/reset-password?token=${token}`)
  await onlyTheFormGuard(t, page, 'reset password')
  await page.getByLabel('New password', { exact: true }).fill('a brand new passphrase')
  await page.getByRole('button', { name: 'Save new password' }).click()
  await page.waitForURL(/\/login\?reset=1$/)
  t.ok(await page.getByRole('status').filter({ hasText: 'Your password has been changed' }).isVisible(), 'reset: the login page says so')
  await page.getByRole('link', { name: 'Forgot password?' }).waitFor()
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('a brand new passphrase')
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.waitForURL(/\/app\/welcome$/)
  t.pass('reset: the new password logs in')

  t.ok(scripts.length > 0 && scripts.every((path) => FORM_GUARD.test(path)), 'the form guard is the only script those pages fetched')
  t.same(errors, [], 'no script errors in the browser')
})

t.test('a double tap on "Create account" sends the form once and opens the welcome page', async (t) => {
  const { page, errors } = await openPage(t, browser, { viewport: PHONE })
  let registrations = 0
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/register') registrations += 1
  })
  await page.goto(`${url}/register`)
  await page.getByLabel('Full name').fill('Double Tap')
  await page.getByLabel('Email').fill('double.tap@example.test')
  await page.getByLabel('Password').fill('a long enough passphrase')
  await page.getByRole('button', { name: 'Create account' }).dblclick()
  await page.waitForURL(/\/app\/welcome$/)
  t.equal(registrations, 1, 'one registration was sent, not two')
  t.same(errors, [], 'no script errors in the browser')
})

/** The token of the last reset link mailed to `email`, from the product's log (mail is logged without SMTP_URL). */
function resetToken(email: string): Promise<string> {
  return product.whenLogged((lines) => {
    const mails = lines.flatMap((line) => {
      const mail = (line as { mail?: { to?: string; text?: string } }).mail
      return mail?.to === email && mail.text ? [mail.text] : []
    })
    return /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mails.at(-1) ?? '')?.[1]
  })
}
