import type { Page } from 'playwright-core'
import { hydrated, localTimes } from '../browser.ts'
import { dialog } from '../exam-screens.ts'
import { reload } from '../leave.ts'
import { evaluateMockWork, sendUnansweredMock, sendWholeMock } from '../mock-by-api.ts'
import {
  bottomButton,
  finishMock,
  finishWithDamagedPart1,
  MOCK_TITLE,
  mockHeading,
  recordPart,
  skipCountdown,
  spokenAnswerFiles,
  startSpeakingOnlyMock,
  uploadAudio,
} from '../mock-screens.ts'
import { keptRead } from '../speaking-page.ts'
import { testIdByTitle } from '../student.ts'
import { lookAt, type Visit } from './tour.ts'

/** The mock tests' hub, the speaking-only mock and its results, and the results of a whole mock. */

async function open({ page, url }: Visit, path: string) {
  await page.goto(`${url}${path}`)
  await hydrated(page)
}

const mockId = ({ page, url }: Visit) => testIdByTitle(page, url, '/api/mock-tests', MOCK_TITLE)
const resultsOf = async (visit: Visit) => `/mock-tests/${await mockId(visit)}/results`

/** The Action dialog of attempt 1 of the results screen. */
const attemptOne = (page: Page) => page.getByRole('dialog', { name: 'Attempt 1' })

/** The spoken answers of the refused part: made once, for the state that refuses it and the one that sends it again. */
let answerFiles: ReturnType<typeof spokenAnswerFiles> | undefined
const spokenAnswers = (visit: Visit) => (answerFiles ??= spokenAnswerFiles(visit.t))

/** Scrolls the dialog's content (at the width it has now) until `part` is at its top. */
const scrollToTop = (part: ReturnType<Page['locator']>) => part.evaluate((element) => element.scrollIntoView({ block: 'start' }))

