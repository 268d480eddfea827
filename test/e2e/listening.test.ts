import t, { type Test } from 'tap'
import type { Browser, Page } from 'playwright-core'
import type { ListeningResultsResponse } from '#shared/results/schema.ts'
import { hydrated, secondsOfClock } from './browser.ts'
import { answerDialog, blank, clickHeader, clockStartRecorded, dialog, listeningHeader, openAttempt, screenHeading, skipReading } from './exam-screens.ts'
import { apiJson, newStudentPage, testIdByTitle } from './student.ts'
import { sharedBrowser, sharedProduct } from './shared.ts'

const OET_TITLE = 'OET Listening Practice Test 1'
const GENERAL_TITLE = 'General Listening Practice Test 1'

/** A new student in a context of their own (their own attempts), with script errors collected. */
const newStudent = (t: Test, browser: Browser, url: string, name: string) =>
  // Refused calls (a 401 forced by the test, the server away) are logged by the browser on purpose.
  newStudentPage(t, browser, url, name, { ignore: /status of [45]\d\d|ERR_INTERNET_DISCONNECTED|Failed to fetch/ })

const results = (page: Page, url: string, testId: string) =>
  apiJson<ListeningResultsResponse>(page, url, 'GET', `/api/listening-tests/${testId}/results`)

const secondsOn = async (page: Page, timer: string) => secondsOfClock(await page.getByRole('timer', { name: timer }).textContent())
/** Waits until the clock shows fewer seconds than `limit`, so that a clock that restarted would show it. */
async function clockBelow(page: Page, timer: string, limit: number) {
  const clock = await page.getByRole('timer', { name: timer }).elementHandle()
  await page.waitForFunction(
    ({ clock, limit }) => (clock?.textContent ?? '').trim().split(':').map(Number).reduce((total, part) => total * 60 + part, 0) < limit,
    { clock, limit },
  )
}
/** Reloads the page once `timer` is below `limit` and waits for `screen` again: the clock just before and after. */
async function reloadOn(page: Page, timer: string, limit: number, screen: string) {
  await clockBelow(page, timer, limit)
  const before = await secondsOn(page, timer)
  await page.reload()
  await hydrated(page)
  await screenHeading(page, screen)
  return { before, after: await secondsOn(page, timer) }
}
const audioPlaying = (page: Page) => page.waitForFunction(() => document.querySelector('audio')?.paused === false)

