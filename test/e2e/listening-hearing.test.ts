import t from 'tap'
import type { Page } from 'playwright-core'
import type { Attempt } from '#shared/attempts/schema.ts'
import { PHONE, hydrated, secondsOfClock } from './browser.ts'
import {
  answerDialog,
  clockStartRecorded,
  dialog,
  listeningHeader,
  recordingPlaying,
  recordingTime,
  screenHeading,
  shortListeningTest,
  skipReadingTime,
  toneRecording,
} from './exam-screens.ts'
import { apiJson, logInInBrowser, newStudentPage, openPage, testIdByTitle } from './student.ts'
import { asAdmin } from './staff.ts'
import { sharedBrowser, sharedProduct } from './shared.ts'

const TITLE = 'Short recordings'
const NAME = 'One Hearing'
const RECORDING_SECONDS = 12
/** The reading time the content sets before the first extract, and before the second. */
const READING_SECONDS = 3
const SECOND_READING_SECONDS = 40

/** When the server says the recording began, and how far into it that is now (seconds). */
async function serverPosition(page: Page, url: string, testId: string, key: string) {
  const attempt = await apiJson<Attempt>(page, url, 'POST', '/api/attempts', { testId, mode: 'simulation' })
  const started = Date.parse(attempt.partStartedAt[key] ?? '')
  return (Date.now() - started) / 1000
}

