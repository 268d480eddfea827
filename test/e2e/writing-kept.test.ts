import t, { type Test } from 'tap'
import type { Page } from 'playwright-core'
import { DESKTOP, PHONE } from './browser.ts'
import { apiCall, logInHere, newStudentPage, testIdByTitle } from './student.ts'
import { sharedBrowser, sharedProduct } from './shared.ts'
import { answerOpens, heicBytes, LAID_OUT_LETTER, MEDICINE, NURSING, openWritingScreen, pagePhoto, skipRetryWaits, startWritingAttempt, submitTest, thumbnailsDrawn } from './writing-page.ts'

// Issue 18: a letter always reaches the evaluator. A photo that is not one is named when chosen;
// a failed submit never traps; an ended session leads to the login and back to the kept letter;
// no server is said in words. The live count is of the letter's body, against the OET guide.

const NAME = 'Kept Letter'
const LETTER = LAID_OUT_LETTER

/** Starts the test's attempt (test-only timings) and opens its screen; answers the attempt's id. */
async function openAttempt(page: Page, url: string, testId: string, timing: { total: number; locked: number }): Promise<string> {
  const attemptId = await startWritingAttempt(page, url, testId, timing)
  await openWritingScreen(page, url, testId)
  return attemptId
}

async function submitted(t: Test, page: Page) {
  const done = page.getByRole('dialog', { name: 'Test Submitted' })
  await done.waitFor({ timeout: 30_000 })
  t.match(await done.textContent(), 'evaluated within 24 hrs', 'submitted: it is in the staff queue')
  await done.getByRole('button', { name: 'OK' }).click()
  await page.waitForURL(/\/app\/oetwriting$/)
}

