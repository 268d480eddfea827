import t, { type Test } from 'tap'
import type { Browser } from 'playwright-core'
import type { MockResultsResponse } from '#shared/mock/results-schema.ts'
import { hydrated } from './browser.ts'
import { blank, dialog, question } from './exam-screens.ts'
import {
  bottomButton,
  clockSeconds,
  finishMock,
  letterUnlocked,
  LISTENING_STEPS,
  MOCK_TITLE,
  mockHeading,
  nextSection,
  nextThrough,
  openFinish,
  pagePhoto,
  partsRecorded,
  READING_STEPS,
  recordPart,
  skipIntro,
  startMockAttempt,
} from './mock-screens.ts'
import { apiJson, newStudentPage, testIdByTitle } from './student.ts'
import { sharedBrowser, sharedProduct } from './shared.ts'

/** A new student in a context of their own, with script errors collected (a refusal the test forces is logged on purpose). */
const newStudent = (t: Test, browser: Browser, url: string, name: string) =>
  newStudentPage(t, browser, url, name, { ignore: /status of [45]\d\d/ })

const results = (page: Parameters<typeof apiJson>[0], url: string, testId: string) =>
  apiJson<MockResultsResponse>(page, url, 'GET', `/api/mock-tests/${testId}/results`)

const storedKeys = (page: Parameters<typeof apiJson>[0], testId: string) =>
  page.evaluate((id) => Object.keys(localStorage).filter((key) => key.endsWith(`:${id}`)), testId)

