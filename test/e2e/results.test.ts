import t from 'tap'
import type { Page } from 'playwright-core'
import type { ListeningResultsResponse, SubmitResult } from '#shared/results/schema.ts'
import { partScoresLabel, partScoresText } from '#client/components/review/part-scores.ts'
import { DESKTOP, hydrated, localTimes } from './browser.ts'
import { apiJson, openPage, registerStudent, testIdByTitle } from './student.ts'
import { ROUTER_PENDING } from './staff.ts'
import { sharedBrowser, sharedProduct } from './shared.ts'
import { reviewCame } from './exam-screens.ts'

const SAMPLE_TITLE = 'OET Listening Practice Test 1'
// Against the sample key: 1 and 4 right (case does not matter), 3 wrong, the rest left empty.
const FIRST_ANSWERS = { '1': '6 weeks', '3': 'red', '4': 'Ibuprofen' }
// 1, 2 and 10 right ("iron" is one of 10's phrasings), 11 wrong, the rest left empty.
const SECOND_ANSWERS = { '10': 'iron', '2': 'racing heart', '11': 'aspirin', '1': '6 weeks' }
const QUESTION_NUMBERS = Array.from({ length: 42 }, (_, i) => String(i + 1))

/** Submits an attempt the way the test screens do, with the page's own session and anti-forgery token. */
async function submitAttempt(page: Page, url: string, testId: string, answers: Record<string, string>): Promise<SubmitResult> {
  const { id: attemptId } = await apiJson<{ id: string }>(page, url, 'POST', '/api/attempts', { testId, mode: 'practice' })
  return apiJson<SubmitResult>(page, url, 'POST', `/api/oet-listening-tests/${testId}/submit`, { answers, attemptId })
}

/** Client-side navigation, as a link inside the app makes it (the router follows popstate). */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState({}, '', to)
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }))
  }, path)
}

