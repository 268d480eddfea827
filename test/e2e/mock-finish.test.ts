import t, { type Test } from 'tap'
import type { Browser, Page } from 'playwright-core'
import type { QueueResponse } from '#shared/evaluation/schema.ts'
import { hydrated, PHONE, secondsOfClock } from './browser.ts'
import { dialog } from './exam-screens.ts'
import { submitMock } from './mock-by-api.ts'
import {
  bottomButton,
  chooseComputerBased,
  finishStates,
  letterBox,
  letterUnlocked,
  MOCK_TITLE,
  mockHeading,
  nextSection,
  openFinish,
  partsRecorded,
  recordPart,
  SHORT_LETTER,
  skipIntro,
  startMockAttempt,
} from './mock-screens.ts'
import { asAdmin } from './staff.ts'
import { newStudentPage, testIdByTitle } from './student.ts'
import { sharedBrowser, sharedProduct } from './shared.ts'

/** What the staff queue holds of a student's work: the skills, and each recording's part. */
async function queuedOf(url: string, student: string) {
  const queue = await asAdmin<QueueResponse>(url, 'GET', '/api/staff/submissions?status=pending')
  const items = queue.items.filter((item) => item.student.name === student)
  // A sitting's role-plays are one item (decision 0105): its parts are the role-plays it holds.
  return { letters: items.filter((item) => item.skill === 'writing').length, parts: items.flatMap((item) => (item.skill === 'speaking' ? (item.rolePlays ?? [item.mainCardNumber]) : [])).sort() }
}

/** Every mock submit the page sends, counted: a refusal before sending must leave it at 0. */
function countSubmits(page: Page) {
  const sent = { count: 0 }
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/mock-tests\/[^/]+\/submit$/.test(request.url())) sent.count += 1
  })
  return sent
}

const newStudent = (t: Test, browser: Browser, url: string, name: string, phone = false) =>
  newStudentPage(t, browser, url, name, phone ? { viewport: PHONE } : {})

