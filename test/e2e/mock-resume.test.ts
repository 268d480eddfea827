import t, { type Test } from 'tap'
import type { Browser } from 'playwright-core'
import type { MockResultsResponse } from '#shared/mock/results-schema.ts'
import { hydrated, PHONE } from './browser.ts'
import { blank, dialog, question, recordingPlaying, recordingTime } from './exam-screens.ts'
import { bottomButton, finishMock, MOCK_TITLE, mockHeading, partsRecorded, skipIntro, startMockAttempt } from './mock-screens.ts'
import { apiJson, newStudentPage, testIdByTitle } from './student.ts'
import { sharedBrowser, sharedProduct } from './shared.ts'

/** A student on a phone, with script errors collected (the network failure the test forces is logged on purpose). */
const newStudent = (t: Test, browser: Browser, url: string, name: string) =>
  newStudentPage(t, browser, url, name, { viewport: PHONE, ignore: /ERR_INTERNET_DISCONNECTED|status of 4\d\d/ })

const attemptsOf = async (page: Parameters<typeof apiJson>[0], url: string, testId: string) =>
  (await apiJson<MockResultsResponse>(page, url, 'GET', `/api/mock-tests/${testId}/results`)).results

t.test('a mock left and resumed, sent on a failing connection, and ended by its deadline', async (t) => {
  const { url } = await sharedProduct({ customTiming: true })
  const browser = await sharedBrowser()

  await t.test('the hub resumes an open mock where it was left; a submit lost on the network is sent again once', async (t) => {
    const { page, errors } = await newStudent(t, browser, url, 'Resuming Mock Student')
    const testId = await testIdByTitle(page, url, '/api/mock-tests', MOCK_TITLE)
    await page.goto(`${url}/mock-tests`)
    await hydrated(page)
    await page.getByRole('button', { name: `Start ${MOCK_TITLE}` }).click()
    const start = dialog(page, `Start ${MOCK_TITLE}`)
    for (const section of ['Listening', 'Writing', 'Speaking']) await start.getByRole('checkbox', { name: section }).uncheck()
    await start.getByRole('button', { name: 'Start mock' }).click()
    await page.waitForURL(/\/mock-test\//)
    await hydrated(page)
    await skipIntro(t, page, 'Reading')
    await mockHeading(page, 'Reading · Part A')
    // On a phone the texts and the questions are two tabs.
    await page.getByRole('tab', { name: 'Questions' }).click()
    await question(page, '1').getByRole('radio', { name: 'Text B', exact: true }).check()
    await blank(page, '8').fill('oral')
    await bottomButton(page).click()
    await mockHeading(page, 'Reading · Part B · Text 1 of 6')
    await page.getByRole('radio', { name: 'must be offered whatever the gender of the patient and the clinician.' }).check()
    await page.locator('.mock-header').getByText('Saved', { exact: true }).waitFor()

    // The nurse's break ends: she leaves for the hub, and comes back later.
    await page.goto(`${url}/mock-tests`)
    await hydrated(page)
    const card = page.locator('.mock-card').filter({ hasText: MOCK_TITLE })
    await card.getByText('Not submitted yet').waitFor()
    t.equal(await card.getByRole('button', { name: `Start ${MOCK_TITLE}` }).count(), 0, 'an open mock is resumed, not started again')
    await card.getByRole('link', { name: `Resume ${MOCK_TITLE}` }).click()
    await page.waitForURL(/\/mock-test\//)
    await mockHeading(page, 'Reading · Part B · Text 1 of 6')
    t.equal(await dialog(page, 'Reading: instructions').count(), 0, 'Resume comes back to the same text, without the instructions again')
    t.ok(await page.getByRole('radio', { name: 'must be offered whatever the gender of the patient and the clinician.' }).isChecked(), 'with its answer')

    for (const step of [2, 3, 4, 5, 6].map((n) => `Part B · Text ${n} of 6`).concat('Part C · Text 1 of 2', 'Part C · Text 2 of 2')) {
      await bottomButton(page).click()
      await mockHeading(page, `Reading · ${step}`)
    }
    t.equal(await bottomButton(page).textContent(), 'Finish Mock')
    // The connection drops as the mock is sent.
    await page.route('**/api/mock-tests/*/submit', (route) => route.abort('internetdisconnected'), { times: 1 })
    await finishMock(page)
    const failed = dialog(page, 'Submit failed')
    await failed.waitFor()
    t.match(await failed.getByRole('alert').textContent(), 'Cannot reach the server. Check your connection and try again.', 'the student is told, in words')
    await failed.getByRole('button', { name: 'OK' }).click()
    await failed.waitFor({ state: 'hidden' })
    await mockHeading(page, 'Reading · Part C · Text 2 of 2')
    t.equal(await bottomButton(page).textContent(), 'Finish Mock', 'nothing is lost: the mock can be sent again')
    await finishMock(page)
    const submitted = dialog(page, 'Test Submitted!')
    await submitted.waitFor({ timeout: 60_000 })
    t.equal(await submitted.locator('.score-summary').count(), 1, 'reading only: one score')
    t.match(await submitted.locator('tbody tr').nth(7).textContent(), /oral.*Correct/, 'the answer typed before leaving counts')
    const attempts = await attemptsOf(page, url, testId)
    t.equal(attempts.length, 1, 'one attempt, sent once')
    await submitted.getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL(/\/dashboard$/)
    t.same(errors, [], 'no script errors in the browser')
  })

  await t.test("a simulation's recording plays on after a reload, never from the start", async (t) => {
    const { page, errors } = await newStudent(t, browser, url, 'Hearing Mock Student')
    const testId = await testIdByTitle(page, url, '/api/mock-tests', MOCK_TITLE)
    await startMockAttempt(page, url, testId, 'simulation', ['listening'], { listening: 600, total: 900 })
    await skipIntro(t, page, 'Listening')
    await mockHeading(page, 'Listening · Part A · Extract 1 of 2')
    await recordingPlaying(page)
    await page.waitForFunction(() => (document.querySelector('audio')?.currentTime ?? 0) > 3)
    await page.reload()
    await hydrated(page)
    await mockHeading(page, 'Listening · Part A · Extract 1 of 2')
    await recordingPlaying(page)
    const position = await recordingTime(page)
    t.ok(position > 2.5, `the recording went on at ${position.toFixed(1)} s, not 0:00`)
    t.same(errors, [], 'no script errors in the browser')
  })

  await t.test("the attempt's deadline sends the mock by itself, whatever section the student is in", async (t) => {
    const { page, errors } = await newStudent(t, browser, url, 'Deadline Mock Student')
    const testId = await testIdByTitle(page, url, '/api/mock-tests', MOCK_TITLE)
    // Each section's own clock is long; the whole attempt's is not. The page's clock runs as the
    // real one until the test moves it past the attempt's deadline.
    await page.clock.install()
    const listening = partsRecorded(page, ['intro:listening', 'section:listening', 'listening'])
    await startMockAttempt(page, url, testId, 'simulation', ['listening', 'reading'], { listening: 600, readingPartA: 600, readingPartsBC: 600, total: 20 })
    await skipIntro(t, page, 'Listening')
    await mockHeading(page, 'Listening · Part A · Extract 1 of 2')
    await blank(page, '1').fill('metformin')
    await listening
    await page.clock.fastForward(20_000)
    const submitted = dialog(page, 'Test Submitted!')
    await submitted.waitFor({ timeout: 60_000 })
    t.equal(await submitted.locator('.score-summary').count(), 2, 'both chosen sections are scored')
    t.match(await submitted.locator('tbody tr').first().textContent(), /metformin.*Correct/, 'with the answer typed before the deadline')
    t.equal((await attemptsOf(page, url, testId)).length, 1)
    t.same(errors, [], 'no script errors in the browser')
  })
})
