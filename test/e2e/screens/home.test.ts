import { readFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import type { TestSummaryList } from '#shared/contracts/test-kinds.ts'
import { hydrated } from '../browser.ts'
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
    ],
  },
  {
    name: 'Hana Home',
    role: 'student',
    // The failed load is forced on purpose; the browser logs the 500.
    ignore: /status of 500|The server had a problem/,
    states: [
      { name: 'home-welcome-new', reach: async () => {} },
      { name: 'hub-listening-new', reach: (visit) => open(visit, '/app/integration') },
      {
        name: 'hub-start-dialog',
        reach: async ({ page, url }) => {
          const oet = await firstTest(page, url, '/api/oet-listening-tests')
          await page.getByRole('article', { name: oet.title }).getByRole('button', { name: `Start ${oet.title}` }).click()
          await page.getByRole('dialog', { name: `Start ${oet.title}` }).waitFor()
        },
      },
      { name: 'hub-reading', reach: (visit) => open(visit, '/app/oetreading') },
      {
        name: 'hub-listening',
        reach: async (visit) => {
          await sitListening(visit)
          await open(visit, '/app/integration')
        },
      },
      { name: 'home-dashboard', reach: (visit) => open(visit, '/dashboard') },
      { name: 'home-welcome', reach: (visit) => open(visit, '/app/welcome') },
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
