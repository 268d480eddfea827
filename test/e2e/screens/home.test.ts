import { readFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import type { TestSummaryList } from '#shared/test-kinds/schema.ts'
import { hydrated } from '../browser.ts'
import { openPhoneMenu } from '../staff.ts'
import { apiJson } from '../student.ts'
import { lookAt, type Visit } from './tour.ts'

/** The screens a visitor and a student meet outside the tests: sign-in, home pages and hubs. */

const sampleKey = (JSON.parse(await readFile('content/oet-listening-1/test.json', 'utf8')) as { answerKey: Record<string, string> }).answerKey

async function open({ page, url }: Visit, path: string) {
  await page.goto(`${url}${path}`)
  await hydrated(page)
}

const firstTest = async (page: Page, url: string, listPath: string) => (await apiJson<TestSummaryList>(page, url, 'GET', listPath))[0]!

/** Two practice sittings of the first OET listening test (the second better) and an open general one. */
async function sitListening({ page, url }: Visit) {
  const oet = await firstTest(page, url, '/api/oet-listening-tests')
  const general = await firstTest(page, url, '/api/listening-tests')
  for (const answers of [{ '1': '6 weeks', '4': 'ibuprofen' }, Object.fromEntries(Object.entries(sampleKey).slice(0, 30).map(([id, answer]) => [id, answer.split('/')[0]!]))]) {
    const started = await apiJson<{ id: string }>(page, url, 'POST', '/api/attempts', { testId: oet.id, mode: 'practice', minutes: 30 })
    await apiJson(page, url, 'POST', `/api/oet-listening-tests/${oet.id}/submit`, { attemptId: started.id, answers })
  }
  await apiJson(page, url, 'POST', '/api/attempts', { testId: general.id, mode: 'practice', minutes: 'no-limit' })
}

/** A submitted practice sitting of the first OET reading test, two answers given. */
async function sitReading({ page, url }: Visit) {
  const reading = await firstTest(page, url, '/api/oet-reading-tests')
  const started = await apiJson<{ id: string }>(page, url, 'POST', '/api/attempts', { testId: reading.id, mode: 'practice' })
  await apiJson(page, url, 'POST', `/api/oet-listening-tests/${reading.id}/submit`, { attemptId: started.id, answers: { '1': 'Text A', '8': '6 hours' } })
}

lookAt([
  {
    name: 'Visitor Signing In',
    role: 'visitor',
    // The refused form answers 4xx on purpose; the browser logs that.
    ignore: /status of 4\d\d/,
    states: [
      {
        name: 'login',
        reach: async ({ page, url }) => {
          await page.goto(`${url}/login`)
          // HTML only (decision 0070): ready once its form is shown.
          await page.getByRole('button', { name: 'Log in' }).waitFor()
        },
      },
      {
        name: 'register',
        reach: async ({ page }) => {
          await page.getByRole('link', { name: 'Create an account' }).click()
          await page.getByRole('heading', { name: 'Create your account' }).waitFor()
        },
      },
      {
        name: 'register-error',
        reach: async ({ page }) => {
          await page.getByLabel('Full name').fill('Amina Okafor')
          await page.getByLabel('Email').fill('amina.screens@example.test')
          await page.getByLabel('Password').fill('password')
          await page.getByRole('button', { name: 'Create account' }).click()
          await page.getByRole('alert').filter({ hasText: 'most commonly used' }).waitFor()
        },
      },
      {
        // Where the register form lands: a new student's welcome, as home-welcome-new shows it.
        name: 'welcome',
        reach: async ({ page }) => {
          await page.getByLabel('Password').fill('night shift ward 7')
          await page.getByRole('button', { name: 'Create account' }).click()
          await page.waitForURL(/\/app\/welcome$/)
          await hydrated(page)
        },
      },
    ],
  },
  {
    name: 'Hana Home',
    role: 'student',
    // The failed load is forced on purpose; the browser logs the 500.
    ignore: /status of 500|The server had a problem/,
    states: [
      // At 390 px also the phone's header with its menu closed (nav-phone-closed before).
      { name: 'home-welcome-new', reach: async () => {} },
      { name: 'nav-phone-open', reach: async () => {}, arrange: ({ page }, width) => openPhoneMenu(page, width) },
      {
        name: 'review-empty',
        reach: async (visit) => {
          await open(visit, '/review')
          await visit.page.getByRole('heading', { name: 'Nothing to review now' }).waitFor()
        },
      },
      { name: 'hub-listening-new', reach: (visit) => open(visit, '/app/integration') },
      {
        name: 'hub-start-dialog',
        reach: async ({ page, url }) => {
          const oet = await firstTest(page, url, '/api/oet-listening-tests')
          await page.getByRole('article', { name: oet.title }).getByRole('button', { name: `Start ${oet.title}` }).click()
          await page.getByRole('dialog', { name: `Start ${oet.title}` }).waitFor()
        },
      },
      {
        name: 'hub-start-dialog-no-parts',
        reach: async ({ page, url }) => {
          await page.keyboard.press('Escape')
          const general = await firstTest(page, url, '/api/listening-tests')
          await page.getByRole('article', { name: general.title }).getByRole('button', { name: `Start ${general.title}` }).click()
          const dialog = page.getByRole('dialog', { name: `Start ${general.title}` })
          for (const part of ['Part A', 'Part B', 'Part C']) await dialog.getByRole('checkbox', { name: part }).uncheck()
          await dialog.getByRole('alert').filter({ hasText: 'Choose at least one part.' }).waitFor()
        },
      },
      { name: 'hub-reading', reach: (visit) => open(visit, '/app/oetreading') },
      {
        name: 'journey-reading-start',
        reach: async ({ page, url }) => {
          const reading = await firstTest(page, url, '/api/oet-reading-tests')
          await page.getByRole('article', { name: reading.title }).getByRole('button', { name: `Start ${reading.title}` }).click()
          await page.getByRole('dialog', { name: `Start ${reading.title}` }).getByRole('radio', { name: 'Simulation' }).check()
        },
      },
      {
        name: 'hub-listening',
        reach: async (visit) => {
          await sitListening(visit)
          await open(visit, '/app/integration')
        },
      },
      {
        name: 'home-dashboard',
        reach: async (visit) => {
          await open(visit, '/dashboard')
          const listening = visit.page.getByRole('article', { name: 'Listening', exact: true })
          await listening.getByText('All listening scores').click()
          await listening.getByRole('table').waitFor()
        },
      },
      { name: 'home-welcome', reach: (visit) => open(visit, '/app/welcome') },
      {
        name: 'journey-reading-hub-scored',
        reach: async (visit) => {
          await sitReading(visit)
          await open(visit, '/app/oetreading')
        },
      },
      { name: 'journey-dashboard', reach: (visit) => open(visit, '/dashboard') },
      {
        name: 'review-card',
        reach: async (visit) => {
          await open(visit, '/review')
          await visit.page.getByRole('region', { name: 'A question you missed' }).waitFor()
        },
      },
      {
        name: 'review-card-answered',
        reach: async ({ page }) => {
          const card = page.getByRole('region', { name: 'A question you missed' })
          await card.getByRole('button', { name: "I don't know" }).click()
          await card.locator('.review-outcome').waitFor()
        },
      },
      {
        name: 'hub-error',
        reach: async ({ page }) => {
          await page.route('**/api/me/attempts', (route) =>
            route.fulfill({ status: 500, json: { statusCode: 500, error: 'Internal Server Error', message: 'The server had a problem.' } }),
          )
          await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reading' }).click()
          await page.getByRole('alert').filter({ hasText: 'Could not load the reading tests.' }).waitFor()
        },
      },
    ],
  },
])