t.test('one hearing: each recording heard once in a simulation, timed as the content says', async (t) => {
  const { url } = await sharedProduct()
  const browser = await sharedBrowser()
  const { url: audioURL } = await asAdmin<{ url: string }>(url, 'POST', '/api/admin/media', await toneRecording(RECORDING_SECONDS))
  const recordings = { title: TITLE, audioURL, recordingSeconds: RECORDING_SECONDS, readingSeconds: READING_SECONDS, secondReadingSeconds: SECOND_READING_SECONDS }
  const { id: testId } = await asAdmin<{ id: string }>(url, 'POST', '/api/admin/tests', shortListeningTest(recordings))

  const { page } = await newStudentPage(t, browser, url, NAME)
  // The second device, logged in from the start: it opens the test once a recording is playing.
  const phone = await openPage(t, browser, { viewport: PHONE })
  await logInInBrowser(phone.page, url, NAME)

  await t.test("the part's reading time is the content's, then the recording plays", async (t) => {
    // The page's clock runs as the real one but for the reading time, which the test moves past.
    await page.clock.install()
    const readingStarted = clockStartRecorded(page, 'reading-partA')
    await page.goto(`${url}/oet-listening/${testId}?mode=simulation`)
    await hydrated(page)
    const reading = dialog(page, 'Part A: reading time')
    await reading.waitFor()
    t.ok(secondsOfClock(await reading.getByRole('timer', { name: 'Reading time' }).textContent()) <= READING_SECONDS, `${READING_SECONDS} s of reading, as the content sets`)
    await readingStarted
    await page.clock.fastForward(READING_SECONDS * 1000)
    await answerDialog(page, "Time's Up!", 'Continue')
    await screenHeading(page, 'Part A · Extract 1 of 2')
    await recordingPlaying(page)
    t.pass('the recording plays')
  })

  await t.test('a reload goes on where the recording would be now, never from the start', async (t) => {
    await page.waitForFunction(() => (document.querySelector('audio')?.currentTime ?? 0) > 3)
    await page.reload()
    await hydrated(page)
    await screenHeading(page, 'Part A · Extract 1 of 2')
    await recordingPlaying(page)
    const position = await recordingTime(page)
    const expected = await serverPosition(page, url, testId, 'recording-partA-0')
    t.ok(position > 2.5, `the recording went on at ${position.toFixed(1)} s, not 0:00`)
    t.ok(Math.abs(position - expected) < 2, `where the server's record puts it (${expected.toFixed(1)} s)`)
  })

  await t.test('no move forward while a recording is to be heard: the recordings drive the test', async (t) => {
    t.equal(await page.locator('.lt-header').getByRole('button', { name: /^(Next|Next Part|Submit)$/ }).count(), 0, 'no Next, Next Part or Submit during the recording')
  })

  await t.test('at its end the test moves on by itself, to the next extract with its own reading time beside its questions', async (t) => {
    const notice = page.getByRole('status').filter({ hasText: 'The recording has ended.' })
    await notice.waitFor({ timeout: (RECORDING_SECONDS + 5) * 1000 })
    t.match(await notice.textContent(), 'The recording has ended. Your answers are kept. Now: Part A · Extract 2 of 2.', 'a status says so, and asks nothing')
    await screenHeading(page, 'Part A · Extract 2 of 2')
    t.equal(await page.getByRole('dialog').count(), 0, 'no dialog waits for a click')
    const bar = page.getByRole('region', { name: 'Reading time' })
    const left = secondsOfClock(await bar.getByRole('timer', { name: 'Reading time' }).textContent())
    t.ok(left <= SECOND_READING_SECONDS && left > SECOND_READING_SECONDS - 10, `its own reading time counts down (${left} s)`)
    t.ok(await page.getByText('Question 2: what is said?').isVisible(), 'the question is there to read meanwhile')
    t.match(await page.locator('.lt-audio-status').textContent(), 'The recording starts after the reading time.')
    await bar.getByRole('button', { name: 'Start the recording now' }).click()
    await page.locator('.lt-audio-status', { hasText: 'Playing' }).waitFor()
    t.equal(await bar.count(), 0, 'the student may start the recording sooner')
    t.equal(await notice.count(), 1, 'the notice is still there as the next recording begins, to be read')
    await notice.waitFor({ state: 'detached', timeout: 15_000 })
    t.pass('and goes a few seconds into it')
  })

  await t.test('a second device joins the recording where it is, not from the start', async (t) => {
    await page.waitForFunction(() => (document.querySelector('audio')?.currentTime ?? 0) > 3)
    await phone.page.goto(`${url}/oet-listening/${testId}?mode=simulation`)
    await hydrated(phone.page)
    await screenHeading(phone.page, 'Part A · Extract 2 of 2')
    await recordingPlaying(phone.page)
    const [onLaptop, onPhone] = [await recordingTime(page), await recordingTime(phone.page)]
    t.ok(onPhone > 2.5 && Math.abs(onPhone - onLaptop) < 2, `the phone plays at ${onPhone.toFixed(1)} s, the laptop at ${onLaptop.toFixed(1)} s`)
    await phone.page.close()
  })

  await t.test('the last recording of a part ends it: the next part opens by itself', async (t) => {
    await dialog(page, 'Part B: reading time').waitFor({ timeout: (RECORDING_SECONDS + 5) * 1000 })
    t.equal(await dialog(page, "Time's Up!").count(), 0, 'nothing to acknowledge first')
    t.pass('Part B opens with its reading time')
  })

  await t.test("Part C's reading time, which the Parts B and C clock runs through, ends in its recording without a press", async (t) => {
    const partCReading = clockStartRecorded(page, 'reading-partC')
    await skipReadingTime(page, 'Part B')
    await screenHeading(page, 'Part B')
    await dialog(page, 'Part C: reading time').waitFor({ timeout: (RECORDING_SECONDS + 5) * 1000 })
    t.ok(await listeningHeader(page).getByRole('timer', { name: 'Parts B and C time' }).isVisible(), 'the Parts B and C clock runs on through it')
    await partCReading
    await page.clock.fastForward(READING_SECONDS * 1000)
    await screenHeading(page, 'Part C')
    t.equal(await dialog(page, "Time's Up!").count(), 0, 'no "Time\'s Up!" waits for a click while that clock runs')
    await recordingPlaying(page)
    t.pass("Part C's recording plays")
  })
})

t.test('the sample OET listening test is timed by its recordings', async (t) => {
  const { url } = await sharedProduct()
  const browser = await sharedBrowser()
  const { page } = await newStudentPage(t, browser, url, 'Timed By Audio')
  const testId = await testIdByTitle(page, url, '/api/oet-listening-tests', 'OET Listening Practice Test 1')
  await page.goto(`${url}/oet-listening/${testId}?mode=simulation`)
  await hydrated(page)
  const reading = dialog(page, 'Part A: reading time')
  await reading.waitFor()
  t.ok(secondsOfClock(await reading.getByRole('timer', { name: 'Reading time' }).textContent()) <= 30, '30 s before a Part A extract')
  const attempt = await apiJson<Attempt>(page, url, 'POST', '/api/attempts', { testId, mode: 'simulation' })
  // Two extracts of 277.02 and 304.87 s, each read for 30 s, with 15 s after each to move on.
  t.equal(attempt.timing.partA, 672, 'Part A lasts as its recordings do: 11 min 12 s, not 15 minutes')
  // Six Part B extracts (321.20 s in all), each read for 15 s, and two Part C talks (498.30 s), each read for 90 s; 15 s after each.
  t.equal(attempt.timing.partsBC, 1210, 'Parts B and C: 20 min 10 s, not 45 minutes')
})
