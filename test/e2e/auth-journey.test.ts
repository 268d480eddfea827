import t from 'tap'
import { startShippedProduct } from '../shipped-product.ts'
import { DESKTOP, PHONE, hydrated, launchBrowser, screenshot, seriousViolations } from './browser.ts'
import { mainNavLink, openPage } from './student.ts'

// One product and one browser for the file: each journey registers a student of its own.
const { url } = await startShippedProduct(t)
const browser = await launchBrowser(t)

t.test('a new student registers, stays in across a reload, logs out and is gated again', async (t) => {
  for (const viewport of [PHONE, DESKTOP]) {
    await t.test(`at ${viewport.width} px`, async (t) => {
      // A refused form answers 4xx on purpose; the browser logs that, and it is not a script error.
      const { page, errors } = await openPage(t, browser, { viewport }, /status of 4\d\d/)

      await page.goto(`${url}/`)
      t.match(new URL(page.url()).pathname, '/login', 'a visitor without a session is sent to /login')
      await hydrated(page)
      t.same(await seriousViolations(page), [], 'login page: no serious accessibility violations')
      await screenshot(page, 'login')

      await page.getByRole('link', { name: 'Create an account' }).click()
      await page.waitForURL(/\/register$/)
      // The link navigates in the client: check the register form, not the login page it replaces.
      await page.getByRole('heading', { name: 'Create your account' }).waitFor()
      t.same(await seriousViolations(page), [], 'register page: no serious accessibility violations')
      await page.getByLabel('Full name').fill('Amina Okafor')
      await page.getByLabel('Email').fill(`amina.${viewport.width}@example.test`)
      await page.getByLabel('Password').fill('password')
      await page.getByRole('button', { name: 'Create account' }).click()
      await t.resolves(
        page.getByRole('alert').filter({ hasText: 'most commonly used' }).waitFor(),
        'a common password is refused in place with a message',
      )
      await screenshot(page, 'register-error')
      await page.getByLabel('Password').fill('night shift ward 7')
      await page.getByRole('button', { name: 'Create account' }).click()
      await page.waitForURL(/\/app\/welcome$/)
      t.ok(await page.getByRole('banner').getByText('Amina Okafor').isVisible(), 'the header shows who is logged in')
      t.same(await seriousViolations(page), [], 'welcome page: no serious accessibility violations')
      await screenshot(page, 'welcome')

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