lookAt([
  {
    name: 'Mock Speaking Sitting',
    role: 'student',
    states: [
      { name: 'mock-hub', reach: (visit) => open(visit, '/mock-tests') },
      {
        name: 'mock-start',
        reach: async ({ page }) => {
          await page.getByRole('button', { name: `Start ${MOCK_TITLE}` }).click()
          const start = dialog(page, `Start ${MOCK_TITLE}`)
          for (const section of ['Listening', 'Reading', 'Writing']) await start.getByRole('checkbox', { name: section }).uncheck()
        },
      },
      {
        name: 'mock-test-speaking-preparation-after-reload',
        reach: async ({ page }) => {
          await dialog(page, `Start ${MOCK_TITLE}`).getByRole('button', { name: 'Start mock' }).click()
          await page.waitForURL(/\/mock-test\//)
          await hydrated(page)
          await skipCountdown(page, 'Speaking')
          await keptRead(page)
          await reload(page)
          await keptRead(page)
          await page.getByRole('timer', { name: 'Preparation time' }).waitFor()
        },
      },
      { name: 'mock-speaking', reach: ({ page }) => recordPart(page, 1) },
      {
        name: 'mock-hub-attempted',
        reach: async (visit) => {
          const { page } = visit
          await bottomButton(page).click()
          await mockHeading(page, 'Speaking · Role-play 2 of 2')
          await recordPart(page, 2)
          await finishMock(page)
          const submitted = dialog(page, 'Test Submitted!')
          // The recordings are re-encoded by the server before it answers.
          await submitted.waitFor({ timeout: 90_000 })
          await submitted.getByRole('button', { name: 'Continue' }).click()
          await page.waitForURL(/\/dashboard$/)
          await open(visit, '/mock-tests')
        },
      },
    ],
  },
  {
    // A student of its own: speaking awaiting evaluation cannot be sat again until it is evaluated.
    name: 'Mock Speaking Part Refused',
    role: 'student',
    states: [
      {
        name: 'mock-finish-part-refused',
        reach: async (visit) => {
          const { damaged } = await spokenAnswers(visit)
          await startSpeakingOnlyMock(visit.page, visit.url)
          await skipCountdown(visit.page, 'Speaking')
          await finishWithDamagedPart1(visit.page, damaged)
        },
      },
      {
        name: 'mock-finish-part-resent',
        reach: async (visit) => {
          const { page } = visit
          const { webm } = await spokenAnswers(visit)
          const result = dialog(page, 'Test Submitted!')
          await uploadAudio(page, webm, () => result.getByRole('button', { name: 'Upload Audio', exact: true }).click())
          await result.getByRole('button', { name: 'Send Part 1', exact: true }).click()
          await result.getByRole('status').filter({ hasText: 'Part 1 was sent.' }).waitFor({ timeout: 60_000 })
        },
      },
    ],
  },
  {
    name: 'Mock Speaking Screen',
    role: 'student',
    states: [
      {
        name: 'mock-speaking-preparation-after-reload',
        reach: async (visit) => {
          const { page } = visit
          await page.goto(`${visit.url}/mock-speaking/${await mockId(visit)}`)
          await keptRead(page)
          await reload(page)
          await keptRead(page)
          await page.getByRole('timer', { name: 'Preparation time' }).waitFor()
        },
      },
    ],
  },
  {
    name: 'Mock Results',
    role: 'student',
    // The unknown mock's results are answered 404 on purpose.
    ignore: /status of 404/,
    states: [
      { name: 'mock-results-none', reach: async (visit) => open(visit, await resultsOf(visit)) },
      {
        name: 'dashboard-mock-scores',
        reach: async (visit) => {
          const { page, url } = visit
          const testId = await mockId(visit)
          await sendWholeMock(page, url, testId)
          await evaluateMockWork(page, url, testId)
          await open(visit, '/dashboard')
          const listening = page.getByRole('article', { name: 'Listening', exact: true })
          await listening.getByText('All listening scores').click()
          await listening.getByRole('table').waitFor()
        },
      },
      {
        name: 'mock-hub-card-scale',
        reach: async (visit) => {
          await open(visit, '/mock-tests')
          await visit.page.getByRole('article', { name: MOCK_TITLE }).locator('.mock-latest').waitFor()
        },
      },
      {
        name: 'mock-results-attempt',
        reach: async (visit) => {
          await open(visit, await resultsOf(visit))
          await visit.page.getByRole('button', { name: 'View attempt 1' }).click()
          await attemptOne(visit.page).waitFor()
        },
        arrange: ({ page }) => scrollToTop(attemptOne(page).locator('.attempt-details-date')),
      },
      {
        name: 'mock-results-writing-evaluation',
        reach: async () => {},
        arrange: ({ page }) => scrollToTop(attemptOne(page).locator('.mock-attempt-section').filter({ has: page.getByRole('heading', { name: 'Writing Submission' }) })),
      },
      {
        name: 'mock-results-speaking-evaluation',
        reach: async () => {},
        arrange: ({ page }) => scrollToTop(attemptOne(page).locator('.mock-attempt-part').filter({ has: page.getByRole('heading', { name: /^Parts 1 and 2/ }) })),
      },
      {
        name: 'mock-review-accepted-answers',
        reach: async () => {},
        // The row whose key reads "TIA", also accepted "mini stroke", "mini-stroke".
        arrange: ({ page }) => attemptOne(page).getByText('TIA', { exact: true }).scrollIntoViewIfNeeded(),
      },
      {
        name: 'mock-results-table',
        reach: async (visit) => {
          const { page, url } = visit
          await page.keyboard.press('Escape')
          await attemptOne(page).waitFor({ state: 'hidden' })
          await sendUnansweredMock(page, url, await mockId(visit))
          await open(visit, await resultsOf(visit))
          await localTimes(page)
        },
      },
      {
        name: 'mock-results-attempt-2',
        reach: async ({ page }) => {
          await page.getByRole('button', { name: 'View attempt 2' }).click()
          await page.getByRole('dialog', { name: 'Attempt 2' }).waitFor()
        },
      },
      {
        name: 'mock-results-graph',
        reach: async ({ page }) => {
          await page.keyboard.press('Escape')
          await page.getByRole('dialog', { name: 'Attempt 2' }).waitFor({ state: 'hidden' })
          await page.getByRole('button', { name: 'Score graph of attempt 1' }).click()
          await page.getByRole('dialog', { name: 'Score Breakdown – Attempt 1' }).waitFor()
        },
      },
      {
        name: 'mock-results-error',
        reach: async (visit) => {
          await open(visit, '/mock-tests/00000000-0000-4000-8000-000000000000/results')
          await visit.page.getByRole('alert').waitFor()
        },
      },
    ],
  },
])
