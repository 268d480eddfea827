import type { Page } from 'playwright-core'
import type { MockSection } from '#shared/mock/mock.ts'
import { blank, dialog, question } from '../exam-screens.ts'
import { submitMock } from '../mock-by-api.ts'
import {
  bottomButton,
  chooseComputerBased,
  finishMock,
  goToNextSection,
  letterBox,
  letterUnlocked,
  LISTENING_STEPS,
  MOCK_TITLE,
  mockHeading,
  nextThrough,
  openFinish,
  pagePhoto,
  partsRecorded,
  READING_STEPS,
  recordPart,
  SHORT_LETTER,
  skipCountdown,
  startMockAttempt,
  thumbnailsLoaded,
} from '../mock-screens.ts'
import { testIdByTitle } from '../student.ts'
import { lookAt, type Visit } from './tour.ts'

/** The mock test's exam screens: each section's steps, its dialogs, and what Finish Mock answers. */

/** Starts the sample mock's attempt with test timings and opens its screen; answers the attempt's id. */
async function startMock({ page, url }: Visit, mode: 'practice' | 'simulation', sections: MockSection[], timing: Record<string, number>) {
  const testId = await testIdByTitle(page, url, '/api/mock-tests', MOCK_TITLE)
  return { testId, attemptId: await startMockAttempt(page, url, testId, mode, sections, timing) }
}

/** Skips a section's instructions and waits for its first screen. */
async function beginSection(page: Page, section: string, firstStep: string) {
  await skipCountdown(page, section)
  await mockHeading(page, `${section} · ${firstStep}`)
}

/** The Test Submitted! dialog, once the mock is sent (recordings are re-encoded by the server first). */
const submitted = (page: Page) => dialog(page, 'Test Submitted!').waitFor({ timeout: 90_000 })