t.test('the listening test screen', async (t) => {
  const { url } = await sharedProduct({ customTiming: true })
  const browser = await sharedBrowser({ autoplay: true })

  await t.test('a practice OET test with Previous, its dialogs, the result and the way back', async (t) => {
    const { page, errors } = await newStudent(t, browser, url, 'Practice Student')
    const testId = await testIdByTitle(page, url, '/api/oet-listening-tests', OET_TITLE)
    await openAttempt(page, url, testId, 'practice', { total: 900, reading: 600 })
    await page.goto(`${url}/oet-listening/${testId}?mode=practice&minutes=15`)
    await hydrated(page)

    const instructions = dialog(page, 'Part A: reading time')
    await instructions.waitFor()
    t.match(await instructions.textContent(), /Complete the notes using NO MORE THAN TWO WORDS for each answer/, "the content's instructions")
    t.ok(await instructions.getByRole('timer', { name: 'Reading time' }).isVisible(), 'the reading time counts down')
    await instructions.getByRole('button', { name: 'Next', exact: true }).click()
    await dialog(page, 'Skip Reading?').waitFor()
    await answerDialog(page, 'Skip Reading?', 'No')
    await skipReading(t, page, 'Part A')

    await screenHeading(page, 'Part A · Extract 1 of 2')
    await audioPlaying(page)
    t.pass('the recording plays by itself once the part begins')
    t.equal(await page.locator('audio').getAttribute('controls'), '', 'practice keeps the native controls')
    t.equal(await blank(page, '1').getAttribute('placeholder'), 'answer', 'note gaps are text boxes with the placeholder "answer"')
    t.equal(await blank(page, '1').evaluate((input) => getComputedStyle(input).width), '150px', 'each 150px wide')
    await blank(page, '1').fill('6 weeks')
    await blank(page, '4').fill('Ibuprofen')
    t.equal(await listeningHeader(page).locator('.lt-progress-value').textContent(), '5%', 'progress: 2 of 42 answered')
    t.equal(await listeningHeader(page).getByRole('button', { name: 'Previous' }).isDisabled(), true, 'Previous rests on the first screen')

    await clickHeader(page, 'Next')
    const finish = dialog(page, 'Finish this extract?')
    t.match(await finish.textContent(), "You've answered 2 of 12 questions...", 'the count of the extract')
    await answerDialog(page, 'Finish this extract?', 'No, go back')
    await screenHeading(page, 'Part A · Extract 1 of 2')
    await clickHeader(page, 'Next')
    await answerDialog(page, 'Finish this extract?', 'Yes, Continue')
    await screenHeading(page, 'Part A · Extract 2 of 2')
    t.equal(await page.locator('audio').count(), 1, "one recording: the first extract's has gone with its screen")

    await clickHeader(page, 'Previous')
    await screenHeading(page, 'Part A · Extract 1 of 2')
    t.equal(await blank(page, '1').inputValue(), '6 weeks', 'going back, the answers are kept')
    t.equal(await blank(page, '4').inputValue(), 'Ibuprofen')
    await clickHeader(page, 'Next')
    await answerDialog(page, 'Finish this extract?', 'Yes, Continue')
    await clickHeader(page, 'Next Part')
    await dialog(page, 'Confirm Finish Section').waitFor()
    await answerDialog(page, 'Confirm Finish Section', 'Yes, Continue')

    await skipReading(t, page, 'Part B')
    await screenHeading(page, 'Part B · Question 1 of 6')
    await page.getByRole('radio', { name: "the patient's reduced urine output" }).check()
    await clickHeader(page, 'Next')
    await screenHeading(page, 'Part B · Question 2 of 6')
    for (const number of [2, 3, 4, 5]) {
      await clickHeader(page, 'Next')
      await dialog(page, 'Are you sure you want to proceed?').waitFor()
      await answerDialog(page, 'Are you sure you want to proceed?', 'Yes, Continue')
      await screenHeading(page, `Part B · Question ${number + 1} of 6`)
    }
    await clickHeader(page, 'Next Part')
    await answerDialog(page, 'Confirm Finish Section', 'Yes, Continue')

    await skipReading(t, page, 'Part C')
    await screenHeading(page, 'Part C · Extract 1 of 2')
    await page.getByRole('radio', { name: 'a patient she treated early in her career' }).check()
    await clickHeader(page, 'Next')
    t.match(await dialog(page, 'Finish this extract?').textContent(), "You've answered 1 of 6 questions...")
    await answerDialog(page, 'Finish this extract?', 'Yes, Continue')
    await clickHeader(page, 'Submit')
    // Submitted during its reading time, the last extract would never be heard; nor would those skipped before.
    const unheard = dialog(page, 'Confirm Finish Section').getByRole('region', { name: 'Recordings not heard' })
    t.match(await unheard.textContent(), 'These 7 recordings have not been heard to their end. Once you submit, they can never be heard', 'the submit says plainly which recordings are lost')
    t.same(
      await unheard.getByRole('listitem').allTextContents(),
      ['Part A · Extract 2 of 2', ...[2, 3, 4, 5, 6].map((n) => `Part B · Question ${n} of 6`), 'Part C · Extract 2 of 2'],
      'each named as its screen is',
    )
    await answerDialog(page, 'Confirm Finish Section', 'Yes, Continue')

    const result = dialog(page, 'Your result')
    await result.waitFor()
    const [stored] = (await results(page, url, testId)).results
    const summary = await result.locator('.score-summary').textContent()
    t.match(summary, `Score${stored?.score} / 500`, 'the score of record')
    t.match(summary, `Grade${stored?.grade}`, 'its grade')
    t.match(summary, 'Correct4 / 42', '1, 4, 25 and 31 were right')
    t.equal(await result.locator('.review-list tbody tr').count(), 42, 'every question is reviewed')
    t.equal(await result.getByRole('cell', { name: 'Correct', exact: true }).count(), 4, 'with a tick, in words, for each right answer')
    t.equal(await result.getByText('Failed to load answer key').count(), 0, 'the key was loaded')
    t.equal(await result.locator('details.transcript').count(), 10, "each recording's transcript, behind a toggle (issue 17)")
    t.equal(await result.locator('.review-explanation').count(), 42, 'and each answer explained')
    t.same(
      await page.evaluate((id) => ['oetTimer', 'oetTestStarted', 'oetAnswers'].map((family) => localStorage.getItem(`${family}:${id}`)), testId),
      [null, null, null],
      "the test's saved clock, place and answers are cleared",
    )
    await result.getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL(/\/app\/integration$/)
    t.pass('Continue goes back to the listening tests')
    t.same(errors, [], 'no script errors in the browser')
  })

  await t.test('a simulation: no seeking or pausing, the part clock survives a reload and runs out', async (t) => {
    const { page, errors } = await newStudent(t, browser, url, 'Simulation Student')
    const testId = await testIdByTitle(page, url, '/api/oet-listening-tests', OET_TITLE)
    await openAttempt(page, url, testId, 'simulation', { total: 300, partA: 14, partsBC: 60, reading: 30 })
    // The page's clock runs as the real one until the test moves it on to the end of Part A.
    await page.clock.install()
    await page.goto(`${url}/oet-listening/${testId}?mode=simulation`)
    await hydrated(page)
    await skipReading(t, page, 'Part A')
    await screenHeading(page, 'Part A · Extract 1 of 2')
    await audioPlaying(page)
    await page.locator('.lt-audio-status', { hasText: 'Playing' }).waitFor()
    t.pass('the recording plays, with a play indicator')
    const audio = page.locator('audio')
    t.equal(await audio.getAttribute('controls'), null, 'no native controls: nothing to seek or pause with')
    t.equal(await audio.isVisible(), false, 'the element itself is not shown')
    t.equal(await page.getByRole('slider').count(), 0, 'no seek bar')
    t.equal(await page.locator('.lt-audio').getByRole('button').count(), 0, 'no pause button')
    t.match(await page.locator('.lt-audio-left').textContent(), /Audio left \d+:\d\d/, 'the time left in the recording')
    const contextMenuPrevented = await audio.evaluate((element) => {
      const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true })
      element.dispatchEvent(event)
      return event.defaultPrevented
    })
    t.equal(contextMenuPrevented, true, 'the context menu is prevented')
    t.equal(await listeningHeader(page).getByRole('button', { name: 'Previous' }).count(), 0, 'no Previous in a simulation')
    const paused = await audio.evaluate(async (element: HTMLAudioElement) => {
      // Resumed at once when the screen undoes the pause; the bound only ends a failing wait.
      const resumed = new Promise((resolve) => element.addEventListener('play', resolve, { once: true }))
      element.pause()
      await Promise.race([resumed, new Promise((resolve) => setTimeout(resolve, 5_000))])
      return element.paused
    })
    t.equal(paused, false, 'a pause from outside (a media key) is undone')
    await blank(page, '1').fill('6 weeks')

    const { before, after } = await reloadOn(page, 'Part A time', 13, 'Part A · Extract 1 of 2')
    t.ok(after <= before, `the part clock went on through the reload (${before} s, then ${after} s)`)
    t.equal(await dialog(page, 'Part A: reading time').count(), 0, 'the reading time is not asked again')
    t.equal(await blank(page, '1').inputValue(), '6 weeks', 'the answer is back')

    const timeUp = dialog(page, "Time's Up!")
    await page.clock.fastForward((after + 1) * 1000)
    await timeUp.waitFor()
    t.match(await timeUp.textContent(), 'The time for Part A is over.', 'the part clock ran out')
    t.equal(await audio.evaluate((element: HTMLAudioElement) => element.paused), true, 'the recording stopped')
    await answerDialog(page, "Time's Up!", 'Continue')
    await dialog(page, 'Part B: reading time').waitFor()
    t.pass('then Part B opens')
    t.same(errors, [], 'no script errors in the browser')
  })

  await t.test('a reload in the middle comes back to the same screen, answers and clock', async (t) => {
    const { page, errors } = await newStudent(t, browser, url, 'Reload Student')
    const testId = await testIdByTitle(page, url, '/api/oet-listening-tests', OET_TITLE)
    await openAttempt(page, url, testId, 'practice', { total: 600, reading: 3 })
    // The page's clock runs as the real one until the test moves it on to the end of the reading time.
    await page.clock.install()
    const readingStarted = clockStartRecorded(page, 'reading-partA')
    await page.goto(`${url}/oet-listening/${testId}?mode=practice&minutes=10`)
    await hydrated(page)
    await readingStarted
    await page.clock.fastForward(3_000)
    const timeUp = dialog(page, "Time's Up!")
    await timeUp.waitFor()
    t.match(await timeUp.textContent(), 'Reading time expired. Starting now...', 'the reading time ran out')
    t.equal(await dialog(page, 'Part A: reading time').getByRole('button', { name: 'Start' }).count(), 1, 'the instruction button now reads Start')
    await answerDialog(page, "Time's Up!", 'Continue')
    await blank(page, '3').fill('pale')
    await clickHeader(page, 'Next')
    await answerDialog(page, 'Finish this extract?', 'Yes, Continue')
    await screenHeading(page, 'Part A · Extract 2 of 2')
    await blank(page, '13').fill('hairdresser')

    const { before, after } = await reloadOn(page, 'Time left', 600, 'Part A · Extract 2 of 2')
    t.ok(after <= before, `the clock did not reset (${before} s, then ${after} s)`)
    t.equal(await blank(page, '13').inputValue(), 'hairdresser', 'the answer typed last is back')
    t.equal(await dialog(page, 'Part A: reading time').count(), 0, 'no reading time again')
    await clickHeader(page, 'Previous')
    t.equal(await blank(page, '3').inputValue(), 'pale', 'and the earlier extract kept its answer')
    t.same(errors, [], 'no script errors in the browser')
  })

  await t.test('a submit while the connection is lost waits, then succeeds once, when it is back', async (t) => {
    const { page, context, errors } = await newStudent(t, browser, url, 'Offline Student')
    const testId = await testIdByTitle(page, url, '/api/oet-listening-tests', OET_TITLE)
    await openAttempt(page, url, testId, 'practice', { total: 900 })
    await page.goto(`${url}/oet-listening/${testId}?mode=practice&parts=partC`)
    await hydrated(page)
    await skipReading(t, page, 'Part C')
    await screenHeading(page, 'Part C · Extract 1 of 2')
    await clickHeader(page, 'Next')
    await answerDialog(page, 'Are you sure you want to proceed?', 'Yes, Continue')
    await screenHeading(page, 'Part C · Extract 2 of 2')
    await clickHeader(page, 'Submit')
    await dialog(page, 'No answers provided!').waitFor()
    await answerDialog(page, 'No answers provided!', 'OK')

    await context.setOffline(true)
    await page.getByRole('radio', { name: 'They have difficulties with the mask.' }).check()
    await listeningHeader(page).locator('.lt-save', { hasText: 'Offline – answers kept on this device' }).waitFor()
    t.pass('the header says the answers are kept on this device')
    await clickHeader(page, 'Submit')
    await answerDialog(page, 'Finish this extract?', 'Yes, Continue')
    const submitting = dialog(page, 'Submitting your test')
    await submitting.getByText(/Cannot reach the server/).waitFor()
    t.pass('the student is told the server cannot be reached and the answers are kept')
    await context.setOffline(false)
    // The next automatic try can beat this click and take the button away; either way the result must come.
    const retried = submitting.getByRole('button', { name: 'Try again now' }).click({ timeout: 5_000 }).catch(() => 'retried by itself')
    const result = dialog(page, 'Your result')
    await result.waitFor()
    await retried
    t.match(await result.locator('.score-summary').textContent(), 'Correct1 / 42', 'the answer given offline was marked')
    const stored = await results(page, url, testId)
    t.equal(stored.attempts, 1, 'exactly one attempt was stored')
    t.same(errors, [], 'no script errors in the browser')
  })

  await t.test('practice: when the time runs out the test is submitted by itself, even with no answer', async (t) => {
    const { page, errors } = await newStudent(t, browser, url, 'Deadline Student')
    const testId = await testIdByTitle(page, url, '/api/oet-listening-tests', OET_TITLE)
    // Under half a minute, so the result says "Your time ended" rather than naming the minutes chosen.
    // The page's clock is moved on to the end once the server has the recording's start.
    await openAttempt(page, url, testId, 'practice', { total: 20 })
    await page.clock.install()
    await page.goto(`${url}/oet-listening/${testId}?mode=practice&minutes=1`)
    await hydrated(page)
    const recordingStarted = clockStartRecorded(page, 'recording-partA-0')
    await skipReading(t, page, 'Part A')
    await recordingStarted
    await page.clock.fastForward(20_000)
    const result = dialog(page, 'Your result')
    await result.waitFor()
    t.match(await result.locator('.score-summary').textContent(), 'Correct0 / 42', 'submitted with no answer')
    t.match(await result.textContent(), 'Your time ended, so your answers were submitted as you left them.', 'the result says why')
    t.equal((await results(page, url, testId)).attempts, 1, 'and stored once')

    await page.goto(`${url}/oet-listening/00000000-0000-4000-8000-000000000000`)
    await hydrated(page)
    t.ok(await page.getByRole('heading', { name: 'Error loading test' }).isVisible(), 'a test that does not exist: "Error loading test"')
    t.same(errors, [], 'no script errors in the browser')
  })

  await t.test('the general test in the standalone form: its parts, a refused submit, a missing key', async (t) => {
    const { page, errors } = await newStudent(t, browser, url, 'General Student')
    const testId = await testIdByTitle(page, url, '/api/listening-tests', GENERAL_TITLE)
    await openAttempt(page, url, testId, 'practice', { total: 900 })
    await page.goto(`${url}/oet-listening/${testId}?mode=practice`)
    await hydrated(page)
    await skipReading(t, page, 'Part A')
    await screenHeading(page, 'Part A')
    await blank(page, '1').fill('university')
    await clickHeader(page, 'Next Part')
    t.match(await dialog(page, 'Finish this extract?').textContent(), "You've answered 1 of 6 questions...")
    await answerDialog(page, 'Finish this extract?', 'Yes, Continue')

    await skipReading(t, page, 'Part B')
    await screenHeading(page, 'Part B')
    await clickHeader(page, 'Next Part')
    await dialog(page, 'No answers yet').waitFor()
    await answerDialog(page, 'No answers yet', 'Cancel')
    await page.getByRole('radio', { name: 'helping patients at mealtimes' }).check()
    await blank(page, '10').fill('reception')
    await clickHeader(page, 'Next Part')
    await answerDialog(page, 'Finish this extract?', 'Yes, Continue')

    await skipReading(t, page, 'Part C')
    await screenHeading(page, 'Part C')
    await page.getByRole('radio', { name: 'a gentle warm-up' }).check()

    await page.route('**/api/listening-tests/*/submit', (route) =>
      route.fulfill({ status: 401, json: { statusCode: 401, error: 'Unauthorized', message: 'Authentication required' } }),
    )
    await page.route('**/api/listening-tests/*/answer-key', (route) => route.fulfill({ status: 503, json: { message: 'Key store away' } }))
    await clickHeader(page, 'Submit')
    await answerDialog(page, 'Finish this extract?', 'Yes, Continue')
    const refused = dialog(page, 'Your test was not submitted')
    await refused.getByText('Please log in to submit the test!', { exact: true }).waitFor()
    t.pass('a 401 reads "Please log in to submit the test!"')
    await page.unroute('**/api/listening-tests/*/submit')
    await refused.getByRole('button', { name: 'Try again' }).click()

    const result = dialog(page, 'Your result')
    await result.waitFor()
    t.ok(await result.getByText('Failed to load answer key', { exact: true }).isVisible(), 'the key call failed, and the dialog says so')
    t.equal(await result.locator('.review-list tbody tr').count(), 17, "the submit's own review is shown instead")
    t.match(await result.locator('.score-summary').textContent(), 'Correct4 / 17', 'university, helping patients at mealtimes, reception, a gentle warm-up')
    t.equal((await results(page, url, testId)).attempts, 1, 'one attempt stored')
    t.same(errors, [], 'no script errors in the browser')
  })
})