t.test('the mock test screen', async (t) => {
  const { url } = await sharedProduct({ customTiming: true })
  const browser = await sharedBrowser({ autoplay: true })

  await t.test('listening and reading: recordings move on by themselves, part A ends on its clock, a reload in reading comes back', async (t) => {
    const { page, errors } = await newStudent(t, browser, url, 'Keyed Mock Student')
    const testId = await testIdByTitle(page, url, '/api/mock-tests', MOCK_TITLE)
    // The page's clock runs as the real one until the test moves it past part A's end.
    await page.clock.install()
    await startMockAttempt(page, url, testId, 'practice', ['listening', 'reading'], { listening: 600, readingPartA: 25, readingPartsBC: 600, total: 1500 })

    await skipIntro(t, page, 'Listening')
    await mockHeading(page, 'Listening · Part A · Extract 1 of 2')
    await blank(page, '1').fill('Metformine')
    t.equal(await bottomButton(page).textContent(), 'Next →')
    await bottomButton(page).click()
    await mockHeading(page, 'Listening · Part A · Extract 2 of 2')
    await bottomButton(page).click()
    await mockHeading(page, 'Listening · Part B · Question 1 of 6')
    await page.getByRole('radio', { name: 'Someone must accompany her whenever she gets up.' }).check()
    // Practice lets the recording be moved on: straight to its last moment, so it ends now.
    // Playing can start before the file's length is known (duration NaN): wait for both.
    await page.waitForFunction(() => document.querySelector('audio')?.paused === false && Number.isFinite(document.querySelector('audio')?.duration))
    await page.locator('audio').evaluate((audio: HTMLAudioElement) => (audio.currentTime = Math.max(0, audio.duration - 0.3)))
    await mockHeading(page, 'Listening · Part B · Question 2 of 6')
    t.pass('the end of a recording moves on to the next screen by itself')
    const moved = page.getByRole('status').filter({ hasText: 'The recording has ended.' })
    t.match(await moved.textContent(), 'The recording has ended. Your answers are kept. Now: Listening · Part B · Question 2 of 6.', 'and says where it went, as the listening test does')
    await nextThrough(page, 'Listening', LISTENING_STEPS.slice(4))

    await bottomButton(page).click()
    await dialog(page, 'Confirm Navigation').getByRole('button', { name: 'No', exact: true }).click()
    await mockHeading(page, 'Listening · Part C · Extract 2 of 2')
    t.pass('No stays in the section')
    const partA = partsRecorded(page, ['intro:reading', 'section:reading', 'readingPartA'])
    await nextSection(t, page)

    await skipIntro(t, page, 'Reading')
    await mockHeading(page, 'Reading · Part A')
    await question(page, '1').getByRole('radio', { name: 'Text B', exact: true }).check()
    await blank(page, '8').fill('oral')
    await partA
    await page.clock.fastForward(25_000)
    await mockHeading(page, 'Reading · Part B · Text 1 of 6')
    t.pass("part A's clock ran out and the test moved on to part B by itself")
    await page.getByRole('radio', { name: 'must be offered whatever the gender of the patient and the clinician.' }).check()
    await bottomButton(page).click()
    await mockHeading(page, 'Reading · Part B · Text 2 of 6')
    await page.getByRole('radio', { name: 'type what they wrote on paper into the electronic record' }).check()
    // The answer saved, and the parts B and C clock below its 600 s, so the reload has both to keep.
    // That clock is the server's (the page measures its own against it again on loading), so a
    // second of it passes for real: a page clock moved on would be set back by the reload.
    await page.locator('.mock-header .lt-save-saved').waitFor()
    await page.waitForFunction(() => document.querySelector('.mock-header [role="timer"]')?.textContent?.trim() !== '10:00')
    const before = await clockSeconds(page)
    await page.reload()
    await hydrated(page)
    await mockHeading(page, 'Reading · Part B · Text 2 of 6')
    const after = await clockSeconds(page)
    t.ok(after <= before, `the reload came back to the same text, and its clock went on (${before} s, then ${after} s)`)
    t.ok(before < 600, 'the parts B and C clock is running')
    t.equal(await dialog(page, 'Reading: instructions').count(), 0, 'the instructions are not shown again')
    t.ok(await page.getByRole('radio', { name: 'type what they wrote on paper into the electronic record' }).isChecked(), 'the answer is back')

    await nextThrough(page, 'Reading', READING_STEPS.slice(3))
    t.equal(await bottomButton(page).textContent(), 'Finish Mock')

    // A refused submit: the server's message in an alert, and the mock can be sent again.
    await page.route('**/api/mock-tests/*/submit', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ statusCode: 400, error: 'Bad Request', code: 'BAD_REQUEST', message: 'The test is closed for maintenance.' }) }),
    )
    const confirm = await openFinish(page)
    t.same(
      await confirm.locator('.mock-finish-state').allTextContents(),
      ['Listening2 of 42 answered', 'Reading4 of 42 answered'],
      'Finish Mock asks first, with what each section holds',
    )
    // Cancel is in focus: Escape (or Enter) keeps the student in the test, nothing sent.
    await page.keyboard.press('Escape')
    await confirm.waitFor({ state: 'hidden' })
    await mockHeading(page, 'Reading · Part C · Text 2 of 2')
    await finishMock(page)
    const failed = dialog(page, 'Submit failed')
    t.equal(await failed.getByRole('alert').textContent(), 'The test is closed for maintenance.', 'the server message')
    await failed.getByRole('button', { name: 'OK' }).click()
    await page.unroute('**/api/mock-tests/*/submit')

    await finishMock(page)
    const submitted = dialog(page, 'Test Submitted!')
    await submitted.waitFor({ timeout: 60_000 })
    const [stored] = (await results(page, url, testId)).results
    const scores = await submitted.locator('.score-summary').allTextContents()
    t.equal(scores.length, 2, 'a score for listening and one for reading')
    t.match(scores[0], `Score${stored?.listening?.score} / 500`, 'listening: the score of record')
    t.match(scores[1], `Score${stored?.reading?.score} / 500`, 'reading: the score of record')
    t.match(scores[0], /Grade(A|B|C\+|C|D|E)/)
    const listeningRows = submitted.locator('.mock-result-section').first().locator('tbody tr')
    t.equal(await listeningRows.count(), 42, 'every listening question is reviewed')
    t.match(await listeningRows.first().textContent(), /Metformine.*metformin.*Correct/, 'a near answer is right by the lenient rules')
    t.ok((await listeningRows.nth(1).textContent())?.includes('–'), 'an empty answer shows a dash')
    await submitted.getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL(/\/dashboard$/)
    t.same(await storedKeys(page, testId), [], "the mock's clocks, place and answers are cleared")
    t.same(errors, [], 'no script errors in the browser')
  })

  await t.test('speaking alone, started from the hub: recordings per card, "Speaking submitted successfully!"', async (t) => {
    const { page, errors } = await newStudent(t, browser, url, 'Speaking Mock Student')
    const testId = await testIdByTitle(page, url, '/api/mock-tests', MOCK_TITLE)
    await page.goto(`${url}/mock-tests`)
    await hydrated(page)
    await page.getByRole('heading', { level: 1, name: 'Mock tests' }).waitFor()
    await page.getByRole('button', { name: `Start ${MOCK_TITLE}` }).click()
    const start = dialog(page, `Start ${MOCK_TITLE}`)
    for (const section of ['Listening', 'Reading', 'Writing']) await start.getByRole('checkbox', { name: section }).uncheck()
    await start.getByRole('checkbox', { name: 'Speaking' }).uncheck()
    t.ok(await start.getByRole('button', { name: 'Start mock' }).isDisabled(), 'at least one section')
    await start.getByRole('checkbox', { name: 'Speaking' }).check()
    await start.getByRole('button', { name: 'Start mock' }).click()
    await page.waitForURL(/\/mock-test\//)
    t.match(decodeURIComponent(page.url()), /mode=simulation.*sections=.*speaking/, 'the choice travels in the URL')
    await hydrated(page)

    // Keyboard only: the instructions open with Skip in focus, and Enter starts the section.
    const intro = dialog(page, 'Speaking: instructions')
    await intro.waitFor()
    await page.waitForFunction(() => document.activeElement?.textContent === 'Skip')
    await page.keyboard.press('Enter')
    await intro.waitFor({ state: 'hidden' })
    await mockHeading(page, 'Speaking · Role-play 1 of 2')
    t.equal(await page.locator('.mock-header [role="timer"]').count(), 0, 'speaking alone has no clock')
    await recordPart(page, 1)
    await bottomButton(page).click()
    await mockHeading(page, 'Speaking · Role-play 2 of 2')
    await recordPart(page, 2)
    // A reload (or a crashed tab) before the one submit at the end loses no recording.
    await page.reload()
    await hydrated(page)
    await mockHeading(page, 'Speaking · Role-play 2 of 2')
    await page.locator('.sp-preview audio').waitFor()
    t.pass('the second recording is back after a reload, with its preview')
    t.equal(await bottomButton(page).textContent(), 'Finish Mock')
    t.same(await finishMock(page), ['SpeakingPart 1 recorded, Part 2 recorded'], 'the confirmation lists both recordings')
    const submitted = dialog(page, 'Test Submitted!')
    await submitted.waitFor({ timeout: 90_000 })
    t.match(await submitted.textContent(), 'Speaking submitted successfully!')
    t.match(await submitted.textContent(), 'Your speaking will be evaluated within 24 hrs.', 'the promise names what went to staff')
    t.equal(await submitted.locator('.score-summary').count(), 0, 'no score without listening or reading')
    const [stored] = (await results(page, url, testId)).results
    t.ok(stored?.speaking?.fullSubmission.audioUrl, 'the recording reached the server for staff')
    await submitted.getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL(/\/dashboard$/)
    await page.goto(`${url}/mock-tests`)
    await hydrated(page)
    t.match(await page.locator('.mock-card').filter({ hasText: MOCK_TITLE }).textContent(), '1 attempt', 'the hub counts the attempt')
    t.match(await page.locator('.mock-latest').textContent(), 'SpeakingAwaiting evaluation', "and where the latest attempt's speaking stands")
    t.ok(await page.getByRole('link', { name: `View results of ${MOCK_TITLE}` }).isVisible(), 'with a link to the results')
    t.same(errors, [], 'no script errors in the browser')
  })

  await t.test('"Starting in" runs out, then the last section\'s clock: the mock starts and is submitted by itself with what was answered', async (t) => {
    const { page, errors } = await newStudent(t, browser, url, 'Clock Mock Student')
    const testId = await testIdByTitle(page, url, '/api/mock-tests', MOCK_TITLE)
    // The page's clock runs as the real one until the test moves it past the countdown and the section's end.
    await page.clock.install()
    const countdown = partsRecorded(page, ['intro:listening'])
    await startMockAttempt(page, url, testId, 'simulation', ['listening'], { listening: 15, total: 600 })
    const intro = dialog(page, 'Listening: instructions')
    await intro.getByRole('timer', { name: 'Starting in' }).waitFor()
    await countdown
    const section = partsRecorded(page, ['section:listening', 'listening'])
    await page.clock.fastForward(30_000)
    await intro.waitFor({ state: 'hidden' })
    t.pass('without Skip, the section starts by itself when "Starting in" reaches zero')
    await mockHeading(page, 'Listening · Part A · Extract 1 of 2')
    await blank(page, '1').fill('metformin')
    await section
    await page.clock.fastForward(15_000)
    const submitted = dialog(page, 'Test Submitted!')
    await submitted.waitFor({ timeout: 60_000 })
    t.equal(await submitted.locator('.score-summary').count(), 1, 'listening only: one score')
    t.match(await submitted.locator('tbody tr').first().textContent(), /metformin.*Correct/, 'the answer typed before the end counts')
    const [stored] = (await results(page, url, testId)).results
    t.equal(stored?.reading, null, 'no reading: it was not chosen')
    t.same(errors, [], 'no script errors in the browser')
  })

  await t.test('all four sections in a simulation: paper writing with two photos, two recordings, one submit', async (t) => {
    const { page, errors } = await newStudent(t, browser, url, 'Full Mock Student')
    const testId = await testIdByTitle(page, url, '/api/mock-tests', MOCK_TITLE)
    // The page's clock runs as the real one until the test moves it past the letter's reading time.
    await page.clock.install()
    await startMockAttempt(page, url, testId, 'simulation', ['listening', 'reading', 'writing', 'speaking'], {
      listening: 600,
      readingPartA: 600,
      readingPartsBC: 600,
      writing: 600,
      // A short reading time: the photos are sent with the submit, long after it on the server's clock too.
      writingLocked: 1,
      total: 3600,
    })
    await skipIntro(t, page, 'Listening')
    await mockHeading(page, 'Listening · Part A · Extract 1 of 2')
    t.equal(await page.locator('audio').getAttribute('controls'), null, 'a simulation plays each recording once, without controls')
    await blank(page, '1').fill('metformin')
    await nextThrough(page, 'Listening', LISTENING_STEPS.slice(1))
    await nextSection(t, page)
    await skipIntro(t, page, 'Reading')
    await mockHeading(page, 'Reading · Part A')
    await blank(page, '8').fill('oral')
    await nextThrough(page, 'Reading', READING_STEPS.slice(1))
    const writing = partsRecorded(page, ['intro:writing', 'section:writing', 'writing'])
    await nextSection(t, page)

    await skipIntro(t, page, 'Writing')
    const mode = dialog(page, 'Select Test Mode')
    await mode.waitFor()
    t.ok(await mode.getByRole('button', { name: 'Start' }).isDisabled(), 'Start waits for a choice')
    await mode.getByRole('radio', { name: 'Paper-based' }).check()
    await mode.getByRole('button', { name: 'Start' }).click()
    await mode.waitFor({ state: 'hidden' })
    t.equal(await page.getByRole('radio', { name: 'Computer-based' }).count(), 0, 'the choice cannot be changed afterwards')
    await writing
    await page.clock.fastForward(1_000)
    await letterUnlocked(page, '.writing-file')
    await page.getByLabel('Photos of your handwritten answer').setInputFiles([
      { name: 'page-1.jpg', mimeType: 'image/jpeg', buffer: await pagePhoto('#f4f1e8') },
      { name: 'page-2.jpg', mimeType: 'image/jpeg', buffer: await pagePhoto('#e8eef4') },
      { name: 'page-3.jpg', mimeType: 'image/jpeg', buffer: await pagePhoto('#eef4e8') },
    ])
    t.equal(await page.getByRole('alert').filter({ hasText: 'Maximum' }).textContent(), 'Maximum 2 images allowed.')
    t.ok(await page.getByText('2 image(s) selected', { exact: true }).isVisible(), 'two photos kept')
    // A reload (or a crashed tab) before the one submit at the end loses no photo.
    await page.reload()
    await hydrated(page)
    await page.getByText('2 image(s) selected', { exact: true }).waitFor()
    t.ok(await page.getByRole('img', { name: 'Page 2: page-2.jpg' }).isVisible(), 'the photos are back after a reload, in their order')
    t.equal(await dialog(page, 'Select Test Mode').count(), 0, 'and paper mode with them')
    await nextSection(t, page)

    await skipIntro(t, page, 'Speaking')
    await recordPart(page, 1)
    await bottomButton(page).click()
    await mockHeading(page, 'Speaking · Role-play 2 of 2')
    // Recorded but never "submitted": the response is kept all the same.
    await recordPart(page, 2, { submit: false })
    // The submit is held back on its way until the test has seen it under way.
    let letSubmitThrough = () => {}
    const submitHeld = new Promise<void>((resolve) => (letSubmitThrough = resolve))
    await page.route('**/api/mock-tests/*/submit', async (route) => {
      await submitHeld
      await route.continue()
    })
    const request = page.waitForRequest('**/api/mock-tests/*/submit')
    t.same(
      await finishMock(page),
      ['Listening1 of 42 answered', 'Reading1 of 42 answered', 'Writingletter: 2 photos', 'SpeakingPart 1 recorded, Part 2 recorded'],
      'the confirmation lists every section',
    )
    const body = (await request).postDataBuffer()?.toString('latin1') ?? ''
    t.equal(body.split('name="speakingFiles"').length - 1, 2, 'both recordings are sent')
    t.equal(body.split('name="writingFiles"').length - 1, 2, 'and both photos')
    t.equal(await bottomButton(page).textContent(), 'Submitting…', '"Submitting…" while sending')
    t.ok(await bottomButton(page).isDisabled(), 'and no second submit while one is under way')
    letSubmitThrough()
    const submitted = dialog(page, 'Test Submitted!')
    await submitted.waitFor({ timeout: 90_000 })
    t.equal(await submitted.locator('.score-summary').count(), 2, 'listening and reading scores')
    t.match(await submitted.textContent(), 'Your writing and speaking will be evaluated within 24 hrs.')
    const answer = await results(page, url, testId)
    t.equal(answer.results.length, 1, 'one attempt: one submission')
    const [stored] = answer.results
    t.ok(stored?.writing?.fullSubmission, 'the photos went to the staff queue as the writing')
    t.ok(stored?.speaking?.fullSubmission.audioUrl, 'and the recordings as the speaking')
    await submitted.getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL(/\/dashboard$/)
    t.same(errors, [], 'no script errors in the browser')
  })
})