lookAt([
  {
    name: 'Mock Practice Sitting',
    role: 'student',
    customTiming: true,
    autoplay: true,
    states: [
      {
        name: 'mock-instructions',
        reach: async (visit) => {
          await startMock(visit, 'practice', ['listening', 'reading'], { listening: 600, readingPartA: 600, readingPartsBC: 600, total: 2400 })
          await dialog(visit.page, 'Listening: instructions').waitFor()
        },
      },
      {
        name: 'mock-listening',
        reach: async ({ page }) => {
          await beginSection(page, 'Listening', LISTENING_STEPS[0]!)
          await blank(page, '1').fill('Metformine')
        },
      },
      {
        name: 'mock-confirm-navigation',
        reach: async ({ page }) => {
          await nextThrough(page, 'Listening', LISTENING_STEPS.slice(1))
          await bottomButton(page).click()
          await dialog(page, 'Confirm Navigation').waitFor()
        },
      },
      {
        name: 'mock-result',
        reach: async ({ page }) => {
          await dialog(page, 'Confirm Navigation').getByRole('button', { name: 'Yes', exact: true }).click()
          await beginSection(page, 'Reading', READING_STEPS[0]!)
          await question(page, '1').getByRole('radio', { name: 'Text B', exact: true }).check()
          await blank(page, '8').fill('oral')
          await nextThrough(page, 'Reading', READING_STEPS.slice(1, 2))
          await page.getByRole('radio', { name: 'must be offered whatever the gender of the patient and the clinician.' }).check()
          await nextThrough(page, 'Reading', READING_STEPS.slice(2, 3))
          await page.getByRole('radio', { name: 'type what they wrote on paper into the electronic record' }).check()
          await nextThrough(page, 'Reading', READING_STEPS.slice(3))
          await finishMock(page)
          await submitted(page)
        },
      },
    ],
  },
  {
    name: 'Mock Simulation Sitting',
    role: 'student',
    customTiming: true,
    autoplay: true,
    states: [
      {
        name: 'mock-reading-part-a',
        reach: async (visit) => {
          const { page } = visit
          await startMock(visit, 'simulation', ['listening', 'reading', 'writing', 'speaking'], {
            listening: 600,
            readingPartA: 600,
            readingPartsBC: 600,
            writing: 600,
            writingLocked: 1,
            total: 3600,
          })
          await beginSection(page, 'Listening', LISTENING_STEPS[0]!)
          await blank(page, '1').fill('metformin')
          await nextThrough(page, 'Listening', LISTENING_STEPS.slice(1))
          await goToNextSection(page)
          await beginSection(page, 'Reading', READING_STEPS[0]!)
          await blank(page, '8').fill('oral')
        },
      },
      {
        name: 'mock-reading-part-c',
        reach: ({ page }) => nextThrough(page, 'Reading', READING_STEPS.slice(1, 8)),
      },
      {
        name: 'mock-select-mode',
        reach: async ({ page }) => {
          await nextThrough(page, 'Reading', READING_STEPS.slice(8))
          await goToNextSection(page)
          await skipCountdown(page, 'Writing')
          await dialog(page, 'Select Test Mode').getByRole('radio', { name: 'Paper-based' }).check()
        },
      },
      {
        name: 'mock-writing-paper',
        reach: async ({ page }) => {
          const mode = dialog(page, 'Select Test Mode')
          await mode.getByRole('button', { name: 'Start' }).click()
          await mode.waitFor({ state: 'hidden' })
          await letterUnlocked(page, '.writing-file')
          await page.getByLabel('Photos of your handwritten answer').setInputFiles([
            { name: 'page-1.jpg', mimeType: 'image/jpeg', buffer: await pagePhoto('#f4f1e8') },
            { name: 'page-2.jpg', mimeType: 'image/jpeg', buffer: await pagePhoto('#e8eef4') },
          ])
          await page.getByText('2 image(s) selected', { exact: true }).waitFor()
          await thumbnailsLoaded(page)
        },
      },
    ],
  },
  {
    name: 'Mock Writing Alone',
    role: 'student',
    customTiming: true,
    // The second mock is sent from "another tab" first: the page's own submit is answered 409.
    ignore: /status of 409/,
    states: [
      {
        name: 'mock-writing-locked',
        reach: async (visit) => {
          // The page's clock runs as the real one until the tour moves it past the section's end.
          await visit.page.clock.install()
          const writing = partsRecorded(visit.page, ['intro:writing', 'section:writing', 'writing'])
          // The section's own limits: 45 minutes, the first 5 of them reading time.
          await startMock(visit, 'simulation', ['writing'], { writing: 2700, total: 3600 })
          await skipCountdown(visit.page, 'Writing')
          await chooseComputerBased(visit.page)
          await visit.page.locator('.writing-lock').waitFor()
          await writing
        },
      },
      {
        name: 'mock-result-nothing',
        // Nothing typed: the section's clock ends the mock.
        reach: async ({ page }) => {
          await page.clock.fastForward(2_700_000)
          await submitted(page)
        },
      },
      {
        name: 'mock-already-submitted',
        reach: async (visit) => {
          const { page, url } = visit
          await dialog(page, 'Test Submitted!').getByRole('button', { name: 'Continue' }).click()
          await page.waitForURL(/\/dashboard$/)
          const { testId, attemptId } = await startMock(visit, 'simulation', ['writing'], { writing: 600, writingLocked: 1, total: 1200 })
          await skipCountdown(page, 'Writing')
          await chooseComputerBased(page)
          // The server refuses a letter sent in its reading time: that second passes for real.
          await letterUnlocked(page, '.writing-textarea')
          await letterBox(page).fill(SHORT_LETTER)
          await page.locator('.writing-save-saved').waitFor()
          await submitMock(page, url, testId, { attemptId, writingAnswer: SHORT_LETTER, writingData: { mode: 'computer' } })
          const confirm = await openFinish(page)
          await confirm.getByRole('button', { name: 'Yes, Submit', exact: true }).click()
          await dialog(page, 'Already submitted').waitFor()
        },
      },
    ],
  },
  {
    name: 'Mock Finish Writing and Speaking',
    role: 'student',
    customTiming: true,
    states: [
      {
        name: 'mock-not-ready',
        reach: async (visit) => {
          const { page } = visit
          await startMock(visit, 'simulation', ['writing', 'speaking'], { writing: 600, writingLocked: 1, total: 2400 })
          await skipCountdown(page, 'Writing')
          await chooseComputerBased(page)
          await goToNextSection(page)
          await beginSection(page, 'Speaking', 'Role-play 1 of 2')
          await recordPart(page, 1)
          await nextThrough(page, 'Speaking', ['Role-play 2 of 2'])
          await bottomButton(page).click()
          await dialog(page, 'Not ready to submit').waitFor()
        },
      },
      {
        name: 'mock-finish-confirm',
        reach: async ({ page }) => {
          await dialog(page, 'Not ready to submit').getByRole('button', { name: 'Go to Writing · Letter' }).click()
          await mockHeading(page, 'Writing · Letter')
          await letterUnlocked(page, '.writing-textarea')
          await letterBox(page).fill(SHORT_LETTER)
          await page.locator('.writing-save-saved').waitFor()
          await goToNextSection(page)
          await page.getByText('Part 1 is ready.', { exact: false }).waitFor()
          await nextThrough(page, 'Speaking', ['Role-play 2 of 2'])
          await recordPart(page, 2)
          await openFinish(page)
        },
      },
      {
        name: 'mock-result-queued',
        reach: async ({ page }) => {
          await dialog(page, 'Finish the mock?').getByRole('button', { name: 'Yes, Submit', exact: true }).click()
          await submitted(page)
        },
      },
    ],
  },
])
