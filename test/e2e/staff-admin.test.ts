import t, { type Test } from 'tap'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { apiJson, newStudentPage } from './student.ts'
import { ADMIN, staffPage, visit, writingWithoutTask } from './staff.ts'
import { sharedBrowser, sharedProduct } from './shared.ts'

/** The reading sample with a title of its own (a new test), and a writing document missing its task. */
async function documents(t: Test) {
  const dir = await mkdtemp(join(tmpdir(), 'oet-import-e2e-'))
  t.teardown(() => rm(dir, { recursive: true, force: true }))
  const reading = JSON.parse(await readFile('content/oet-reading-1/test.json', 'utf8')) as { title: string }
  reading.title = 'Imported reading: falls in older inpatients'
  const good = join(dir, 'test.json')
  await writeFile(good, JSON.stringify(reading))
  const bad = join(dir, 'broken.json')
  await writeFile(bad, await writingWithoutTask())
  return { good, bad, image: 'content/oet-reading-1/images/falls-by-time-of-day.svg' }
}

t.test('an admin finds users, makes one staff and a student again, and imports a test', async (t) => {
  const { url } = await sharedProduct()
  const browser = await sharedBrowser()
  const files = await documents(t)
  const student = await newStudentPage(t, browser, url, 'Priya Nair')
  const ada = await staffPage(t, browser, url, 'Ada Okoro', 'admin', /status of 4\d\d/)
  const sam = await staffPage(t, browser, url, 'Sam Evans', 'staff')
  const { page } = ada

  await t.test('links: the admin sees Users and Tests; staff see Tests, not Users', async (t) => {
    const nav = page.getByRole('navigation', { name: 'Main' })
    t.ok(await nav.getByRole('link', { name: 'Users' }).isVisible())
    t.ok(await nav.getByRole('link', { name: 'Tests', exact: true }).isVisible())
    const staffNav = sam.page.getByRole('navigation', { name: 'Main' })
    t.equal(await staffNav.getByRole('link', { name: 'Users' }).count(), 0)
    t.ok(await staffNav.getByRole('link', { name: 'Tests', exact: true }).isVisible())
    await visit(sam.page, url, '/admin/users')
    t.match(new URL(sam.page.url()).pathname, '/app/welcome', 'staff are sent home from admin pages')
  })

  await t.test('Users: search, promote, demote', async (t) => {
    await visit(page, url, '/admin/users')
    await page.getByLabel('Name or email').fill('priya')
    await page.getByRole('button', { name: 'Search' }).click()
    await page.waitForURL(/query=priya/)
    const rows = page.locator('.staff-users tbody tr')
    await page.getByText('1 user matching "priya"').waitFor()
    t.match(await rows.first().textContent(), /Priya Nair.*priya\.nair\.[0-9a-f]+@example\.test.*Student/s)
    await page.getByRole('button', { name: 'Make staff Priya Nair' }).click()
    const confirm = page.getByRole('dialog', { name: 'Make Priya Nair staff?' })
    t.match(await confirm.textContent(), /will see every student's letters and recordings/, 'the admin is asked first, and told what it means')
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    t.match(await rows.first().textContent(), /Student/, 'cancelled, nothing changes')
    t.equal((await apiJson<{ items: { role: string }[] }>(page, url, 'GET', '/api/admin/users?query=priya')).items[0]?.role, 'student')
    await page.getByRole('button', { name: 'Make staff Priya Nair' }).click()
    await confirm.getByRole('button', { name: 'Make staff' }).click()
    await page.getByText('Priya Nair is now staff.').waitFor()
    t.match(await rows.first().textContent(), /Staff.*Make student/s)
    const listed = await apiJson<{ items: { role: string }[] }>(page, url, 'GET', '/api/admin/users?query=priya')
    t.equal(listed.items[0]?.role, 'staff', 'the role is saved')
    await page.getByRole('button', { name: 'Make student Priya Nair' }).click()
    await page.keyboard.press('Enter')
    await page.getByText('Priya Nair is now student.').waitFor()
    t.equal(await page.getByRole('button', { name: new RegExp(ADMIN.name) }).count(), 0, 'no button to change an admin')
  })

  await t.test('Import: a bad document shows its validation error; a good one with its media gets an id', async (t) => {
    await visit(page, url, '/admin/import')
    await page.getByLabel('Test document (JSON)').setInputFiles(files.bad)
    await page.getByRole('button', { name: 'Import' }).click()
    const error = page.locator('.staff-import-result[role="alert"]')
    await error.waitFor()
    t.match(await error.textContent(), /writingPrompt/, 'the API names the missing field')

    await page.getByLabel('Test document (JSON)').setInputFiles(files.good)
    await page.getByRole('button', { name: 'Import' }).click()
    t.match(await page.getByRole('alert').filter({ hasText: 'did not choose' }).textContent(), /images\/falls-by-time-of-day\.svg/, 'media the document names must be chosen')
    await page.getByLabel('Media files').setInputFiles([files.image])
    await page.getByRole('button', { name: 'Import' }).click()
    const done = page.locator('.staff-import-result[role="status"]')
    await done.waitFor()
    const id = (await done.locator('code').textContent()) ?? ''
    t.match(id, /^[0-9a-f-]{36}$/, 'the new test id')
    const tests = await apiJson<{ id: string; title: string }[]>(student.page, url, 'GET', '/api/oet-reading-tests')
    t.ok(tests.some((test) => test.id === id && test.title === 'Imported reading: falls in older inpatients'), 'students see the imported test')
  })

  t.same(ada.errors, [], 'no script errors')
})
