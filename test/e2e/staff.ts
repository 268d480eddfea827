import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Test } from 'tap'
import type { Browser, Page } from 'playwright-core'
import type { Role } from '#shared/contracts/auth.ts'
import type { AnchoredComment } from '#shared/evaluation/anchored-comments.ts'
import type { QueueItem, QueueResponse } from '#shared/contracts/evaluation.ts'
import { DESKTOP, hydrated } from './browser.ts'
import { loggedInSession, registeredSession, uniqueEmail } from './session.ts'
import { openPage, type IgnoredErrors } from './student.ts'

/*
 * What the staff browser tests need beside the student helpers: the operator's admin (made at start
 * from ADMIN_EMAIL and ADMIN_PASSWORD, as the README's Docker line does) and staff (registered,
 * then made staff by that admin through the API, as the Users page does), logged in through the form.
 */

const PASSWORD = 'marking all day 24'

/** The operator's admin: pass it to startShippedProduct. ensureAdmin names every such admin "Administrator". */
export const ADMIN = { email: 'ada.okoro@school.example', password: PASSWORD, name: 'Administrator' }

/**
 * Calls the API as the operator's admin, with a bearer as any API client would; a FormData body
 * goes as multipart, a Blob as it is (its type the Content-Type: a media upload).
 */
export async function asAdmin<T>(url: string, method: string, path: string, body?: unknown): Promise<T> {
  const login = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }) })
  if (login.status !== 200) throw new Error(`admin login: ${login.status} ${await login.text()}`)
  const { token } = (await login.json()) as { token: string }
  const form = body instanceof FormData || body instanceof Blob
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, ...(body === undefined || form ? {} : { 'content-type': 'application/json' }) }
  const answer = await fetch(`${url}${path}`, { method, headers, body: body === undefined ? undefined : form ? body : JSON.stringify(body) })
  if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`)
  return (await answer.json()) as T
}

/**
 * The pending submissions of one student, through every page of the queue (a shared product's
 * queue holds other tests' students too, more than one page of them), in the queue's order;
 * `query` narrows it further (`&skill=writing`).
 */
export async function pendingOf(url: string, studentId: string, query = ''): Promise<QueueItem[]> {
  const found: QueueItem[] = []
  let after: string | null = null
  do {
    const page: QueueResponse = await asAdmin<QueueResponse>(url, 'GET', `/api/staff/submissions?status=pending${query}${after ? `&after=${after}` : ''}`)
    found.push(...page.items.filter((item) => item.student.id === studentId))
    after = page.next
  } while (after)
  return found
}

/** The admin claims a submission and saves an evaluation of it, as the evaluation screen does. */
export async function evaluateAsAdmin(
  url: string,
  submissionId: string,
  fields: { criteria: Record<string, number>; grade: string; adminComments: string; anchoredComments?: AnchoredComment[] },
) {
  await asAdmin(url, 'POST', `/api/staff/submissions/${submissionId}/claim`, {})
  const form = new FormData()
  form.set('criteria', JSON.stringify(fields.criteria))
  form.set('grade', fields.grade)
  form.set('adminComments', fields.adminComments)
  form.set('feedback', '')
  if (fields.anchoredComments) form.set('anchoredComments', JSON.stringify(fields.anchoredComments))
  await asAdmin(url, 'POST', `/api/staff/submissions/${submissionId}/evaluation`, form)
}

/**
 * The admin, or a new user made staff by the admin, with a session made through the login
 * endpoint (the login form has tests of its own), on the hydrated welcome page of a page of their own.
 */
export async function staffPage(t: Test, browser: Browser, url: string, name: string, role: Role, ignore?: IgnoredErrors) {
  const email = role === 'admin' ? ADMIN.email : uniqueEmail(name, 'school.example')
  if (role !== 'admin') {
    await registeredSession(url, { name, email, password: PASSWORD })
    const found = await asAdmin<{ items: { id: string; email: string }[] }>(url, 'GET', `/api/admin/users?query=${encodeURIComponent(email)}`)
    await asAdmin(url, 'PATCH', `/api/admin/users/${found.items.find((user) => user.email === email)!.id}`, { role })
  }
  const opened = await openPage(t, browser, { viewport: DESKTOP }, ignore)
  await opened.context.addCookies(await loggedInSession(url, { email, password: PASSWORD }))
  await opened.page.goto(`${url}/app/welcome`)
  await hydrated(opened.page)
  return opened
}

/** Goes to a path and waits for the page to be usable. */
export async function visit(page: Page, url: string, path: string): Promise<void> {
  await page.goto(`${url}${path}`)
  await hydrated(page)
}

/** A one-page PDF an evaluator might upload, and a picture renamed to .pdf. */
export async function evaluationFiles(t: Test) {
  const dir = await mkdtemp(join(tmpdir(), 'oet-staff-e2e-'))
  t.teardown(() => rm(dir, { recursive: true, force: true }))
  const pdf = join(dir, 'speaking-feedback.pdf')
  await writeFile(
    pdf,
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  )
  const fake = join(dir, 'scan.pdf')
  await writeFile(fake, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]))
  return { pdf, fake, dir }
}
