import t, { type Test } from 'tap'
import type { Page } from 'playwright-core'
import type { Submission } from '#shared/submissions/schema.ts'
import { secondsOfClock } from './browser.ts'
import { reload } from './leave.ts'
import { finishWithDamagedPart1, skipIntro, spokenAnswerFiles, startSpeakingOnlyMock, uploadAudio } from './mock-screens.ts'
import { button, keptRead, MOCK_1 } from './speaking-page.ts'
import { apiJson, newStudentPage, testIdByTitle } from './student.ts'
import { sharedBrowser, sharedProduct } from './shared.ts'

/*
 * The mock's clocks on the server (decisions 0056, 0057): the preparation time of the mock
 * speaking screen and of the full mock's speaking step goes on after a reload rather than
 * starting again at 3:00; and one recording the server cannot take no longer drops the rest of
 * Finish Mock: the result names the part and why, and sends it again.
 */

const preparationLeft = async (page: Page) => secondsOfClock(await page.getByRole('timer', { name: 'Preparation time' }).textContent())

/**
 * Waits until the preparation clock has run a few seconds, so a fresh 3:00 after a reload would
 * show. They pass for real: the clock is the server's, and the page measures its own against the
 * server's again on loading, so a page clock moved on would be set back by the reload.
 */
async function preparationRuns(page: Page) {
  const clock = await page.getByRole('timer', { name: 'Preparation time' }).elementHandle()
  // Inline only: a function sent to the page cannot call the test's helpers (see browser.ts).
  await page.waitForFunction((element) => {
    const [minutes, seconds] = (element?.textContent ?? '').trim().split(':').map(Number)
    return minutes !== undefined && seconds !== undefined && minutes * 60 + seconds <= 176
  }, clock)
}

/** A reload during the preparation time: the clock goes on from where it was. */
async function reloadKeepsPreparation(t: Test, page: Page) {
  await keptRead(page)
  await preparationRuns(page)
  const before = await preparationLeft(page)
  await reload(page)
  await keptRead(page)
  const after = await preparationLeft(page)
  t.ok(after <= before && after < 177, `the preparation clock goes on after a reload (${before} s, then ${after} s), it does not start again at 3:00`)
}

const { url } = await sharedProduct()
const browser = await sharedBrowser()

t.test('the mock speaking screen: the preparation clock is the server’s, a reload does not restart it', async (t) => {
  const { page, errors } = await newStudentPage(t, browser, url, 'Mock Speaking Preparation Reload')
  const mockId = await testIdByTitle(page, url, '/api/mock-tests', MOCK_1)
  await page.goto(`${url}/mock-speaking/${mockId}`)
  await reloadKeepsPreparation(t, page)
  const clocks = await apiJson<{ partStartedAt: Record<string, string> }>(page, url, 'POST', `/api/mock-tests/${mockId}/speaking-sitting`)
  t.same(Object.keys(clocks.partStartedAt), ['preparation-1'], 'the server holds the start of part 1’s preparation')

  await button(page, 'Skip preparation time').click()
  await reload(page)
  await keptRead(page)
  t.notOk(await page.getByRole('timer', { name: 'Preparation time' }).isVisible(), 'a skipped preparation stays skipped after a reload')
  t.same(errors, [], 'no script errors')
})

t.test('the full mock’s speaking step: the preparation clock is the attempt’s, a reload does not restart it', async (t) => {
  const { page, errors } = await newStudentPage(t, browser, url, 'Full Mock Preparation Reload')
  await startSpeakingOnlyMock(page, url)
  await skipIntro(t, page, 'Speaking')
  await reloadKeepsPreparation(t, page)
  t.same(errors, [], 'no script errors')
})

t.test('Finish Mock with one damaged recording: the other part is stored, the bad one named, sent again from the result', async (t) => {
  const files = await spokenAnswerFiles(t)
  const { page, errors } = await newStudentPage(t, browser, url, 'Finish Mock Damaged Part')
  await startSpeakingOnlyMock(page, url)
  const mockId = page.url().match(/\/mock-test\/([^?]+)/)![1]!
  await skipIntro(t, page, 'Speaking')
  const result = await finishWithDamagedPart1(page, files.damaged)
  const reason = result.locator('.mock-resend-reason')
  t.match(await reason.textContent(), /^Part 1 was not accepted: This recording is incomplete or damaged/, 'the part is named with the server’s reason')
  t.match(await result.textContent(), /Your speaking \(Part 2\) will be evaluated within 24 hrs\./, 'the part stored is promised its evaluation')
  const held = async () => (await apiJson<Submission[]>(page, url, 'GET', '/api/speaking-tests/student/results')).map((item) => item.mainCardNumber).sort()
  t.same(await held(), [2], 'part 2 reached staff despite part 1')

  // Sent again from the result, by keyboard: the file chosen, then "Send Part 1".
  await uploadAudio(page, files.webm, async () => {
    await result.getByRole('button', { name: 'Upload Audio', exact: true }).focus()
    await page.keyboard.press('Enter')
  })
  const send = result.getByRole('button', { name: 'Send Part 1', exact: true })
  // The file is read (its length checked) before it is the response: on a busy machine that takes
  // a moment, and Send before it has nothing to send.
  await result.locator('.sp-preview audio').waitFor()
  await send.focus()
  await page.keyboard.press('Enter')
  // Sent, or refused again with a new reason: either way the screen says which.
  const sent = result.getByRole('status').filter({ hasText: 'Part 1 was sent.' })
  await sent.or(result.locator('.mock-resend-reason', { hasNotText: 'incomplete or damaged' })).waitFor({ timeout: 60_000 })
  t.ok(await sent.isVisible(), `Part 1 was sent (the dialog says: ${await result.textContent()})`)
  t.notOk(await reason.isVisible(), 'the refusal is gone')
  t.match(await result.textContent(), /Your speaking will be evaluated within 24 hrs\./, 'now the whole speaking is promised')
  t.same(await held(), [1, 2], 'both parts are with staff')
  const results = await apiJson<{ results: Array<{ speaking: unknown }> }>(page, url, 'GET', `/api/mock-tests/${mockId}/results`)
  t.equal(results.results.length, 1, 'one attempt, holding both parts')
  t.same(errors, [], 'no script errors')
})
