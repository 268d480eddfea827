import t from 'tap'
import type { Page } from 'playwright-core'
import type { Submission } from '#shared/submissions/schema.ts'
import { secondsOfClock } from './browser.ts'
import { reload } from './leave.ts'
import { skipIntro, startSpeakingOnlyMock } from './mock-screens.ts'
import { button, dialog, keptRead, MOCK_1, offeredPlays, recordFor, SPEAKING_1 } from './speaking-page.ts'
import { apiJson, newStudentPage, testIdByTitle } from './student.ts'
import { sharedBrowser, sharedProduct } from './shared.ts'

/*
 * A reload mid-recording loses nothing: the recording made so far is kept in the browser as it
 * is recorded and offered back (play it, keep it, or record again); and the preparation clock is
 * the server's, so a reload does not give the student a fresh 3:00.
 */

const preparationLeft = async (page: Page) => secondsOfClock(await page.getByRole('timer', { name: 'Preparation time' }).textContent())

const { url } = await sharedProduct()
const browser = await sharedBrowser()

t.test('the standalone test: the preparation clock and the recording so far survive reloads', async (t) => {
  const { page, errors } = await newStudentPage(t, browser, url, 'Reload Mid Recording')
  const testId = await testIdByTitle(page, url, '/api/oet-speaking-tests', SPEAKING_1)
  await page.goto(`${url}/oet-speaking/${testId}`)
  await keptRead(page)
  await page.waitForFunction(() => {
    const [m, s] = (document.querySelector('[role=timer]')?.textContent ?? '3:00').split(':').map(Number)
    return (m ?? 0) * 60 + (s ?? 0) <= 175
  })
  const before = await preparationLeft(page)
  t.same(await reload(page), [], 'nothing made yet: a reload asks nothing')
  await keptRead(page)
  const after = await preparationLeft(page)
  t.ok(after <= before, `the preparation clock goes on after a reload (${before} s, then ${after} s), it does not start again at 3:00`)
  t.ok(after < 180)

  await button(page, 'Skip preparation time').click()
  t.same(await reload(page), [], 'skipped: a reload asks nothing')
  await keptRead(page)
  t.notOk(await page.getByRole('timer', { name: 'Preparation time' }).isVisible(), 'a skipped preparation stays skipped after a reload')

  await button(page, 'Record').click()
  await recordFor(page, 4)
  t.same(await reload(page), ['beforeunload'], 'a reload mid-recording is asked about')
  await keptRead(page)
  const offer = page.getByRole('region', { name: /^Your recording so far \(0:0[3-5]\) was kept when the page closed/ })
  await offer.waitFor()
  await offeredPlays(page)
  t.notOk(await page.getByRole('timer', { name: 'Preparation time' }).isVisible(), 'no preparation time again')
  t.ok(await button(page, 'Record').isDisabled(), 'recording waits for the choice')

  // Record again gives it up; the new recording is kept as it goes too.
  await offer.getByRole('button', { name: 'Record again' }).click()
  t.notOk(await offer.isVisible(), 'given up')
  await button(page, 'Record').click()
  await recordFor(page, 3)
  t.same(await reload(page), ['beforeunload'])
  await keptRead(page)
  const again = page.getByRole('region', { name: /^Your recording so far \(0:0[2-4]\)/ })
  await again.waitFor()
  await again.getByRole('button', { name: 'Keep this recording' }).click()
  await page.locator('.sp-response .sp-preview audio').waitFor()
  const keptTitle = (await page.locator('.sp-preview-title').textContent()) ?? ''
  t.match(keptTitle, /^Your recording, 0:0[2-4]$/, 'kept as the response, with its length')
  const keptSeconds = secondsOfClock(keptTitle.replace('Your recording, ', ''))

  await button(page, 'Submit Part 1').click()
  await dialog(page, 'Submit Part 1').getByRole('button', { name: 'Yes, submit' }).click()
  await page.getByRole('heading', { name: 'Record or Upload Response (Part 2)' }).waitFor({ timeout: 60_000 })
  const mine = await apiJson<Submission[]>(page, url, 'GET', '/api/speaking-tests/student/results')
  t.same(
    mine.map((item) => item.mainCardNumber),
    [1],
  )
  // The kept length is counted to the last piece the recorder handed over; the server measures the
  // re-encoded audio, which ends within a codec frame of it (2 s kept can measure 1.988 s).
  const received = mine[0]?.files[0]?.durationSeconds ?? 0
  t.ok(Math.abs(received - keptSeconds) < 1, `the recording kept through the reload reached the server whole (kept ${keptSeconds} s, received ${received} s)`)
  t.same(errors, [], 'no script errors')
})

t.test('the mock speaking screen: a reload mid-recording offers the recording so far', async (t) => {
  const { page, errors } = await newStudentPage(t, browser, url, 'Mock Reload Mid Recording')
  const mockId = await testIdByTitle(page, url, '/api/mock-tests', MOCK_1)
  await page.goto(`${url}/mock-speaking/${mockId}`)
  await keptRead(page)
  await button(page, 'Skip preparation time').click()
  await button(page, 'Record').click()
  await recordFor(page, 3)
  t.same(await reload(page), ['beforeunload'])
  await keptRead(page)
  const offer = page.getByRole('region', { name: /^Your recording so far/ })
  await offer.waitFor()
  await offeredPlays(page)
  t.notOk(await page.getByRole('timer', { name: 'Preparation time' }).isVisible(), 'no fresh preparation time over a recording')
  await offer.getByRole('button', { name: 'Keep this recording' }).click()
  t.match(await page.locator('.sp-parts .sp-part-state').first().textContent(), /^Part 1: recorded, 0:0[2-4], not confirmed yet$/)
  t.same(errors, [], 'no script errors')
})

t.test('the full mock: a reload mid-recording in its speaking section offers the recording so far', async (t) => {
  const { page, errors } = await newStudentPage(t, browser, url, 'Full Mock Reload Mid Recording')
  await startSpeakingOnlyMock(page, url)
  await skipIntro(t, page, 'Speaking')
  await keptRead(page)
  await button(page, 'Skip preparation time').click()
  await button(page, 'Record').click()
  // Long enough for the browser to hand over a first piece of the recording (every second), which is kept.
  await recordFor(page, 2)
  // The mock asks nothing on a reload: its work, this recording too, is kept in the browser as it is made.
  await reload(page)
  await keptRead(page)
  const offer = page.getByRole('region', { name: /^Your recording so far/ })
  await offer.waitFor()
  await offeredPlays(page)
  await offer.getByRole('button', { name: 'Keep this recording' }).click()
  await page.getByText('Part 1 is ready.', { exact: false }).waitFor()
  t.pass('the recording made before the reload is the part\'s response')
  t.same(errors, [], 'no script errors')
})
