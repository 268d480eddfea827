import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { Test } from 'tap'
import sharp from 'sharp'
import type { Browser, Page } from 'playwright-core'
import type { Role } from '#shared/auth/auth.ts'
import type { AnchoredComment } from '#shared/evaluation/anchored-comments.ts'
import type { QueueItem, QueueResponse } from '#shared/evaluation/schema.ts'
import type { SpeakingSubmitResponse, WritingSubmitResponse } from '#shared/submissions/schema.ts'
import { fieldId } from '#client/routes/admin/-components/editor/pointer.ts'
import { DESKTOP, hydrated } from './browser.ts'
import { loggedInSession, registeredSession, uniqueEmail } from './session.ts'
import { apiJson, openPage, type IgnoredErrors } from './student.ts'

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

/** A one-page PDF, as an evaluator might upload with an evaluation. */
export const ONE_PAGE_PDF =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
  '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'

/** A one-page PDF an evaluator might upload, and a picture renamed to .pdf. */
export async function evaluationFiles(t: Test) {
  const dir = await mkdtemp(join(tmpdir(), 'oet-staff-e2e-'))
  t.teardown(() => rm(dir, { recursive: true, force: true }))
  const pdf = join(dir, 'speaking-feedback.pdf')
  await writeFile(pdf, ONE_PAGE_PDF)
  const fake = join(dir, 'scan.pdf')
  await writeFile(fake, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]))
  return { pdf, fake, dir }
}

/** The sample tests the evaluation tests send work for. */
export { MEDICINE, NURSING } from './writing-page.ts'
export { SPEAKING_1 } from './speaking-page.ts'

/** The start of a referral letter answering NURSING. */
export const REFERRAL_LETTER = `Dear Ms Thorne,

Re: Mr Leonard Ashworth, DOB 14/02/1943

I am writing to refer Mr Ashworth, who is being discharged home today after treatment for cellulitis of the left leg.`

/**
 * A page of its own for a student made through the API, left blank: for a test that only needs the
 * student's work sent (apiJson with this page), not their screens.
 */
export async function studentByApi(t: Test, browser: Browser, url: string, name: string): Promise<Page> {
  const context = await browser.newContext()
  t.teardown(() => context.close())
  await context.addCookies(await registeredSession(url, { name, email: uniqueEmail(name, 'example.test'), password: PASSWORD }))
  return context.newPage()
}

/** A typed letter sent as the writing screen sends it, untimed; its submission's id. */
export async function sendLetter(page: Page, url: string, testId: string, letter: string): Promise<string> {
  return (await apiJson<WritingSubmitResponse>(page, url, 'POST', `/api/writing-tests/submission/${testId}/submit`, { writingAnswer: letter })).submissionId
}

/** A recording (base64) of a role-play (the first unless named) sent as the speaking screen sends it; its submission's id. */
export async function sendRecording(page: Page, url: string, testId: string, audio: string, part = 1): Promise<string> {
  const sent = await apiJson<SpeakingSubmitResponse>(page, url, 'POST', `/api/speaking-tests/submission/${testId}/submit`, { mainCardNumber: part, audio, fileName: `part${part}.webm` })
  return sent.submissionId
}

/** A letter on paper: one photographed page (a blank sheet), sent as the writing screen sends it; the answer to the call. */
export async function sendPhotographedLetter(page: Page, url: string, testId: string) {
  const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#f4f1e8' } }).jpeg().toBuffer()
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name.endsWith('oet_csrf'))?.value ?? ''
  return page.request.post(`${url}/api/writing-tests/submission/${testId}/submit`, {
    headers: { 'x-csrf-token': csrf, origin: url },
    multipart: { file: { name: 'page-1.jpg', mimeType: 'image/jpeg', buffer: photo } },
  })
}

