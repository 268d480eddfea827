import type { Page } from 'playwright-core'
import { LEAVE_TEST_TITLE } from '#client/components/exam/ExamLeaveGuard.tsx'
import { NAVIGATOR_TITLE } from '#client/components/exam/QuestionNavigator.tsx'
import { START_AGAIN_TITLE } from '#client/components/hub/StartAgainDialog.tsx'
import { hydrated } from '../browser.ts'
import {
  AUTOSAVE_DELAY_MS,
  REVIEWED_ANSWERS,
  answerAndSave,
  blank,
  bundleExamParts,
  clockStartRecorded,
  dialog,
  moveClockTo,
  openAttempt,
  openExamParts,
  openFirstAttemptDetails,
  question,
  selectInTexts,
  showQuestions,
  showTexts,
  startReading,
  submitPractice,
} from '../exam-screens.ts'
import { apiJson, testIdByTitle } from '../student.ts'
import { lookAt, type Width } from './tour.ts'

/**
 * The reading screen in each of its states and dialogs, what guards a running exam (the clock's
 * warning, leaving, another device, a lapsed session), the question navigator, the review of a
 * reading attempt, and the exam building blocks on a page of their own.
 */

const SAMPLE_TITLE = 'OET Reading Test 1'
const sampleTestId = (page: Page, url: string) => testIdByTitle(page, url, '/api/oet-reading-tests', SAMPLE_TITLE)

const choose = (page: Page, id: string, option: string) => question(page, id).getByRole('radio', { name: option }).check()
const partHeading = (page: Page, part: string) => page.getByRole('heading', { level: 2, name: part }).waitFor()
/** On a phone, which of the reading screen's tabs shows; at desktop width both sides do. */
const onPhone = (show: (page: Page) => Promise<void>) => async ({ page }: { page: Page }, width: Width) => {
  if (width === 'phone') await show(page)
}

async function reload(page: Page) {
  await page.reload()
  await hydrated(page)
}

const highlightButton = (page: Page) => page.getByRole('button', { name: 'Highlight', exact: true })
const enlargeButton = (page: Page) => page.getByRole('button', { name: 'Enlarge image' })
const examParts = await bundleExamParts()

