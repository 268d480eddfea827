import t, { type Test } from 'tap'
import type { Page } from 'playwright-core'
import type { Submission } from '#shared/submissions/schema.ts'
import { hydrated } from './browser.ts'
import { askedBeforeLeaving, reload } from './leave.ts'
import { button, dialog, keptRead, MOCK_1, previewPlays, recordAnswer, SPEAKING_1 } from './speaking-page.ts'
import { apiJson, newStudentPage, testIdByTitle } from './student.ts'
import { sharedBrowser, sharedProduct } from './shared.ts'

/*
 * Recordings survive a reload until they are sent, and leaving a page with one unsent is asked
 * about first: by the browser (beforeunload) on a reload, by the app on its own links.
 */

/** A link of the app's own menu is held back while a recording is unsent: "Stay on this page" stays. */
async function checkInAppLinkAsks(t: Test, page: Page) {
  const where = page.url()
  const said = await askedBeforeLeaving(page)
  t.match(said, /^Your recording has not been sent/, 'the app asks before following its own link')
  t.equal(page.url(), where, 'and stays when told to')
  t.ok(await page.locator('.sp-preview audio').isVisible(), 'with the recording still there')
}

t.test('recordings kept through a reload, and the leave warning', async (t) => {
  const { url } = await sharedProduct()
  const browser = await sharedBrowser()

  await t.test('the mock speaking screen: part 1 survives reloads, then both parts are sent together', async (t) => {
    const { page, errors } = await newStudentPage(t, browser, url, 'Reloading Speaker')
    const mockId = await testIdByTitle(page, url, '/api/mock-tests', MOCK_1)
    await page.goto(`${url}/mock-speaking/${mockId}`)
    await hydrated(page)
    t.same(await reload(page), [], 'nothing recorded yet: a reload asks nothing')

    // A Skip pressed before the kept recordings are read is undone when the part opens afresh.
    await keptRead(page)
    await button(page, 'Skip preparation time').click()
    // Deleted below: the recordings sent, and checked whole, are the two made after it.
    await recordAnswer(page, 1)
    const made = await page.locator('.sp-preview-title').textContent()
    t.same(await reload(page), ['beforeunload'], 'a reload with part 1 unsent is asked about')
    await page.locator('.sp-preview audio').waitFor()
    t.ok(await page.getByRole('heading', { name: 'Part 1: Record or Upload' }).isVisible(), 'back on part 1')
    t.equal(await page.locator('.sp-preview-title').textContent(), made, 'with its recording and its length')
    await previewPlays(page)
    t.notOk(await page.getByRole('timer', { name: 'Preparation time' }).isVisible(), 'no preparation time for a part already recorded')
    await checkInAppLinkAsks(t, page)

    await button(page, 'Submit Part 1').click()
    await dialog(page, 'Submit Part 1?').getByRole('button', { name: 'Yes', exact: true }).click()
    await page.getByRole('heading', { name: 'Part 2: Record or Upload' }).waitFor()
    t.same(await reload(page), ['beforeunload'], 'part 1 collected but not sent: still asked')
    await page.getByRole('heading', { name: 'Part 2: Record or Upload' }).waitFor()
    const completed = page.getByRole('region', { name: 'Completed parts' })
    await completed.waitFor()
    t.equal(await completed.locator('.sp-preview-title').textContent(), made, 'the reload opens on part 2, with part 1 listed')
    await previewPlays(page, '.sp-completed')

    await completed.getByRole('button', { name: 'Delete Part 1' }).click()
    await page.getByRole('heading', { name: 'Part 1: Record or Upload' }).waitFor()
    t.ok(await page.getByRole('status').filter({ hasText: 'Part 1 deleted' }).isVisible(), 'deleting part 1 goes back to record it again')
    t.notOk(await page.locator('.sp-preview').isVisible(), 'with nothing kept for it')
    // Its preparation was used: the clock is the server's and runs once (decision 0056).
    await button(page, 'Record').waitFor()
    t.notOk(await page.getByRole('timer', { name: 'Preparation time' }).isVisible(), 'and no second preparation time')
    await recordAnswer(page, 3)
    await button(page, 'Submit Part 1').click()
    await dialog(page, 'Submit Part 1?').getByRole('button', { name: 'Yes', exact: true }).click()
    await page.getByRole('heading', { name: 'Part 2: Record or Upload' }).waitFor()

    await button(page, 'Skip preparation time').click()
    await recordAnswer(page, 3)
    await button(page, 'Submit All Completed Parts').click()
    await dialog(page, 'Submit Part 2?').getByRole('button', { name: 'Yes', exact: true }).click()
    await dialog(page, 'All Parts Submitted!').waitFor({ timeout: 30_000 })
    t.same(await reload(page), [], 'all sent: a reload asks nothing')
    await page.getByRole('heading', { name: 'Part 1: Record or Upload' }).waitFor()
    // Nothing is shown either before the browser's store is read: only after it does no preview prove anything.
    await keptRead(page)
    t.notOk(await page.locator('.sp-preview').isVisible(), 'and nothing is kept in the browser any more')

    const mine = await apiJson<Submission[]>(page, url, 'GET', '/api/speaking-tests/student/results')
    t.same(mine.map((item) => [item.source, item.mainCardNumber]).sort(), [
      ['mock', 1],
      ['mock', 2],
    ])
    t.ok(mine.every((item) => (item.files[0]?.durationSeconds ?? 0) > 2), 'both recordings arrived whole, with their real durations')
    t.same(errors, [], 'no script errors')
  })

  await t.test('the standalone screen: the recording not yet submitted survives a reload', async (t) => {
    const { page, errors } = await newStudentPage(t, browser, url, 'Standalone Reloader')
    const testId = await testIdByTitle(page, url, '/api/oet-speaking-tests', SPEAKING_1)
    await page.goto(`${url}/oet-speaking/${testId}`)
    await hydrated(page)
    await keptRead(page)
    await button(page, 'Skip preparation time').click()
    await recordAnswer(page, 3)
    const made = await page.locator('.sp-preview-title').textContent()
    t.same(await reload(page), ['beforeunload'], 'a reload before "Submit Part 1" is asked about')
    await page.locator('.sp-preview audio').waitFor()
    t.equal(await page.locator('.sp-preview-title').textContent(), made, 'the recording is back after the reload')
    await previewPlays(page)
    await checkInAppLinkAsks(t, page)

    await button(page, 'Submit Part 1').click()
    await dialog(page, 'Submit Part 1').getByRole('button', { name: 'Yes, submit' }).click()
    await page.getByRole('heading', { name: 'Record or Upload Response (Part 2)' }).waitFor({ timeout: 30_000 })
    t.same(await reload(page), [], 'part 1 sent: a reload asks nothing')
    await page.getByRole('heading', { name: 'Record or Upload Response (Part 2)' }).waitFor()
    await keptRead(page)
    t.notOk(await page.locator('.sp-preview').isVisible(), 'part 2 starts empty')

    const mine = await apiJson<Submission[]>(page, url, 'GET', '/api/speaking-tests/student/results')
    t.same(
      mine.map((item) => item.mainCardNumber),
      [1],
    )
    t.ok((mine[0]?.files[0]?.durationSeconds ?? 0) > 2, 'the kept recording reached the server whole')
    t.same(errors, [], 'no script errors')
  })
})
