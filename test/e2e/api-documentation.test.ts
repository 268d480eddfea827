import t from 'tap'
import { DESKTOP } from './browser.ts'
import { openPage } from './student.ts'
import { sharedBrowser, sharedProduct } from './shared.ts'

// The API's documentation (Swagger UI), reached as an operator reaches it: through the web
// server's address (decision 0078). Its content security policy lets its own scripts and styles
// load, so the operations show and the browser reports no violation of the policy.

t.test('/documentation shows the API operations with no content security policy violation', async (t) => {
  const { url } = await sharedProduct()
  const browser = await sharedBrowser()
  const { page, errors } = await openPage(t, browser, { viewport: DESKTOP })
  const violations: string[] = []
  await page.exposeFunction('reportViolation', (text: string) => void violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      ;(window as unknown as { reportViolation(text: string): void }).reportViolation(`${event.violatedDirective} ${event.blockedURI}`)
    })
  })

  const response = await page.goto(`${url}/documentation`)
  t.equal(response?.status(), 200)
  const login = page.locator('.opblock-summary', { hasText: '/api/auth/login' }).filter({ hasText: 'POST' })
  await login.first().waitFor()
  t.ok(await login.first().isVisible(), 'POST /api/auth/login is listed')
  t.ok(await page.getByRole('heading', { name: /OET Prep API/ }).isVisible(), 'the API is named')
  t.same(violations, [], 'no content security policy violation')
  t.same(errors, [], 'no script errors')
})