lookAt([
  {
    name: 'Reading Simulation',
    role: 'student',
    // Part A's clock is short, and the page's clock is moved to its end.
    customTiming: true,
    states: [
      {
        name: 'reading-start',
        reach: async ({ page, url }) => {
          const testId = await sampleTestId(page, url)
          await openAttempt(page, url, testId, 'simulation', { total: 1200, partA: 40, partsBC: 1100 })
          await page.clock.install()
          await page.goto(`${url}/oet-reading/${testId}?mode=simulation`)
          await hydrated(page)
          await page.getByRole('button', { name: 'Start', exact: true }).waitFor()
        },
      },
      {
        name: 'reading-part-a-questions',
        reach: async ({ page }) => {
          // The part's start resets the page's estimate of the server's clock: the clock is moved only after it.
          const started = clockStartRecorded(page, 'partA')
          await page.getByRole('button', { name: 'Start', exact: true }).click()
          await partHeading(page, 'Part A')
          await started
          await choose(page, '1', 'Text A')
          await choose(page, '2', 'Text C')
          await blank(page, '8').fill('6 hours')
          await blank(page, '9').fill('monthly')
          await blank(page, '15').fill('externally rotated')
        },
        arrange: onPhone(showQuestions),
      },
      { name: 'reading-part-a', reach: async () => {}, arrange: onPhone(showTexts) },
      {
        name: 'reading-time-ended',
        reach: async ({ page }) => {
          await page.clock.fastForward(40_000)
          await dialog(page, 'Your time for this part has ended').waitFor()
        },
      },
      {
        name: 'reading-part-b',
        reach: async ({ page }) => {
          await dialog(page, 'Your time for this part has ended').getByRole('button', { name: 'Next' }).click()
          await partHeading(page, 'Part B')
          await choose(page, '21', 'must be heard by a second staff member as well as the nurse receiving it.')
          await page.getByRole('button', { name: 'Next', exact: true }).click()
          await page.getByText('Text 2 of 6', { exact: true }).waitFor()
          await choose(page, '22', 'the laboratory will no longer test CPE samples by culture.')
        },
      },
      {
        name: 'reading-part-c',
        reach: async ({ page }) => {
          await page.getByRole('button', { name: 'Next Part' }).click()
          await partHeading(page, 'Part C')
          await choose(page, '27', 'to show how hospital-level care was provided to one patient in her own home')
          await choose(page, '35', 'Poor sleep in hospital is mainly caused by infusion pump alarms.')
        },
      },
      {
        name: 'reading-submit',
        reach: async ({ page }) => {
          await page.getByRole('button', { name: 'Submit Test' }).click()
          await dialog(page, 'Submit Test').waitFor()
        },
      },
      {
        name: 'reading-result',
        reach: async ({ page }) => {
          await dialog(page, 'Submit Test').getByRole('button', { name: 'Submit Test' }).click()
          await dialog(page, 'Test Submitted!').waitFor()
        },
      },
    ],
  },
  {
    name: 'Reading Exam Mode',
    role: 'student',
    // The saves refused once the session has gone are logged by the browser; they are the state shown.
    ignore: /status of 401/,
    states: [
      {
        name: 'exam-leave',
        reach: async ({ page, url }) => {
          // The page's clock runs as the real one but for the autosaves' delays, which are moved past.
          await page.clock.install()
          await startReading(page, url, await sampleTestId(page, url), 'mode=simulation')
          await page.getByRole('link', { name: 'OET Prep' }).click()
          await dialog(page, LEAVE_TEST_TITLE).waitFor()
        },
      },
      {
        name: 'reading-leave-part-a',
        reach: async ({ page }) => {
          await dialog(page, LEAVE_TEST_TITLE).getByRole('button', { name: 'Stay in the test' }).click()
          await choose(page, '1', 'Text A')
          await page.getByRole('button', { name: 'Next Part' }).click()
          await dialog(page, 'Leave Part A?').waitFor()
        },
      },
      {
        name: 'exam-session-expired',
        reach: async ({ page }) => {
          await dialog(page, 'Leave Part A?').getByRole('button', { name: 'Stay in Part A' }).click()
          await answerAndSave(page, '8', '6 hours', { moveClock: true })
          // Logged out in another tab, or the cookie expired: the next save finds no session.
          await page.context().clearCookies()
          await blank(page, '9').fill('monthly')
          await page.clock.fastForward(AUTOSAVE_DELAY_MS)
          await dialog(page, 'Session expired').waitFor()
        },
      },
    ],
  },
  {
    name: 'Reading Two Devices',
    role: 'student',
    states: [
      {
        name: 'two-devices-notice',
        reach: async ({ page, url }) => {
          const testId = await sampleTestId(page, url)
          await page.clock.install()
          await startReading(page, url, testId, 'mode=simulation')
          const { id } = await openAttempt(page, url, testId, 'simulation')
          // Another device saves an answer; the page hears of it with its own next save.
          await apiJson(page, url, 'PUT', `/api/attempts/${id}/answers`, { answers: { '9': 'monthly' }, device: 'screens-other-phone' })
          await answerAndSave(page, '8', '6 hours', { moveClock: true })
          await page.getByText('This test is also open on another device; your answers are merged.').waitFor()
        },
        arrange: onPhone(showQuestions),
      },
      {
        name: 'hub-start-again',
        reach: async ({ page, url }) => {
          await page.goto(`${url}/app/oetreading`)
          await hydrated(page)
          await page.getByRole('button', { name: `Start again ${SAMPLE_TITLE}` }).click()
          await dialog(page, START_AGAIN_TITLE).waitFor()
        },
      },
    ],
  },
  {
    name: 'Reading Time Warning',
    role: 'student',
    states: [
      {
        name: 'exam-time-warning',
        reach: async ({ page, url }) => {
          // The page's clock is moved on to the 5-minute mark; the warning shows for 20 s of it.
          await page.clock.install()
          await startReading(page, url, await sampleTestId(page, url), 'mode=practice&minutes=6')
          await moveClockTo(page, 295)
          await page.locator('.exam-time-warning').getByText('5 minutes remaining').waitFor()
        },
      },
    ],
  },
  {
    name: 'Reading Navigator',
    role: 'student',
    states: [
      {
        name: 'reading-no-answers-provided',
        reach: async ({ page, url }) => {
          await startReading(page, url, await sampleTestId(page, url), 'mode=practice&minutes=no-limit')
          await page.getByRole('button', { name: 'Submit Test' }).click()
          await dialog(page, 'No answers provided!').waitFor()
        },
      },
      {
        name: 'question-navigator',
        reach: async ({ page }) => {
          await dialog(page, 'No answers provided!').getByRole('button', { name: 'OK' }).click()
          await blank(page, '8').fill('6 hours')
          await page.getByRole('button', { name: new RegExp(`^${NAVIGATOR_TITLE} \\d+/\\d+$`) }).click()
          await dialog(page, NAVIGATOR_TITLE).getByRole('button', { name: 'Flag question 3 for review' }).click()
          await dialog(page, NAVIGATOR_TITLE).getByText('1 of 42 answered, 1 flagged for review.').waitFor()
        },
      },
      {
        name: 'review-before-submit',
        reach: async ({ page }) => {
          await page.keyboard.press('Escape')
          await dialog(page, NAVIGATOR_TITLE).waitFor({ state: 'hidden' })
          await page.getByRole('button', { name: 'Submit Test' }).click()
          await dialog(page, 'Submit Test').getByRole('region', { name: 'Flagged for review' }).waitFor()
        },
      },
    ],
  },
  {
    name: 'Reading Aids',
    role: 'student',
    states: [
      {
        name: 'reading-aids-part-a',
        reach: async ({ page, url }) => {
          await startReading(page, url, await sampleTestId(page, url), 'mode=practice&minutes=60')
          await selectInTexts(page, [0, 0, 4], [0, 0, 30])
          await highlightButton(page).click()
          await page.getByRole('group', { name: 'Text size' }).getByRole('button', { name: 'Large', exact: true }).click()
          // Kept over a reload, as the student sees them after one.
          await reload(page)
          await partHeading(page, 'Part A')
          await page.locator('mark.exam-highlight').waitFor()
        },
      },
      {
        name: 'reading-aids-part-b',
        reach: async ({ page }) => {
          await page.getByRole('button', { name: 'Next Part' }).click()
          await partHeading(page, 'Part B')
          await choose(page, '21', 'may be used to start an infusion of a high-risk medicine in an emergency.')
          await question(page, '21').getByRole('button', { name: 'Cross out option B', exact: true }).click()
          await reload(page)
          await partHeading(page, 'Part B')
          await page.locator('.qt-option-struck').waitFor()
        },
      },
      {
        name: 'reading-aids-part-a-questions',
        reach: async ({ page }) => {
          await page.getByRole('button', { name: 'Previous Part' }).click()
          await partHeading(page, 'Part A')
        },
        arrange: onPhone(showQuestions),
      },
    ],
  },
  {
    name: 'Reading Review',
    role: 'student',
    states: [
      {
        name: 'review-teaches-reading',
        reach: async ({ page, url }) => {
          const testId = await sampleTestId(page, url)
          await submitPractice(page, url, testId, REVIEWED_ANSWERS.reading)
          await openFirstAttemptDetails(page, url, testId)
        },
      },
    ],
  },
  {
    name: 'Exam Parts',
    role: 'visitor',
    states: [
      {
        name: 'exam-parts-highlight-button',
        reach: async ({ page }) => {
          await openExamParts(page, examParts)
          await page.getByRole('group', { name: /^Question 1 Which text tells you/ }).getByRole('radio', { name: 'Text A' }).check()
          await page.getByLabel('Question 8', { exact: true }).fill('6 hours')
          await page.getByLabel('Question 15', { exact: true }).fill('rotated')
        },
        // A new width may move the selection's button away: the words are selected again at each.
        arrange: async ({ page }) => {
          await selectInTexts(page, [0, 0, 4], [0, 0, 16])
          await highlightButton(page).waitFor()
        },
      },
      {
        name: 'exam-parts-enlarged',
        reach: async ({ page }) => {
          await selectInTexts(page, [0, 0, 4], [0, 0, 16])
          await highlightButton(page).click()
          await page.getByRole('button', { name: 'Tick' }).click()
          await enlargeButton(page).click()
          await enlargeButton(page).and(page.locator('[aria-pressed="true"]')).waitFor()
        },
      },
      {
        name: 'exam-parts',
        reach: async ({ page }) => {
          await enlargeButton(page).click()
          await enlargeButton(page).and(page.locator('[aria-pressed="false"]')).waitFor()
        },
      },
    ],
  },
])