t.test('a letter reaches the evaluator', async (t) => {
  const { url } = await sharedProduct({ customTiming: true })
  const browser = await sharedBrowser()
  // The calls refused on purpose (401 after the session ends) are logged by the browser.
  const { page, context, errors } = await newStudentPage(t, browser, url, NAME, { viewport: PHONE, ignore: /status of 401|ERR_INTERNET_DISCONNECTED/ })
  // Installed before the writing screen loads: the test moves it past the submit's retry waits.
  await page.clock.install()
  const nursing = await testIdByTitle(page, url, '/api/oet-writing-tests', NURSING)
  const medicine = await testIdByTitle(page, url, '/api/oet-writing-tests', MEDICINE)

  await t.test('the body of the letter is counted against the guide; the session ends; after logging in the kept letter is sent', async (t) => {
    await openAttempt(page, url, nursing, { total: 900, locked: 1 })
    await page.getByRole('tab', { name: 'Your answer' }).click()
    const answer = page.getByRole('textbox', { name: 'Your Answer' })
    await answerOpens(page)
    await answer.fill(LETTER)
    const count = page.locator('.writing-word-count')
    t.equal(await count.textContent(), '17 words in the body; guide 180-200', 'address, date, salutation, Re: line and sign-off are not counted')
    await page.getByText('Saved', { exact: true }).waitFor({ timeout: 10_000 })

    // Logged out in another tab, or the session ran out: the submit finds no session.
    await context.clearCookies()
    await submitTest(page)
    const expired = page.getByRole('dialog', { name: 'Session expired' })
    await expired.waitFor()
    t.match(await expired.textContent(), 'Session expired. Please log in again.', 'SPEC section 8’s words')
    t.equal(await page.getByRole('dialog', { name: 'Submission Failed' }).count(), 0, 'not a failure with no way forward')
    await expired.getByRole('button', { name: 'OK' }).click()
    await page.waitForURL(/\/login\?next=/)
    await page.setViewportSize(DESKTOP)
    await logInHere(page, NAME, /\/oet-writing\//)
    await page.getByRole('heading', { name: 'Writing Task Instructions' }).waitFor()
    t.equal(await answer.inputValue(), LETTER, 'back at the test, the letter is kept')
    await submitTest(page)
    await submitted(t, page)
    const item = page.getByRole('article', { name: NURSING }).filter({ hasText: 'Pending evaluation' })
    await item.getByText('Your letter').click()
    t.match(await item.textContent(), 'Dear Ms Thorne,', 'the kept letter is the one sent')
  })

  await t.test('paper mode: files that are not photos are named when chosen; offline is said; nothing traps', async (t) => {
    await page.setViewportSize(PHONE)
    await openAttempt(page, url, medicine, { total: 900, locked: 1 })
    await page.getByRole('tab', { name: 'Your answer' }).click()
    await page.getByRole('radio', { name: 'Paper-based' }).check()
    await answerOpens(page)
    const photo = await pagePhoto('jpeg')
    await page.getByLabel('Photos of your handwritten answer').setInputFiles([
      { name: 'renamed.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('This is a text file, renamed .jpg') },
      { name: 'IMG_0042.HEIC', mimeType: 'image/heic', buffer: heicBytes() },
      { name: 'page-1.jpg', mimeType: 'image/jpeg', buffer: photo },
    ])
    await page.getByText('1 image(s) selected', { exact: true }).waitFor()
    const problems = page.getByRole('alert').filter({ hasText: 'renamed.jpg' })
    t.match(await problems.textContent(), '"renamed.jpg" is not a photo that can be read.', 'the text file, named')
    t.match(await problems.textContent(), '"IMG_0042.HEIC" is an iPhone HEIC photo', 'the HEIC photo, named, with what to do')
    t.equal(await page.getByRole('list', { name: 'Selected images' }).getByRole('listitem').count(), 1, 'only the photo is chosen')
    await thumbnailsDrawn(page)

    // Some Android pickers give a JPEG no type at all (Playwright's own files always have one): its
    // content, not its type, says it is a photo.
    await page.getByLabel('Photos of your handwritten answer').evaluate((input: HTMLInputElement, bytes: number[]) => {
      const picked = new DataTransfer()
      picked.items.add(new File([new Uint8Array(bytes)], 'IMG_2041.jpg', { type: '' }))
      input.files = picked.files
      input.dispatchEvent(new Event('change', { bubbles: true }))
    }, [...photo])
    await page.getByText('2 image(s) selected', { exact: true }).waitFor()
    t.ok(await page.getByRole('img', { name: 'Page 2: IMG_2041.jpg' }).isVisible(), 'a photo the browser gave no type is taken')
    await page.getByRole('button', { name: 'Remove page 2' }).click()
    await page.getByText('1 image(s) selected', { exact: true }).waitFor()

    const submitPath = `**/api/writing-tests/submission/${medicine}/submit`
    await page.route(submitPath, (route) => route.abort('internetdisconnected'))
    await submitTest(page)
    const failed = page.getByRole('dialog', { name: 'Submission Failed' })
    // Three more tries, 2, 4 and 8 s apart, before the student is told.
    await skipRetryWaits(page)
    await failed.waitFor()
    t.match(await failed.textContent(), 'Cannot reach the server. Your work is kept on this device', 'offline, in words')
    await failed.getByRole('button', { name: 'Back to my answer' }).click()
    await failed.waitFor({ state: 'hidden' })
    t.ok(await page.getByRole('img', { name: 'Page 1: page-1.jpg' }).isVisible(), 'back at the answer, the photo is kept')
    await page.getByRole('button', { name: 'Remove page 1' }).click()
    t.ok(await page.getByText('0 image(s) selected', { exact: true }).isVisible(), 'a chosen photo is removed in place')
    await page.getByLabel('Photos of your handwritten answer').setInputFiles([{ name: 'page-1.jpg', mimeType: 'image/jpeg', buffer: photo }])
    await page.getByText('1 image(s) selected', { exact: true }).waitFor()

    await submitTest(page)
    await skipRetryWaits(page)
    await failed.waitFor()
    await failed.getByRole('button', { name: 'Leave the test' }).click()
    const leave = page.getByRole('dialog', { name: 'Leave this page?' })
    await leave.waitFor()
    await leave.getByRole('button', { name: 'Stay on this page' }).click()
    await leave.waitFor({ state: 'hidden' })
    t.equal(await failed.count(), 0, 'staying does not bring the failure back: no loop')
    await page.unroute(submitPath)
    await submitTest(page)
    await submitted(t, page)
  })

  await t.test('a letter the server already holds (sent from another tab) is told as received, with the way to it', async (t) => {
    // A new student: each test's letter above is still waiting, and one per test may wait.
    const other = await newStudentPage(t, browser, url, 'Twice Sent', { viewport: PHONE, ignore: /status of 409/ })
    const { page } = other
    const attemptId = await openAttempt(page, url, nursing, { total: 900, locked: 1 })
    await page.getByRole('tab', { name: 'Your answer' }).click()
    await answerOpens(page)
    await page.getByRole('textbox', { name: 'Your Answer' }).fill(LETTER)
    await page.getByText('Saved', { exact: true }).waitFor({ timeout: 10_000 })
    // Another tab (or device) sends this attempt's letter first.
    const first = await apiCall(page, url, 'POST', `/api/writing-tests/submission/${nursing}/submit`, { writingAnswer: LETTER, attemptId })
    t.equal(first.status(), 201, 'the other tab’s submit is taken')

    await submitTest(page)
    const received = page.getByRole('dialog', { name: 'Already submitted' })
    await received.waitFor({ timeout: 30_000 })
    t.match(await received.textContent(), 'Your letter for this test had already reached us', 'the letter was received: said plainly')
    t.notMatch(await received.textContent(), /go back to it to change it/, 'not told to go back and change it')
    t.equal(await page.getByRole('dialog', { name: 'Submission Failed' }).count(), 0, 'no failure')
    t.equal(await page.locator('.writing-bar').getByRole('timer').count(), 0, 'the clock no longer runs behind it')
    t.equal(await page.locator('.writing-clock-stopped').textContent(), 'Submitted', 'the bar says Submitted in its place')
    await received.getByRole('button', { name: 'See my submissions' }).click()
    await page.waitForURL(/\/app\/oetwriting$/)
    const waiting = page.getByRole('article', { name: NURSING }).filter({ hasText: 'Pending evaluation' })
    await waiting.first().waitFor()
    t.equal(await waiting.count(), 1, 'the letter waits for evaluation, once')
    t.same(other.errors, [], 'no script errors')
  })

  t.same(errors, [], 'no script errors')
})
