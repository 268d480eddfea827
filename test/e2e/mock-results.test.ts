import t from 'tap'
import type { Page } from 'playwright-core'
import { descriptorFor } from '#shared/evaluation/descriptors.ts'
import { AT_ONE, COMMENTED_PHRASE, evaluateMockWork, ON_PHRASE, sampleKey, sendUnansweredMock, sendWholeMock } from './mock-by-api.ts'
import { DESKTOP, hydrated, localTimes } from './browser.ts'
import { MOCK_TITLE } from './mock-screens.ts'
import { openPage, registerStudent, tabTo, testIdByTitle } from './student.ts'
import { sharedBrowser, sharedProduct } from './shared.ts'

const STUDENT = 'Mock Results Student'

/** Client-side navigation, as a link inside the app makes it. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState({}, '', to)
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }))
  }, path)
}

t.test('the mock-test results screen: empty, two attempts, both dialogs, and its error states', async (t) => {
  const { url } = await sharedProduct()
  const browser = await sharedBrowser()
  const { page, errors } = await openPage(t, browser, { viewport: DESKTOP, timezoneId: 'UTC' }, /status of (4\d\d|5\d\d)|Failed to load resource|ERR_FAILED/)
  await registerStudent(page, url, STUDENT)
  const testId = await testIdByTitle(page, url, '/api/mock-tests', MOCK_TITLE)
  t.ok(testId, 'the sample mock is there')
  const resultsUrl = `${url}/mock-tests/${testId}/results`

  await t.test('no attempts yet', async (t) => {
    await page.goto(resultsUrl)
    await hydrated(page)
    t.ok(await page.getByRole('heading', { level: 1, name: `Results for ${MOCK_TITLE}` }).isVisible())
    t.ok(await page.getByText('Student:', { exact: true }).isVisible())
    t.ok(await page.locator('main').getByText(STUDENT, { exact: true }).isVisible())
    t.ok(await page.getByText('Attempts:', { exact: true }).isVisible())
    t.ok(await page.getByText('No attempts found', { exact: true }).isVisible())
    t.equal(await page.getByRole('link', { name: 'Back to Mock Tests' }).getAttribute('href'), '/mock-tests')
  })

  // Attempt 1: every section; the first 3 listening answers right and the 4th wrong, 2 reading answers right, a letter, both speaking parts.
  const listeningKey = await sampleKey('listening')
  const readingKey = await sampleKey('reading')
  const [l1, , , l4] = Object.keys(listeningKey)
  const firstResult = await sendWholeMock(page, url, testId)
  // Attempt 2: listening and reading only, nothing answered.
  const secondResult = await sendUnansweredMock(page, url, testId)
  // Staff evaluate attempt 1's letter (27 of 38 marks) and both recordings as one sitting (31 of 39).
  const made = await evaluateMockWork(page, url, testId)
  const letter = made.find((row) => row.skill === 'writing')!
  const earliest = new Date(Math.min(...made.map((row) => Date.parse(row.createdAt))))
  const shown = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(earliest)

  await t.test('the attempts table', async (t) => {
    await page.goto(resultsUrl)
    await hydrated(page)
    t.ok(await page.getByText('2', { exact: true }).first().isVisible())
    const table = page.getByRole('table', { name: `Results for ${MOCK_TITLE}` })
    t.same(await table.getByRole('columnheader').allTextContents(), ['Attempt #', 'Date & Time', 'Listening', 'Reading', 'Writing', 'Speaking', 'Action', 'Graph'])
    const rows = table.locator('tbody tr')
    t.equal(await rows.count(), 2)
    // The server marks its times " UTC"; the browser's own (UTC here too) replace them after hydration.
    await localTimes(page)
    const band = (score: { roundedScore: number; grade: string }) => `${score.roundedScore} (${score.grade})`
    // A missing value reads "–" on screen and "None" to a screen reader: the first line is what shows.
    const cells = async (index: number) => (await rows.nth(index).locator('th, td').allInnerTexts()).map((text) => text.split('\n')[0]!.trim())
    t.same((await cells(0)).slice(0, 6), ['1', shown, band(firstResult.results.listening!.score), band(firstResult.results.reading!.score), '27 / 38 marks (B)', '400 (B)'], 'attempt 1: scores with bands, writing marks with grade, the earliest submission time')
    t.same((await cells(1)).slice(0, 6), ['2', 'N/A', band(secondResult.results.listening!.score), band(secondResult.results.reading!.score), '–', '–'], 'attempt 2: dashes for missing, no date')
    t.equal(await rows.nth(1).locator('.visually-hidden').first().textContent(), 'None', 'the dash in words')
  })

  await t.test('the Action dialog of attempt 1: reviews, the evaluated letter and the recording', async (t) => {
    await page.getByRole('button', { name: 'View attempt 1' }).click()
    const dialog = page.getByRole('dialog', { name: 'Attempt 1' })
    await dialog.waitFor()
    t.ok(await dialog.getByText(shown).isVisible(), 'with the date')
    const [listening, reading] = [dialog.getByRole('table').nth(0), dialog.getByRole('table').nth(1)]
    t.same(await listening.getByRole('columnheader').allTextContents(), ['Q ID', 'Your Answer', 'Correct', 'Result'])
    t.equal(await listening.locator('tbody tr').count(), Object.keys(listeningKey).length, 'every listening question')
    t.equal(await reading.locator('tbody tr').count(), Object.keys(readingKey).length, 'every reading question')
    const row = (id: string) => listening.locator('tbody tr').filter({ has: page.locator('.review-qid', { hasText: new RegExp(`^${id}$`) }) })
    t.match(await row(l1!).innerText(), /Correct/, 'a right answer has its tick, in words')
    t.match(await row(l4!).innerText(), /something else entirely[\s\S]*Incorrect/, 'a wrong one its cross')
    t.equal(await dialog.locator('.result-mark-correct').count(), 5, 'the ticks agree with the score: 3 listening and 2 reading')
    t.ok(await dialog.getByRole('heading', { name: 'Writing Submission' }).isVisible())
    // The letter's marks, by their label: with 42 questions a section, "27" is a question id too.
    t.equal(await dialog.locator('.mock-attempt-facts div').filter({ hasText: 'Marks' }).getByRole('definition').textContent(), '27 / 38 marks', 'Marks, out of the criteria\'s 38')
    t.ok(await dialog.getByText('Clear purpose; tighten the closing.').isVisible(), 'Comments')
    t.equal(await dialog.getByRole('link', { name: 'View PDF' }).getAttribute('href'), `/api/submissions/${letter.id}/evaluation.pdf`)
    const writing = dialog.locator('.mock-attempt-section').filter({ has: page.getByRole('heading', { name: 'Writing Submission' }) })
    t.match(
      await writing.locator('.criterion-score').filter({ hasText: 'Purpose' }).textContent(),
      `Purpose3 / 3${descriptorFor('writing', 'purpose', 3)}`,
      "each criterion's score with its band descriptor, as the writing results show it",
    )
    t.equal(await writing.locator('.criterion-score').count(), 6, 'all six writing criteria')
    t.equal(await writing.locator('.annotated-mark').count(), 1)
    t.match(await writing.locator('.annotated-mark').textContent(), COMMENTED_PHRASE, 'the commented phrase highlighted in the letter')
    t.ok(await writing.getByText(ON_PHRASE, { exact: true }).isVisible(), 'its comment beside it')
    t.ok(await dialog.getByRole('heading', { name: 'Speaking Submission' }).isVisible())
    t.equal(await dialog.locator('audio').count(), 2, 'a player for each part')
    const result = dialog.locator('.mock-attempt-part').filter({ has: page.getByRole('heading', { name: /^Parts 1 and 2/ }) })
    t.match(await result.getByRole('heading', { name: /^Parts 1 and 2/ }).textContent(), 'Parts 1 and 2 · 31 / 39 marks, grade B', 'one result for the two role-plays')
    t.match(
      await result.locator('.criterion-score').filter({ hasText: 'Information Giving' }).textContent(),
      descriptorFor('speaking', 'giving', 0)!,
      "each speaking criterion with its band descriptor",
    )
    t.equal(await dialog.locator('.criterion-score').filter({ hasText: 'Information Giving' }).count(), 1, 'said once, not per role-play')
    const part1 = dialog.locator('.mock-attempt-part').filter({ has: page.getByRole('heading', { name: /^Part 1$/ }) })
    const comments = part1.getByRole('region', { name: 'Comments on your recording' })
    t.match(await comments.textContent(), `0:01${AT_ONE}`, "the comment on the part's moment")
    await comments.getByRole('button', { name: 'Play from 0:01' }).click()
    await page.waitForFunction((player) => (player as HTMLAudioElement).currentTime >= 1, await part1.locator('audio').elementHandle())
    t.pass("its time plays the part's recording from there")
    const feedback = await dialog.locator('.mock-attempt-feedback').innerText()
    t.match(feedback, /Good rapport in both role-plays\./, 'Feedback: the admin comments')
    t.notMatch(feedback, /Part 2/, 'said once for the sitting')
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
  })

  await t.test('the Action dialog of attempt 2, by keyboard: no writing, no speaking', async (t) => {
    const view = page.getByRole('button', { name: 'View attempt 2' })
    await tabTo(page, view)
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Attempt 2' })
    await dialog.waitFor()
    t.ok(await dialog.getByText('No writing submission.', { exact: true }).isVisible())
    t.ok(await dialog.getByText('No speaking submission.', { exact: true }).isVisible())
    t.match(await dialog.locator('.review-answer').first().innerText(), /–/, 'a dash for an empty answer')
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    t.ok(await view.evaluate((button) => button === document.activeElement), 'the focus is back on its button')
  })

  await t.test('the Graph dialog of attempt 1: a 0-500 chart, its band lines, and the numbers in a table', async (t) => {
    await page.getByRole('button', { name: 'Score graph of attempt 1' }).click()
    const dialog = page.getByRole('dialog', { name: 'Score Breakdown – Attempt 1' })
    await dialog.waitFor()
    const chart = dialog.getByRole('img')
    t.equal(await chart.locator('.breakdown-band').count(), 5, 'band lines at 100, 200, 300, 350 and 450')
    t.equal(await chart.locator('.breakdown-band').first().evaluate((line) => getComputedStyle(line).strokeDasharray !== 'none'), true, 'dashed')
    t.equal(await chart.locator('.breakdown-marker').count(), 4, 'a marker for each of the four scores')
    t.same(await chart.locator('.breakdown-skill').allTextContents(), ['Listening', 'Reading', 'Speaking', 'Writing'])
    const numbers = await dialog.locator('table tbody tr').allTextContents()
    t.same(numbers, [
      `Listening${firstResult.results.listening!.score.roundedScore}${firstResult.results.listening!.score.grade}`,
      `Reading${firstResult.results.reading!.score.roundedScore}${firstResult.results.reading!.score.grade}`,
      'Speaking400B',
      'Writing360B',
    ], 'the same numbers as a table for screen readers')
    await page.keyboard.press('Escape')
  })

  await t.test('an unknown mock: the server message and the way back', async (t) => {
    await page.goto(`${url}/mock-tests/00000000-0000-4000-8000-000000000000/results`)
    await hydrated(page)
    t.match(await page.getByRole('alert').innerText(), /No mock test with this id/)
    t.equal(await page.getByRole('link', { name: 'Back to Mock Tests' }).getAttribute('href'), '/mock-tests')
  })

  await t.test('within the app: a spinner while loading, then "Error fetching results." when the server cannot be reached', async (t) => {
    await page.goto(`${url}/app/welcome`)
    await hydrated(page)
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/mock-tests/*/results', async (route) => {
      await held
      await route.abort('failed')
    })
    await navigateInApp(page, `/mock-tests/${testId}/results`)
    await page.locator('.spinner').waitFor()
    t.ok(await page.getByRole('status').filter({ hasText: 'Loading results…' }).count(), 'the spinner is announced')
    release()
    await page.getByText('Error fetching results.', { exact: true }).waitFor()
    t.ok(await page.getByRole('link', { name: 'Back to Mock Tests' }).isVisible())
    await page.unroute('**/api/mock-tests/*/results')
  })

  t.same(errors, [], 'no script errors')
})
