import type { Page } from 'playwright-core'
import { registeredSession, uniqueEmail } from '../session.ts'
import { testIdByTitle } from '../student.ts'
import { NURSING, REFERRAL_LETTER, asAdmin, evaluateAsAdmin, openPhoneMenu, score, sendLetter, studentByApi, visit as goTo, writingWithoutTask } from '../staff.ts'
import { lookAt, type Visit } from './tour.ts'

/**
 * The admin's screens (users, roles, accommodations, double marking's settings, item statistics,
 * the import) and double marking on the evaluation screen: second marks given blind, then the
 * adjudication of marks that disagree (decision 0106).
 */

const REFUSALS = /status of 4\d\d/

/** The letter the adjudication tour marks: double marked because its student is chosen, first marked by the admin. */
const work = { letter: '' }

/** A chosen student's letter with the admin's first marks: the share of all work is left alone, the product is shared. */
async function firstMarkedLetter({ t, browser, url }: Visit) {
  const student = await studentByApi(t, browser, url, 'Dora Doubleday')
  const me = await apiMe(student, url)
  await asAdmin(url, 'PUT', `/api/admin/users/${me}/marking`, { doubleMarked: true })
  work.letter = await sendLetter(student, url, await testIdByTitle(student, url, '/api/oet-writing-tests', NURSING), REFERRAL_LETTER)
  await evaluateAsAdmin(url, work.letter, {
    criteria: { purpose: 2, content: 5, conciseness: 5, genre: 5, organisation: 5, language: 5 },
    grade: 'B',
    adminComments: 'Clear purpose.',
  })
}

async function apiMe(page: Page, url: string): Promise<string> {
  const answer = await page.request.get(`${url}/api/auth/me`)
  return ((await answer.json()) as { user: { id: string } }).user.id
}

/** The tour's own user made a senior evaluator, found by name. */
async function makeSenior(url: string, name: string) {
  const found = await asAdmin<{ items: { id: string; name: string }[] }>(url, 'GET', `/api/admin/users?query=${encodeURIComponent(name)}`)
  await asAdmin(url, 'PUT', `/api/admin/users/${found.items.find((user) => user.name === name)!.id}/marking`, { senior: true })
}

lookAt([
  {
    name: 'Ada Administering',
    role: 'admin',
    // The import refuses a document on purpose; the browser logs its 400.
    ignore: REFUSALS,
    states: [
      { name: 'nav-admin', reach: async () => {}, arrange: ({ page }, width) => openPhoneMenu(page, width) },
      {
        name: 'admin-users',
        reach: async ({ page, url }) => {
          const email = uniqueEmail('Wren Castellanos', 'example.test')
          await registeredSession(url, { name: 'Wren Castellanos', email, password: 'night shift ward 7' })
          await goTo(page, url, '/admin/users')
          await page.getByLabel('Name or email').fill(email)
          await page.getByRole('button', { name: 'Search' }).click()
          await page.getByText(`1 user matching "${email}"`).waitFor()
        },
      },
      {
        name: 'admin-users-confirm-role',
        reach: async ({ page }) => {
          await page.getByRole('button', { name: 'Make staff Wren Castellanos' }).click()
          await page.getByRole('dialog', { name: 'Make Wren Castellanos staff?' }).waitFor()
        },
      },
      {
        name: 'admin-users-accommodations',
        reach: async ({ page }) => {
          await page.keyboard.press('Escape')
          await page.getByRole('button', { name: 'Accommodations for Wren Castellanos' }).click()
          const accommodations = page.getByRole('dialog', { name: 'Accommodations for Wren Castellanos' })
          await accommodations.getByLabel('Extra time (%)').fill('25')
          await accommodations.getByRole('button', { name: 'Save' }).click()
          await page.getByText('Wren Castellanos: 25% extra time').waitFor()
          await page.getByRole('button', { name: 'Accommodations for Wren Castellanos' }).click()
          await accommodations.getByText(/set by/).waitFor()
        },
      },
      {
        name: 'admin-users-marking',
        reach: async ({ page }) => {
          await page.keyboard.press('Escape')
          await page.getByRole('checkbox', { name: 'Double mark all work (Wren Castellanos)' }).check()
          await page.getByText('Every letter and recording Wren Castellanos sends is now double marked.').waitFor()
        },
      },
      {
        name: 'staff-item-statistics',
        reach: async ({ page, url }) => {
          await goTo(page, url, `/staff/tests/${await testIdByTitle(page, url, '/api/oet-reading-tests', 'OET Reading Test 1')}/statistics`)
          await page.getByRole('heading', { level: 1 }).waitFor()
        },
      },
      {
        name: 'admin-import',
        reach: async ({ page, url }) => {
          await goTo(page, url, '/admin/import')
          await page.getByLabel('Test document (JSON)').setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from(await writingWithoutTask()) })
          await page.getByRole('button', { name: 'Import' }).click()
          await page.locator('.staff-import-result[role="alert"]').waitFor()
        },
      },
    ],
  },
  {
    name: 'Vera Adjudicating',
    role: 'staff',
    states: [
      {
        name: 'staff-second-marking',
        reach: async (visit) => {
          await firstMarkedLetter(visit)
          await goTo(visit.page, visit.url, `/staff/submissions/${work.letter}`)
          await visit.page.getByText('You are evaluating this submission until').waitFor()
          await visit.page.getByRole('region', { name: 'Double marking' }).waitFor()
        },
      },
      {
        name: 'staff-second-saved',
        reach: async ({ page }) => {
          await score(page, { Purpose: 2, Content: 2, 'Conciseness and Clarity': 5, 'Genre and Style': 5, 'Organisation and Layout': 5, Language: 5 })
          await page.getByLabel('Grade').selectOption('C+')
          await page.getByRole('button', { name: 'Save evaluation' }).click()
          await page.locator('.staff-saved').waitFor()
        },
      },
      {
        // Not senior yet: the queue says the adjudication is not hers, and offers a look.
        name: 'staff-queue-not-yours',
        reach: async ({ page, url }) => {
          await goTo(page, url, '/staff?status=pending&skill=writing')
          await page.locator('.staff-queue tbody tr').filter({ hasText: 'Dora Doubleday' }).getByText('only a senior evaluator').waitFor()
        },
      },
      {
        name: 'staff-adjudication',
        reach: async ({ page, url }) => {
          await makeSenior(url, 'Vera Adjudicating')
          await goTo(page, url, `/staff/submissions/${work.letter}`)
          await page.getByText('You are evaluating this submission until').waitFor()
          await page.getByRole('region', { name: 'Double marking' }).getByRole('table').waitFor()
        },
      },
    ],
  },
])