t.test('Finish Mock: nothing reaches "submitted" unless the staff queue holds the work', async (t) => {
  const { url } = await sharedProduct({ customTiming: true })
  const browser = await sharedBrowser()

  await t.test('the letter is locked for its reading time, and a reload does not restart it', async (t) => {
    const { page, errors } = await newStudent(t, browser, url, 'Locked Letter Student')
    const testId = await testIdByTitle(page, url, '/api/mock-tests', MOCK_TITLE)
    // The writing section's own limits: 45 minutes, the first 5 of them reading time.
    await startMockAttempt(page, url, testId, 'simulation', ['writing'], { writing: 2700, total: 3600 })
    await skipIntro(t, page, 'Writing')
    await chooseComputerBased(page)
    const notice = page.locator('.writing-lock')
    t.match(await notice.textContent(), 'Reading time: the answer area unlocks after 5 minutes.', "the writing screen's message")
    t.ok(await letterBox(page).isDisabled(), 'the letter cannot be typed yet')
    const before = secondsOfClock(await notice.locator('.writing-lock-time').textContent())
    await page.reload()
    await hydrated(page)
    await mockHeading(page, 'Writing · Letter')
    await notice.waitFor()
    const after = secondsOfClock(await notice.locator('.writing-lock-time').textContent())
    t.ok(after <= before && after > 200, `after a reload the reading time goes on (${before} s left, then ${after} s), not from 5:00`)
    t.ok(await letterBox(page).isDisabled(), 'and the letter is still locked')
    t.same(errors, [], 'no script errors in the browser')
  })

  await t.test('a blank letter and a missing recording are refused before anything is sent; once done, both reach staff', async (t) => {
    const name = 'Finish Mock Student'
    const { page, errors } = await newStudent(t, browser, url, name, true)
    const sent = countSubmits(page)
    const testId = await testIdByTitle(page, url, '/api/mock-tests', MOCK_TITLE)
    // The page's clock runs as the real one until the test moves it past the letter's reading time.
    await page.clock.install()
    const writing = partsRecorded(page, ['intro:writing', 'section:writing', 'writing'])
    await startMockAttempt(page, url, testId, 'simulation', ['writing', 'speaking'], { writing: 600, writingLocked: 2, total: 2400 })
    await skipIntro(t, page, 'Writing')
    await chooseComputerBased(page)
    await writing
    // The server refuses a letter sent in its reading time; this one is sent after the recordings,
    // past those 2 s on the server's clock too.
    await page.clock.fastForward(2_000)
    await letterUnlocked(page, '.writing-textarea')
    t.equal(await page.locator('.writing-lock').count(), 0, 'the reading time is over: the letter opens')
    await nextSection(t, page)
    await skipIntro(t, page, 'Speaking')
    await mockHeading(page, 'Speaking · Role-play 1 of 2')
    await recordPart(page, 1)
    await bottomButton(page).click()
    await mockHeading(page, 'Speaking · Role-play 2 of 2')
    t.equal(await bottomButton(page).textContent(), 'Finish Mock')

    await bottomButton(page).click()
    const refused = dialog(page, 'Not ready to submit')
    await refused.waitFor()
    const alert = await refused.getByRole('alert').textContent()
    t.match(alert, 'Writing · Letter: Please type your answer before submitting.', "SPEC.md section 5's words, and where")
    t.match(alert, 'Speaking · Role-play 2 of 2: Please record or upload an audio file first.')
    t.equal(await dialog(page, 'Finish the mock?').count(), 0, 'no confirmation: there is nothing complete to confirm')
    t.equal(sent.count, 0, 'nothing was sent')
    await refused.getByRole('button', { name: 'Go to Writing · Letter' }).click()
    await mockHeading(page, 'Writing · Letter')
    t.pass('the student is taken to the letter, its clock still running')
    // On a phone the case notes and the answer are two tabs.
    await page.getByRole('tab', { name: 'Your answer' }).click()
    await letterBox(page).fill(SHORT_LETTER)
    await page.locator('.writing-save-saved').waitFor()
    await nextSection(t, page)
    await mockHeading(page, 'Speaking · Role-play 1 of 2')
    await page.getByText('Part 1 is ready.', { exact: false }).waitFor()
    await bottomButton(page).click()
    await mockHeading(page, 'Speaking · Role-play 2 of 2')
    await recordPart(page, 2)

    const confirm = await openFinish(page)
    t.same(await finishStates(confirm), ['Writingletter: 17 words in the body; guide 180-200', 'SpeakingPart 1 recorded, Part 2 recorded'], 'each section and its state, the letter by its body')
    // Keyboard: Cancel has the focus (Enter would stay); Tab reaches "Yes, Submit".
    t.equal(await page.evaluate(() => document.activeElement?.textContent), 'Cancel', 'Cancel is first in focus')
    await page.keyboard.press('Tab')
    t.equal(await page.evaluate(() => document.activeElement?.textContent), 'Yes, Submit')
    t.equal(sent.count, 0, 'still nothing sent while the student decides')
    await page.keyboard.press('Enter')
    const submitted = dialog(page, 'Test Submitted!')
    await submitted.waitFor({ timeout: 90_000 })
    const text = await submitted.textContent()
    t.match(text, 'Speaking submitted successfully!')
    t.match(text, 'Your writing and speaking will be evaluated within 24 hrs.')
    t.equal(sent.count, 1, 'sent once')
    t.same(await queuedOf(url, name), { letters: 1, parts: [1, 2] }, 'the staff queue holds the letter and both recordings')
    t.same(errors, [], 'no script errors in the browser')
  })

  await t.test('a student without a microphone submits the rest after a warning: the speaking is not evaluated, never "submitted"', async (t) => {
    const name = 'No Microphone Student'
    const { page, errors } = await newStudent(t, browser, url, name)
    const sent = countSubmits(page)
    const testId = await testIdByTitle(page, url, '/api/mock-tests', MOCK_TITLE)
    await startMockAttempt(page, url, testId, 'simulation', ['writing', 'speaking'], { writing: 600, writingLocked: 1, total: 2400 })
    await skipIntro(t, page, 'Writing')
    await chooseComputerBased(page)
    // The server refuses a letter sent in its reading time: that second passes for real.
    await letterUnlocked(page, '.writing-textarea')
    await letterBox(page).fill(SHORT_LETTER)
    await page.locator('.writing-save-saved').waitFor()
    await nextSection(t, page)
    await skipIntro(t, page, 'Speaking')
    await mockHeading(page, 'Speaking · Role-play 1 of 2')
    await bottomButton(page).click()
    await mockHeading(page, 'Speaking · Role-play 2 of 2')

    await bottomButton(page).click()
    const warning = dialog(page, 'Not ready to submit')
    await warning.waitFor()
    const text = (await warning.textContent()) ?? ''
    t.match(text, 'Speaking · Role-play 1 of 2: Please record or upload an audio file first.', 'each missing recording named')
    t.match(text, 'Speaking · Role-play 2 of 2')
    t.match(text, 'What is listed here will not be evaluated if you submit now.', 'what submitting now means, said before')
    t.equal(sent.count, 0, 'nothing sent yet')
    await warning.getByRole('button', { name: 'Submit without them' }).click()

    const submitted = dialog(page, 'Test Submitted!')
    await submitted.waitFor({ timeout: 60_000 })
    const result = (await submitted.textContent()) ?? ''
    t.match(result, 'Your writing will be evaluated within 24 hrs.', 'the letter went to staff')
    t.match(result, 'Speaking Part 1 and Part 2 had no recording, so they will not be evaluated.', 'the speaking is said not to be evaluated')
    t.notMatch(result, /Speaking submitted successfully/, 'and never called submitted')
    t.equal(sent.count, 1, 'sent once')
    t.same(await queuedOf(url, name), { letters: 1, parts: [] }, 'the staff queue holds the letter and no speaking')
    t.same(errors, [], 'no script errors in the browser')
  })

  await t.test('a mock whose clock ends with nothing to evaluate is submitted, and never promises an evaluation', async (t) => {
    const name = 'Empty Mock Student'
    const { page, errors } = await newStudent(t, browser, url, name)
    const testId = await testIdByTitle(page, url, '/api/mock-tests', MOCK_TITLE)
    // The page's clock runs as the real one until the test moves it past the section's end.
    await page.clock.install()
    const writing = partsRecorded(page, ['intro:writing', 'section:writing', 'writing'])
    await startMockAttempt(page, url, testId, 'simulation', ['writing'], { writing: 10, writingLocked: 1, total: 600 })
    await skipIntro(t, page, 'Writing')
    // The student reads the case notes and writes nothing; the section's clock ends the mock.
    await writing
    await page.clock.fastForward(10_000)
    const submitted = dialog(page, 'Test Submitted!')
    await submitted.waitFor({ timeout: 60_000 })
    const text = (await submitted.textContent()) ?? ''
    t.notMatch(text, /evaluated within/, 'no 24-hour promise')
    t.notMatch(text, /submitted successfully/i, 'no "Submitted successfully!"')
    t.match(text, 'No letter was sent (nothing was typed or photographed), so there is no writing to evaluate.')
    t.match(text, 'Nothing from this mock was sent for evaluation.')
    t.same(await queuedOf(url, name), { letters: 0, parts: [] }, 'and the staff queue holds nothing of it')
    t.same(errors, [], 'no script errors in the browser')
  })

  await t.test('a mock the server already holds (sent from another tab) is told as received, with the way to its results', async (t) => {
    const name = 'Twice Sent Mock Student'
    // The 409 the server answers is logged by the browser; the screen is what is tested.
    const { page, errors } = await newStudentPage(t, browser, url, name, { viewport: PHONE, ignore: /status of 409/ })
    const testId = await testIdByTitle(page, url, '/api/mock-tests', MOCK_TITLE)
    const attemptId = await startMockAttempt(page, url, testId, 'simulation', ['writing'], { writing: 600, writingLocked: 1, total: 1200 })
    await skipIntro(t, page, 'Writing')
    await chooseComputerBased(page)
    // The other tab sends the letter as soon as it is typed, and the server refuses a letter sent in
    // its reading time: that second passes for real.
    await letterUnlocked(page, '.writing-textarea')
    await page.getByRole('tab', { name: 'Your answer' }).click()
    await letterBox(page).fill(SHORT_LETTER)
    await page.locator('.writing-save-saved').waitFor()
    // Another tab (or device) sends this attempt first.
    await submitMock(page, url, testId, { attemptId, writingAnswer: SHORT_LETTER, writingData: { mode: 'computer' } })

    const confirm = await openFinish(page)
    await confirm.getByRole('button', { name: 'Yes, Submit', exact: true }).click()
    const received = dialog(page, 'Already submitted')
    await received.waitFor({ timeout: 30_000 })
    t.match(await received.textContent(), 'This mock had already been submitted', 'the work was received: said plainly')
    t.equal(await dialog(page, 'Submit failed').count(), 0, 'not a failure to go back from')
    t.same(await queuedOf(url, name), { letters: 1, parts: [] }, 'the letter is in the staff queue, once')
    await received.getByRole('button', { name: 'See the results' }).click()
    await page.waitForURL(new RegExp(`/mock-tests/${testId}/results$`))
    await page.getByRole('heading', { level: 1, name: `Results for ${MOCK_TITLE}` }).waitFor()
    t.pass('and it leads to the results')
    t.same(errors, [], 'no script errors in the browser')
  })
})
