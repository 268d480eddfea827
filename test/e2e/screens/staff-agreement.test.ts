import t from 'tap'
import type { Page } from 'playwright-core'
import { registeredSession, uniqueEmail } from '../session.ts'
import { sharedBrowser, ownProduct } from '../shared.ts'
import { NURSING, REFERRAL_LETTER, asAdmin, sendLetter, staffPage, studentByApi, visit } from '../staff.ts'
import { testIdByTitle } from '../student.ts'
import { lookAtState } from './tour.ts'

/**
 * The marking agreement screen (issue 37, decision 0107): before any double marking, and with the
 * figures of letters marked twice by three evaluators. Its own product: the figures count every
 * double-marked piece of work, and double marking is turned on for all of it.
 */

const PASSWORD = 'marking twice 2026'
const BASE = { purpose: 2, content: 5, conciseness: 5, genre: 5, organisation: 5, language: 5 }

/** A staff member made by the admin, and their token for the API's calls. */
async function evaluator(url: string, name: string): Promise<string> {
  const email = uniqueEmail(name, 'school.example')
  await registeredSession(url, { name, email, password: PASSWORD })
  const found = await asAdmin<{ items: { id: string; email: string }[] }>(url, 'GET', `/api/admin/users?query=${encodeURIComponent(email)}`)
  await asAdmin(url, 'PATCH', `/api/admin/users/${found.items.find((user) => user.email === email)!.id}`, { role: 'staff' })
  const login = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) })
  if (login.status !== 200) throw new Error(`${name}'s login: ${login.status} ${await login.text()}`)
  return ((await login.json()) as { token: string }).token
}

/** Claims a submission and saves marks as the evaluator with this token, as the evaluation screen does. */
async function mark(url: string, token: string, id: string, criteria: Record<string, number>) {
  const call = async (path: string, body: BodyInit, json: boolean) => {
    const answer = await fetch(`${url}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, ...(json ? { 'content-type': 'application/json' } : {}) }, body })
    if (!answer.ok) throw new Error(`POST ${path}: ${answer.status} ${await answer.text()}`)
  }
  await call(`/api/staff/submissions/${id}/claim`, '{}', true)
  const form = new FormData()
  form.set('criteria', JSON.stringify(criteria))
  form.set('grade', 'B')
  await call(`/api/staff/submissions/${id}/evaluation`, form, false)
}

/** No page wider than the window: a wide table scrolls in its own box. */
const pageOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

t.test('the marking agreement screen, before double marking and with three evaluators\' figures', async (t) => {
  const { url } = await ownProduct(t)
  const browser = await sharedBrowser()
  const { page } = await staffPage(t, browser, url, 'Rosa Lind', 'staff')

  // From the queue's header, by keyboard.
  await visit(page, url, '/staff')
  const link = page.getByRole('link', { name: 'Marking agreement' })
  await link.focus()
  await page.keyboard.press('Enter')
  await page.getByRole('heading', { level: 1, name: 'Marking agreement' }).waitFor()
  await page.getByRole('heading', { name: 'No double-marked work yet' }).waitFor()
  await lookAtState(t, page, 'staff-agreement-empty', async (width) => {
    if (width === 'phone') t.equal(await pageOverflow(page), 0, 'empty: no sideways scroll at 390 px')
  })

  // Every letter double marked; Priya marks high on two criteria, Tom marks second, Grace first on two.
  await asAdmin(url, 'PUT', '/api/admin/marking', { sharePercent: 100, criterionTolerance: 2 })
  const [priya, tom] = [await evaluator(url, 'Priya Nair'), await evaluator(url, 'Tom Okafor')]
  const grace = await evaluator(url, 'Grace Hall')
  for (let i = 0; i < 7; i++) {
    const student = await studentByApi(t, browser, url, `Agreement Student ${i + 1}`)
    const letter = await sendLetter(student, url, await testIdByTitle(student, url, '/api/oet-writing-tests', NURSING), REFERRAL_LETTER)
    if (i < 5) await mark(url, priya, letter, { ...BASE, content: 7, language: i % 2 === 0 ? 6 : 7 })
    else await mark(url, grace, letter, BASE)
    await mark(url, tom, letter, i < 5 ? BASE : { ...BASE, purpose: 3 })
  }

  await visit(page, url, '/staff/agreement')
  const writing = page.getByRole('region', { name: 'Writing' })
  await writing.waitFor()
  const evaluators = page.getByRole('region', { name: 'By evaluator' }).first()
  t.match(await evaluators.textContent(), /Tom Okafor7−2\.1 marksMore severe by 2\.1 marks on average/, 'the most pairs first, with a verdict')
  t.match(await evaluators.textContent(), /Priya Nair5\+3\.4 marksMore lenient by 3\.4 marks on average/)
  t.match(await evaluators.textContent(), /Grace Hall2−1\.0 marksToo few pairs for a verdict/)
  t.match(await page.getByRole('region', { name: 'By criterion' }).first().textContent(), /Content 0 to 729%29%−1\.4/, 'exact and within 1, and the mean difference')
  t.match(await page.getByRole('region', { name: 'Speaking' }).textContent(), /No speaking sitting has been double marked yet/)

  await lookAtState(t, page, 'staff-agreement', async (width) => {
    if (width === 'phone') t.equal(await pageOverflow(page), 0, 'no sideways scroll of the page at 390 px')
  })

  // A table's box takes the keyboard's focus, so arrow keys scroll it on a phone.
  await page.setViewportSize({ width: 390, height: 844 })
  const box = page.getByRole('region', { name: 'By evaluator' }).first()
  await box.focus()
  t.ok(await box.evaluate((element) => element === document.activeElement), 'the evaluators table takes the focus')
  await page.keyboard.press('ArrowRight')
  // Chromium scrolls smoothly: the box has moved once the scroll has run.
  t.ok(await box.evaluate((element) => new Promise((resolve) => setTimeout(() => resolve(element.scrollLeft > 0), 500))), 'and scrolls sideways by keyboard to the months')
})
