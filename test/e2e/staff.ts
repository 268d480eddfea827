import { eq } from 'drizzle-orm'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Test } from 'tap'
import type { Browser, Page } from 'playwright-core'
import { users } from '#api/db/schema.ts'
import type { buildApiServer } from '#api/server.ts'
import type { Role } from '#shared/contracts/auth.ts'
import { DESKTOP, hydrated } from './browser.ts'
import { openPage, type IgnoredErrors } from './student.ts'

/*
 * What the staff browser tests need beside the student helpers: staff and admins (registered, then
 * given their role in the database as `npm run user:create` would), logged in through the form.
 */

const PASSWORD = 'marking all day 24'

type ApiHost = Awaited<ReturnType<typeof buildApiServer>>

/** A user with `role`, logged in through the login form on a page of their own. */
export async function staffPage(t: Test, browser: Browser, url: string, api: ApiHost, name: string, role: Role, ignore?: IgnoredErrors) {
  const email = `${name.toLowerCase().replaceAll(' ', '.')}@school.example`
  const registered = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ name, email, password: PASSWORD }),
  })
  if (registered.status !== 201) throw new Error(`register ${name}: ${registered.status} ${await registered.text()}`)
  await api.database.db.update(users).set({ role }).where(eq(users.email, email))
  const opened = await openPage(t, browser, { viewport: DESKTOP }, ignore)
  await opened.page.goto(`${url}/login`)
  await hydrated(opened.page)
  await opened.page.getByLabel('Email').fill(email)
  await opened.page.getByLabel('Password').fill(PASSWORD)
  await opened.page.getByRole('button', { name: 'Log in' }).click()
  await opened.page.waitForURL(/\/app\/welcome$/)
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