/** A real 20-second recording (ffmpeg), base64: long enough to comment on a moment well inside it. */
export async function twentySecondRecording(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'oet-feedback-'))
  try {
    const path = join(dir, 'part1.webm')
    await promisify(execFile)('ffmpeg', ['-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=330:duration=20', '-ac', '1', '-c:a', 'libopus', '-b:a', '32k', path])
    return (await readFile(path)).toString('base64')
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/** Picks a score in each named criterion's row of choices on the evaluation screen. */
export async function score(page: Page, scores: Record<string, number>): Promise<void> {
  for (const [criterion, value] of Object.entries(scores)) {
    await page.getByRole('group', { name: new RegExp(`^${criterion.replace(/[()']/g, '.')} \\(`) }).getByLabel(String(value), { exact: true }).check()
  }
}

/** The draft save that carries `text`, answered 200: saved while the evaluator types. */
export const draftWith = (page: Page, text: string) =>
  page.waitForResponse((r) => r.url().endsWith('/draft') && r.request().method() === 'PUT' && (r.request().postData() ?? '').includes(text) && r.ok())

/** The writing sample as an import document with its task taken out: the import refuses it, naming the field. */
export async function writingWithoutTask(): Promise<string> {
  const writing = JSON.parse(await readFile('content/oet-writing-1/test.json', 'utf8')) as { content: Record<string, unknown> }
  delete writing.content.writingPrompt
  return JSON.stringify(writing)
}

/** Starts a test of `kind` (as the Tests page names it) with the Tests page's form; ends in its editor, answering its id. */
export async function startDraft(page: Page, url: string, kind: string, title: string): Promise<string> {
  await visit(page, url, '/admin/tests')
  await page.getByLabel('Kind').selectOption({ label: kind })
  await page.getByLabel('Title').fill(title)
  await page.getByRole('button', { name: 'Start a draft' }).click()
  await page.waitForURL(/\/admin\/tests\/[0-9a-f-]{36}$/)
  await hydrated(page)
  return new URL(page.url()).pathname.split('/').at(-1)!
}

/** In a mock's editor, copies the sample OET listening test and the first writing test offered into the mock. */
export async function assembleMock(page: Page): Promise<void> {
  const copy = page.getByRole('region', { name: 'Assemble from published tests' })
  await copy.getByLabel('Section').selectOption('listening')
  await copy.getByLabel('From the test').selectOption({ label: 'OET Listening Practice Test 1 (version 1)' })
  await copy.getByRole('button', { name: 'Copy into the mock' }).click()
  await copy.getByText(/^The listening section is now a copy of/).waitFor()
  await copy.getByLabel('Section').selectOption('writing')
  await copy.getByRole('button', { name: 'Copy into the mock' }).click()
  await copy.getByText(/^The writing section is now a copy of/).waitFor()
}

/** Opens every closed item of the test editor on the way to a field, as a person clicks down to it. */
export async function openTo(page: Page, pointer: string): Promise<void> {
  const segments = pointer.split('/').slice(1)
  for (let i = 1; i <= segments.length; i++) {
    // A list item is a <details>; a closed one shows only its heading.
    const item = page.locator(`details[data-pointer="/${segments.slice(0, i).join('/')}"]`)
    if ((await item.count()) === 1 && !(await item.evaluate((element: HTMLDetailsElement) => element.open))) await item.locator('> summary').click()
  }
}

/** A field of the test editor, by its JSON pointer. */
export const editorField = (page: Page, pointer: string) => page.locator(`#${fieldId(pointer)}`)

/** Opens the site's menu when the page is at phone width; at desktop width its sections are in the header. */
export async function openPhoneMenu(page: Page, width: 'phone' | 'desktop'): Promise<void> {
  if (width === 'phone') await page.getByRole('button', { name: 'Menu', expanded: false }).click()
}

/**
 * TanStack Router's defaults, which the app keeps: a route still loading shows its pending screen
 * after a second, and then for half a second at least. A test moves the page's clock (installed
 * before the page loads) on by these rather than sitting through them.
 */
export const ROUTER_PENDING = { afterMs: 1000, atLeastMs: 500 }
