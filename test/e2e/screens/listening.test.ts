import type { Page } from 'playwright-core'
import { hydrated } from '../browser.ts'
import {
  REVIEWED_ANSWERS,
  answerDialog,
  blank,
  clickHeader,
  clockStartRecorded,
  dialog,
  openAttempt,
  openFirstAttemptDetails,
  openListening,
  question,
  reviewRow,
  screenHeading,
  shortListeningTest,
  skipReadingTime,
  submitPractice,
  toneRecording,
} from '../exam-screens.ts'
import { asAdmin } from '../staff.ts'
import { testIdByTitle } from '../student.ts'
import { lookAt, type Visit } from './tour.ts'

/** The listening screen in each of its states, its dialogs and result, and the review of a listening attempt. */

const OET_TITLE = 'OET Listening Practice Test 1'
const GENERAL_TITLE = 'General Listening Practice Test 1'

const oetTestId = (page: Page, url: string) => testIdByTitle(page, url, '/api/oet-listening-tests', OET_TITLE)

/** Opens the sample OET test's screen on an attempt opened with test-only timings (the product of customTiming). */
async function openTimed({ page, url }: Visit, mode: 'practice' | 'simulation', timing: Record<string, number>, search: string) {
  const testId = await oetTestId(page, url)
  await openAttempt(page, url, testId, mode, timing)
  await openListening(page, url, testId, search)
}

/** Answers the open dialog's button and waits for the screen its move leads to. */
async function confirmTo(page: Page, dialogName: string, screen: string) {
  await answerDialog(page, dialogName, 'Yes, Continue')
  await screenHeading(page, screen)
}

