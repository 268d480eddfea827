import type { SubmitResult } from '#shared/results/schema.ts'
import { hydrated, localTimes } from '../browser.ts'
import { ROUTER_PENDING } from '../staff.ts'
import { reviewCame } from '../exam-screens.ts'
import { apiJson, testIdByTitle } from '../student.ts'
import { lookAt, type Visit } from './tour.ts'

/** The results of a listening test: none yet, the attempts table and one attempt's review, the simple view, loading and errors. */

const SAMPLE_TITLE = 'OET Listening Practice Test 1'
const RESULTS_CALL = '**/api/listening-tests/*/results'

const sampleId = ({ page, url }: Visit) => testIdByTitle(page, url, '/api/oet-listening-tests', SAMPLE_TITLE)

async function open({ page, url }: Visit, path: string) {
  await page.goto(`${url}${path}`)
  await hydrated(page)
}

/** A practice attempt submitted as the test screen submits it. */
async function sit({ page, url }: Visit, testId: string, answers: Record<string, string>) {
  const { id: attemptId } = await apiJson<{ id: string }>(page, url, 'POST', '/api/attempts', { testId, mode: 'practice' })
  await apiJson<SubmitResult>(page, url, 'POST', `/api/oet-listening-tests/${testId}/submit`, { answers, attemptId })
}

/** Lets the held results call through: set while the loading state is shown. */
let releaseResults = () => {}

lookAt([
  {
    name: 'Results Student',
    role: 'student',
    // The results call answers 404 while there are no attempts, and 4xx for a test that does not exist.
    ignore: /status of 4\d\d/,
    states: [
      {
        name: 'results-none',
        reach: async (visit) => {
          await open(visit, `/test-results/${await sampleId(visit)}`)
          await visit.page.getByText('No attempts found', { exact: true }).waitFor()
        },
      },
      {
        name: 'results-table',
        reach: async (visit) => {
          const testId = await sampleId(visit)
          // Two right, one wrong; then three right, one wrong.
          await sit(visit, testId, { '1': '6 weeks', '3': 'red', '4': 'Ibuprofen' })
          await sit(visit, testId, { '10': 'iron', '2': 'racing heart', '11': 'aspirin', '1': '6 weeks' })
          await open(visit, `/test-results/${testId}`)
          await visit.page.getByRole('table', { name: 'Your Attempts (2)' }).waitFor()
          await localTimes(visit.page)
        },
      },
      {
        name: 'results-dialog',
        reach: async ({ page }) => {
          await page.getByRole('button', { name: 'View attempt #2' }).click()
          const details = page.getByRole('dialog', { name: 'Attempt #2 Details' })
          await details.waitFor()
          await reviewCame(details)
        },
      },
      {
        name: 'results-simple',
        reach: async (visit) => {
          await open(visit, `/test-results/${await sampleId(visit)}?view=simple`)
          await visit.page.getByRole('heading', { level: 1, name: 'Test Results' }).waitFor()
        },
      },
      {
        // The results call held back, after the hub's link to the results (the page's own navigation).
        name: 'results-loading',
        reach: async (visit) => {
          const held = new Promise<void>((resolve) => (releaseResults = resolve))
          await visit.page.route(RESULTS_CALL, async (route) => {
            await held
            await route.continue()
          })
          // The router's pending screen comes after a delay: the page's clock is moved on instead.
          await visit.page.clock.install()
          await open(visit, '/app/integration')
          const asked = visit.page.waitForRequest(RESULTS_CALL)
          await visit.page.getByRole('link', { name: `View results of ${SAMPLE_TITLE}` }).click()
          await asked
          await visit.page.clock.fastForward(ROUTER_PENDING.afterMs)
          await visit.page.getByText('Loading results…', { exact: true }).waitFor()
        },
      },
      {
        name: 'results-error',
        reach: async (visit) => {
          releaseResults()
          await visit.page.clock.fastForward(ROUTER_PENDING.atLeastMs)
          await visit.page.getByRole('heading', { name: 'Your Attempts (2)' }).waitFor()
          await visit.page.unroute(RESULTS_CALL)
          await open(visit, '/test-results/not-a-test-id')
          await visit.page.getByText('Error loading results', { exact: true }).waitFor()
        },
      },
      {
        name: 'results-simple-error',
        reach: async (visit) => {
          await open(visit, '/test-results/not-a-test-id?view=simple')
          await visit.page.getByText('Error fetching results', { exact: true }).waitFor()
        },
      },
    ],
  },
])