t.test('a student sees no attempts, then both attempts, each one reviewed, and the simple view', async (t) => {
  const { url } = await sharedProduct()
  const browser = await sharedBrowser()
  // A zone other than the server's: dates are rendered in UTC on the server and local after hydration.
  // The results call answers 404 (no attempts) and, where the test makes it fail, 503 on purpose.
  const { page, errors } = await openPage(t, browser, { viewport: DESKTOP, timezoneId: 'Australia/Sydney' }, /status of (4\d\d|503)/)
  await registerStudent(page, url, 'Results Student')

  const testId = await testIdByTitle(page, url, '/api/oet-listening-tests', SAMPLE_TITLE)
  t.ok(testId, 'the sample OET listening test is there')
  const resultsUrl = `${url}/test-results/${testId}`

  await t.test('before any attempt', async (t) => {
    await page.goto(resultsUrl)
    await hydrated(page)
    t.ok(await page.getByText('No attempts found', { exact: true }).isVisible(), 'the 404 of the results call reads "No attempts found"')
    t.ok(await page.getByRole('heading', { level: 1, name: SAMPLE_TITLE }).isVisible(), 'the test is named')
    t.equal(
      await page.getByRole('navigation', { name: 'Results' }).getByRole('link', { name: 'Listening tests' }).getAttribute('href'),
      '/app/integration',
      'the way back leads to the listening hub',
    )
    await page.goto(`${resultsUrl}?view=simple`)
    t.ok(await page.getByText('No attempts found', { exact: true }).isVisible(), 'the simple view says so too')
  })

  const first = await submitAttempt(page, url, testId, FIRST_ANSWERS)
  const second = await submitAttempt(page, url, testId, SECOND_ANSWERS)
  t.same([first.correctAnswers, second.correctAnswers], [2, 3], 'the server marked the two attempts as the test expects')
  const results = await apiJson<ListeningResultsResponse>(page, url, 'GET', `/api/listening-tests/${testId}/results`)
  const submittedAt = results.results.map((result) => result.submittedAt)

  await t.test('the attempts table and the details of attempt #2', async (t) => {
    await page.goto(resultsUrl)
    await hydrated(page)
    t.ok(await page.getByRole('heading', { name: 'Your Attempts (2)' }).isVisible(), 'the count is in the heading')
    const table = page.getByRole('table', { name: 'Your Attempts (2)' })
    t.same(
      await table.getByRole('columnheader').allTextContents(),
      ['#', 'Score', 'Grade', 'Correct/Total', 'Date', 'Details'],
      'the columns of the spec',
    )
    const rows = table.locator('tbody tr')
    t.equal(await rows.count(), 2, 'both attempts are listed')
    // The dates are rendered in UTC and turn local only after hydration.
    await localTimes(page)
    for (const [index, result] of [first, second].entries()) {
      const cells = await rows.nth(index).locator('th, td').allTextContents()
      t.same(cells.slice(0, 3), [String(index + 1), String(result.score), result.grade], `attempt #${index + 1}`)
      // The correct answers, then by part: shown short, and spelled out for a screen reader.
      t.equal(cells[3], `${result.correctAnswers}/42${partScoresText(result.parts)}${partScoresLabel(result.parts)}`, 'correct answers, in all and by part')
      t.equal(result.parts.length, 3, 'parts A, B and C')
      const local = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Australia/Sydney' })
      t.equal(cells[4], local.format(new Date(submittedAt[index] ?? '')), 'with its date in the time zone of the student')
    }

    const view = page.getByRole('button', { name: 'View attempt #2' })
    await view.click()
    const dialog = page.getByRole('dialog', { name: 'Attempt #2 Details' })
    await dialog.waitFor()
    await reviewCame(dialog)
    const summary = await dialog.locator('.score-summary').textContent()
    t.match(summary, `Score${second.score} / 500`, 'the dialog shows the score')
    t.match(summary, `Grade${second.grade}`, 'the grade')
    t.match(summary, `Correct${second.correctAnswers} / 42`, 'and correct/total')
    const reviewRows = dialog.locator('.review-list tbody tr')
    t.same(await dialog.locator('.review-qid').allTextContents(), QUESTION_NUMBERS, 'every question, sorted by number')
    const row = (questionId: string) => reviewRows.nth(Number(questionId) - 1)
    for (const [questionId, answer] of Object.entries(SECOND_ANSWERS)) {
      t.equal(await row(questionId).locator('.review-answer').textContent(), answer, `question ${questionId} shows the answer given`)
    }
    const marked = (questionId: string) => row(questionId).locator('.review-result').textContent()
    for (const questionId of ['1', '2', '10']) t.equal(await marked(questionId), '✓Correct', `question ${questionId} has a tick and says so`)
    t.equal(await marked('11'), '✗Incorrect', 'a wrong answer has a cross and says so')
    t.match(await row('3').locator('.review-answer').textContent(), /^–/, 'an empty answer shows a dash')
    t.equal(await marked('3'), '✗Incorrect', 'and a cross')
    const ticks = dialog.getByRole('cell', { name: 'Correct', exact: true })
    t.equal(await ticks.count(), second.correctAnswers, 'as many ticks as the score of record counts')

    await dialog.getByRole('button', { name: 'Close' }).click()
    await dialog.waitFor({ state: 'hidden' })
    t.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'View attempt #2', 'focus is back on the View button')

    await page.getByRole('button', { name: 'View attempt #1' }).click()
    await page.getByRole('dialog', { name: 'Attempt #1 Details' }).waitFor()
    const firstTicks = page.getByRole('dialog').getByRole('cell', { name: 'Correct', exact: true })
    t.equal(await firstTicks.count(), first.correctAnswers, 'attempt #1 has its own review')
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'hidden' })
  })

  await t.test('the simple view', async (t) => {
    await page.getByRole('link', { name: 'Simple view' }).click()
    await page.waitForURL(/view=simple/)
    await page.getByRole('heading', { level: 1, name: 'Test Results' }).waitFor()
    const { studentId } = results
    const facts = await page.locator('.results-facts').textContent()
    for (const [label, value] of [
      ['test id', testId],
      ['student id', studentId],
      ['attempt count', 'Attempts2'],
    ]) {
      t.match(facts, value, `shows the ${label}`)
    }
    const table = page.getByRole('table')
    t.same(await table.getByRole('columnheader').allTextContents(), ['Attempt', 'Score', 'Correct/Total', 'Submitted At'], 'the columns of the spec')
    const firstRow = await table.locator('tbody tr').nth(0).locator('th, td').allTextContents()
    const secondRow = await table.locator('tbody tr').nth(1).locator('th, td').allTextContents()
    t.same([firstRow.slice(0, 3), secondRow.slice(0, 3)], [['1', '5%', '2/42'], ['2', '7%', '3/42']], 'the score as a percentage of correct answers')
    await page.getByRole('link', { name: 'Detailed view' }).click()
    await page.getByRole('heading', { name: 'Your Attempts (2)' }).waitFor()
    t.pass('and back to the attempts screen')
  })

  await t.test('loading, while the results are on their way', async (t) => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/listening-tests/*/results', async (route) => {
      await held
      await route.continue()
    })
    // The router shows its pending screen after a delay, and then for a while: the page's clock is moved on instead.
    await page.clock.install()
    for (const [path, text] of [
      [`/test-results/${testId}`, 'Loading results…'],
      [`/test-results/${testId}?view=simple`, 'Loading results...'],
    ] as const) {
      await page.goto(`${url}/app/welcome`)
      await hydrated(page)
      const asked = page.waitForRequest('**/api/listening-tests/*/results')
      await navigateInApp(page, path)
      await asked
      await page.clock.fastForward(ROUTER_PENDING.afterMs)
      await page.getByText(text, { exact: true }).waitFor()
      t.pass(`"${text}" shows while the results load`)
    }
    release()
    await page.clock.fastForward(ROUTER_PENDING.atLeastMs)
    await page.getByRole('heading', { level: 1, name: 'Test Results' }).waitFor()
    t.pass('then the results replace it')
    await page.unroute('**/api/listening-tests/*/results')
  })

  await t.test('a failing results call', async (t) => {
    await page.goto(`${url}/test-results/not-a-test-id`)
    await hydrated(page)
    t.ok(await page.getByText('Error loading results', { exact: true }).isVisible(), 'the attempts screen: "Error loading results"')
    await page.goto(`${url}/test-results/not-a-test-id?view=simple`)
    t.ok(await page.getByText('Error fetching results', { exact: true }).isVisible(), 'the simple view: "Error fetching results"')

    await page.goto(`${url}/app/welcome`)
    await hydrated(page)
    await page.route('**/api/listening-tests/*/results', (route) =>
      route.fulfill({ status: 503, json: { statusCode: 503, error: 'Service Unavailable', message: 'The API host is restarting.' } }),
    )
    await navigateInApp(page, `/test-results/${testId}`)
    await page.getByText('Error loading results', { exact: true }).waitFor()
    t.pass('a server failure on the way to the page is "Error loading results" too')
    await page.unroute('**/api/listening-tests/*/results')
    await page.getByRole('button', { name: 'Try again' }).click()
    await page.getByRole('heading', { name: 'Your Attempts (2)' }).waitFor()
    t.pass('Try again loads the results once the server answers')
  })

  t.same(errors, [], 'no script errors in the browser')
})