lookAt([
  {
    name: 'Listening Practice',
    role: 'student',
    customTiming: true,
    // The recordings play by themselves, as the click that closed the reading time allows.
    autoplay: true,
    // The test that does not exist answers 404; the browser logs it.
    ignore: /status of 404/,
    states: [
      {
        name: 'listening-instructions',
        reach: async (visit) => {
          await openTimed(visit, 'practice', { total: 900, reading: 600 }, 'mode=practice&minutes=15')
          await dialog(visit.page, 'Part A: reading time').waitFor()
        },
      },
      {
        name: 'listening-skip-reading',
        reach: async ({ page }) => {
          await dialog(page, 'Part A: reading time').getByRole('button', { name: 'Next', exact: true }).click()
          await dialog(page, 'Skip Reading?').waitFor()
        },
      },
      {
        name: 'listening-part-a',
        reach: async ({ page }) => {
          await answerDialog(page, 'Skip Reading?', 'Yes, Skip')
          await screenHeading(page, 'Part A · Extract 1 of 2')
          await blank(page, '1').fill('6 weeks')
          await blank(page, '4').fill('Ibuprofen')
        },
      },
      {
        name: 'listening-finish-extract',
        reach: async ({ page }) => {
          await clickHeader(page, 'Next')
          await dialog(page, 'Finish this extract?').waitFor()
        },
      },
      {
        name: 'listening-confirm-finish-section',
        reach: async ({ page }) => {
          await confirmTo(page, 'Finish this extract?', 'Part A · Extract 2 of 2')
          await clickHeader(page, 'Next Part')
          await dialog(page, 'Confirm Finish Section').waitFor()
        },
      },
      {
        name: 'listening-part-b',
        reach: async ({ page }) => {
          await answerDialog(page, 'Confirm Finish Section', 'Yes, Continue')
          await skipReadingTime(page, 'Part B')
          await screenHeading(page, 'Part B · Question 1 of 6')
          await page.getByRole('radio', { name: "the patient's reduced urine output" }).check()
        },
      },
      {
        name: 'listening-proceed',
        reach: async ({ page }) => {
          await clickHeader(page, 'Next')
          await screenHeading(page, 'Part B · Question 2 of 6')
          await clickHeader(page, 'Next')
          await dialog(page, 'Are you sure you want to proceed?').waitFor()
        },
      },
      {
        name: 'listening-part-c',
        reach: async ({ page }) => {
          await confirmTo(page, 'Are you sure you want to proceed?', 'Part B · Question 3 of 6')
          // Next Part is offered on the part's last screen only.
          for (const number of [4, 5, 6]) {
            await clickHeader(page, 'Next')
            await confirmTo(page, 'Are you sure you want to proceed?', `Part B · Question ${number} of 6`)
          }
          await clickHeader(page, 'Next Part')
          await answerDialog(page, 'Confirm Finish Section', 'Yes, Continue')
          await skipReadingTime(page, 'Part C')
          await screenHeading(page, 'Part C · Extract 1 of 2')
          await page.getByRole('radio', { name: 'a patient she treated early in her career' }).check()
        },
      },
      {
        name: 'listening-result',
        reach: async ({ page }) => {
          await clickHeader(page, 'Next')
          await confirmTo(page, 'Finish this extract?', 'Part C · Extract 2 of 2')
          await clickHeader(page, 'Submit')
          await answerDialog(page, 'Confirm Finish Section', 'Yes, Continue')
          await dialog(page, 'Your result').waitFor()
        },
      },
      {
        name: 'listening-error',
        reach: async ({ page, url }) => {
          await openListening(page, url, '00000000-0000-4000-8000-000000000000', '')
          await page.getByRole('heading', { name: 'Error loading test' }).waitFor()
        },
      },
    ],
  },
  {
    name: 'Listening Reading Time',
    role: 'student',
    customTiming: true,
    autoplay: true,
    states: [
      {
        name: 'listening-reading-expired',
        reach: async (visit) => {
          // The page's clock is moved on to the end of the reading time once the server has its start.
          await visit.page.clock.install()
          const readingStarted = clockStartRecorded(visit.page, 'reading-partA')
          await openTimed(visit, 'practice', { total: 600, reading: 3 }, 'mode=practice&minutes=10')
          await readingStarted
          await visit.page.clock.fastForward(3_000)
          await dialog(visit.page, "Time's Up!").waitFor()
        },
      },
    ],
  },
  {
    name: 'Listening Part Clock',
    role: 'student',
    customTiming: true,
    autoplay: true,
    states: [
      {
        name: 'listening-time-up',
        reach: async (visit) => {
          const { page } = visit
          // The page's clock is moved on to the end of Part A once the server has its start.
          await page.clock.install()
          await openTimed(visit, 'simulation', { total: 300, partA: 14, partsBC: 60, reading: 30 }, 'mode=simulation')
          // Both starts reset the page's estimate of the server's clock.
          const started = Promise.all([clockStartRecorded(page, 'partA'), clockStartRecorded(page, 'recording-partA-0')])
          await skipReadingTime(page, 'Part A')
          await started
          await blank(page, '1').fill('6 weeks')
          await page.clock.fastForward(14_000)
          await dialog(page, "Time's Up!").waitFor()
        },
      },
    ],
  },
  {
    name: 'Listening Offline',
    role: 'student',
    autoplay: true,
    // The submit tried while offline fails in the browser's log; that is the state shown.
    ignore: /ERR_INTERNET_DISCONNECTED|Failed to fetch/,
    states: [
      {
        name: 'listening-no-answers-provided',
        reach: async ({ page, url }) => {
          await openListening(page, url, await oetTestId(page, url), 'mode=practice&minutes=15&parts=partC')
          await skipReadingTime(page, 'Part C')
          await screenHeading(page, 'Part C · Extract 1 of 2')
          await clickHeader(page, 'Next')
          await confirmTo(page, 'Are you sure you want to proceed?', 'Part C · Extract 2 of 2')
          await clickHeader(page, 'Submit')
          await dialog(page, 'No answers provided!').waitFor()
        },
      },
      {
        name: 'listening-submit-unheard',
        reach: async ({ page }) => {
          await answerDialog(page, 'No answers provided!', 'OK')
          await page.getByRole('radio', { name: 'They have difficulties with the mask.' }).check()
          await clickHeader(page, 'Submit')
          await dialog(page, 'Finish this extract?').getByRole('region', { name: 'Recordings not heard' }).waitFor()
        },
      },
      {
        name: 'listening-submit-waiting',
        reach: async ({ page }) => {
          await page.context().setOffline(true)
          await answerDialog(page, 'Finish this extract?', 'Yes, Continue')
          await dialog(page, 'Submitting your test').getByText(/Cannot reach the server/).waitFor()
        },
      },
    ],
  },
  {
    name: 'Listening General',
    role: 'student',
    autoplay: true,
    states: [
      {
        name: 'listening-standalone-part-a',
        reach: async ({ page, url }) => {
          await openListening(page, url, await testIdByTitle(page, url, '/api/listening-tests', GENERAL_TITLE), 'mode=practice&minutes=15')
          await skipReadingTime(page, 'Part A')
          await screenHeading(page, 'Part A')
          await blank(page, '1').fill('university')
        },
      },
      {
        name: 'listening-no-answers-yet',
        reach: async ({ page }) => {
          await clickHeader(page, 'Next Part')
          await answerDialog(page, 'Finish this extract?', 'Yes, Continue')
          await skipReadingTime(page, 'Part B')
          await screenHeading(page, 'Part B')
          await clickHeader(page, 'Next Part')
          await dialog(page, 'No answers yet').waitFor()
        },
      },
      {
        name: 'listening-standalone-part-b',
        reach: async ({ page }) => {
          await answerDialog(page, 'No answers yet', 'Cancel')
          await page.getByRole('radio', { name: 'helping patients at mealtimes' }).check()
          await blank(page, '10').fill('reception')
        },
      },
    ],
  },
  {
    name: 'Listening One Hearing',
    role: 'student',
    // The product of the tours that time tests: the made-up test stays out of the hubs other tours photograph.
    customTiming: true,
    autoplay: true,
    states: [
      {
        name: 'listening-recording-over',
        reach: async ({ page, url }) => {
          // A recording of a second: its end comes at once, without a clock to move.
          const { url: audioURL } = await asAdmin<{ url: string }>(url, 'POST', '/api/admin/media', await toneRecording(1))
          const recordings = { title: 'Screens: one-second recordings', audioURL, recordingSeconds: 1, readingSeconds: 30, secondReadingSeconds: 40 }
          const created = await asAdmin<{ id: string }>(url, 'POST', '/api/admin/tests', shortListeningTest(recordings))
          await openListening(page, url, created.id, 'mode=simulation')
          await skipReadingTime(page, 'Part A')
          // The simulation moves on by itself (decision 0085): the next extract's reading time, with a status saying why.
          await page.getByRole('status').filter({ hasText: 'The recording has ended.' }).waitFor()
          await screenHeading(page, 'Part A · Extract 2 of 2')
          await page.getByRole('region', { name: 'Reading time' }).waitFor()
        },
      },
    ],
  },
  {
    name: 'Listening Aids',
    role: 'student',
    autoplay: true,
    states: [
      {
        name: 'listening-aids-part-b',
        reach: async ({ page, url }) => {
          await openListening(page, url, await oetTestId(page, url), 'mode=practice&minutes=15')
          await skipReadingTime(page, 'Part A')
          await screenHeading(page, 'Part A · Extract 1 of 2')
          // One answer, so the moves ask what they ask of a student who has begun.
          await blank(page, '1').fill('6 weeks')
          await clickHeader(page, 'Next')
          await confirmTo(page, 'Finish this extract?', 'Part A · Extract 2 of 2')
          await clickHeader(page, 'Next Part')
          await answerDialog(page, 'Confirm Finish Section', 'Yes, Continue')
          await skipReadingTime(page, 'Part B')
          await screenHeading(page, 'Part B · Question 1 of 6')
          await page.getByRole('group', { name: 'Text size' }).getByRole('button', { name: 'Large', exact: true }).click()
          await question(page, '25').getByRole('button', { name: 'Cross out option C', exact: true }).click()
          // Kept over a reload, as the student sees it after one.
          await page.reload()
          await hydrated(page)
          await screenHeading(page, 'Part B · Question 1 of 6')
          await page.locator('.qt-option-struck').waitFor()
        },
      },
    ],
  },
  {
    name: 'Listening Review',
    role: 'student',
    states: [
      {
        name: 'review-teaches-listening',
        reach: async ({ page, url }) => {
          const testId = await oetTestId(page, url)
          await submitPractice(page, url, testId, REVIEWED_ANSWERS.listening)
          const details = await openFirstAttemptDetails(page, url, testId)
          const transcript = details.locator('details.transcript').first()
          await transcript.locator('summary').click()
          await transcript.getByText("I'm Doctor Price.", { exact: false }).waitFor()
        },
      },
      {
        name: 'review-teaches-listening-part-b',
        reach: async ({ page }) => {
          const transcript = dialog(page, 'Attempt #1 Details').locator('details.transcript').first()
          await transcript.locator('summary').click()
          await transcript.getByText("I'm Doctor Price.", { exact: false }).waitFor({ state: 'hidden' })
        },
        // A Part B question inside the scrolled dialog: its stem, options and explanation.
        arrange: ({ page }) => reviewRow(dialog(page, 'Attempt #1 Details'), '25').scrollIntoViewIfNeeded(),
      },
    ],
  },
])
