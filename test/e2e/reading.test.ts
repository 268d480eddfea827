import t, { type Test } from 'tap'
import type { Browser, Page } from 'playwright-core'
import type { ListeningResultsResponse } from '#shared/results/schema.ts'
import { DESKTOP, PHONE, hydrated } from './browser.ts'
import { blank, question, startReading } from './exam-screens.ts'
import { apiCall, apiJson, newStudentPage, testIdByTitle } from './student.ts'
import { sharedBrowser, sharedProduct } from './shared.ts'

const SAMPLE_TITLE = 'OET Reading Test 1'
const TIME_ENDED = 'Your time for this part has ended'
const Q21_KEY = 'must be heard by a second staff member as well as the nurse receiving it.'
const Q22_WRONG = 'the laboratory will no longer test CPE samples by culture.'
const Q27_KEY = 'to show how hospital-level care was provided to one patient in her own home'
const Q35_WRONG = 'Poor sleep in hospital is mainly caused by infusion pump alarms.'

/** What the student gives in the whole-test journey, and whether the sample key marks it right. */
const GIVEN: Record<string, { answer: string; correct: boolean }> = {
  '1': { answer: 'Text A', correct: true },
  '2': { answer: 'Text C', correct: false },
  '8': { answer: '6 hours', correct: true },
  '9': { answer: 'monthly', correct: false },
  '15': { answer: 'externally rotated', correct: true },
  '21': { answer: Q21_KEY, correct: true },
  '22': { answer: Q22_WRONG, correct: false },
  '27': { answer: Q27_KEY, correct: true },
  '35': { answer: Q35_WRONG, correct: false },
}

/** A new student, logged in, on a page of their own; script errors are collected for the end. */
const newStudent = (t: Test, browser: Browser, url: string, name: string) =>
  // A 404 for an unknown test is on purpose; the browser logs it, and it is not a script error.
  newStudentPage(t, browser, url, name, { ignore: /status of 4\d\d/ })

const sampleTestId = (page: Page, url: string) => testIdByTitle(page, url, '/api/oet-reading-tests', SAMPLE_TITLE)

/** The test's keys in browser storage (oetTimer, oetAnswers, oetTestStarted families). */
const storedKeys = (page: Page, testId: string) =>
  page.evaluate((id) => Object.keys(localStorage).filter((key) => key.endsWith(`:${id}`)), testId)

const timer = (page: Page) => page.getByRole('timer')
/** The Part B pager's "Text 2 of 6". */
const partBText = (page: Page, step: number) => page.getByText(`Text ${step} of 6`, { exact: true })

t.test('the reading screen', async (t) => {
  const { url } = await sharedProduct({ customTiming: true })
  const browser = await sharedBrowser()

  await t.test('a simulation through all three parts, Part A running out of time, to the result', async (t) => {
    const { page, errors } = await newStudent(t, browser, url, 'Reading Journey')
    const testId = await sampleTestId(page, url)
    t.ok(testId, 'the sample reading test is there')
    // Short clocks for this test only, set on the attempt: the screen resumes it with them.
    const timing = { total: 1200, partA: 40, partsBC: 1100 }
    const opened = await apiCall(page, url, 'POST', '/api/attempts', { testId, mode: 'simulation', timing })
    t.equal(opened.status(), 201, 'the attempt is open with short clocks')

    // The page's clock runs as the real one until the test moves it to the end of Part A.
    await page.clock.install()
    await page.goto(`${url}/oet-reading/${testId}?mode=simulation`)
    await hydrated(page)
    // The server cannot know whether this browser has begun the test: the start panel replaces
    // "Loading" in a render just after hydration.
    await page.getByRole('button', { name: 'Start', exact: true }).waitFor()
    t.ok(await page.getByRole('heading', { level: 1, name: 'Reading Assessment' }).isVisible(), 'the start panel has the title')
    t.ok(await page.getByText('Simulation', { exact: true }).isVisible(), 'and the mode')
    await page.getByRole('button', { name: 'Start', exact: true }).click()

    await t.test('Part A: texts beside every type of question', async (t) => {
      await page.getByRole('heading', { level: 2, name: 'Part A' }).waitFor()
      t.ok(await page.getByRole('heading', { level: 1, name: 'Reading Assessment' }).isVisible(), 'the title "Reading Assessment"')
      t.match(await timer(page).textContent(), /^00:[0-4]\d$/, 'a countdown in mm:ss for Part A')
      t.equal(await timer(page).getAttribute('aria-labelledby') !== null, true, 'the timer is named')
      const texts = page.getByRole('region', { name: 'Texts' })
      t.equal(await texts.locator('article').count(), 4, 'all four texts on one side')
      t.ok(await texts.getByRole('table', { name: /Ward Falls Risk Screen/ }).isVisible(), 'a text with its table')
      t.equal(await texts.getByRole('img', { name: /Falls audit/ }).count(), 1, 'a text with its image')
      const questions = page.getByRole('region', { name: 'Questions' })
      t.ok(await questions.getByRole('heading', { name: 'Questions 1–20' }).isVisible(), 'the questions on the other side')
      const order = await questions.locator('.qt-number, .qt-blank-number').allTextContents()
      t.same(order.slice(0, 8), ['Question 1', 'Question 2', 'Question 3', 'Question 4', 'Question 5', 'Question 6', 'Question 7', '8'], 'multiple choice first')
      t.equal(order.indexOf('8') < order.indexOf('15'), true, 'then the sentences (from 8) before the notes (from 15)')

      await question(page, '1').getByRole('radio', { name: GIVEN['1']?.answer }).check()
      await question(page, '2').getByRole('radio', { name: GIVEN['2']?.answer }).check()
      await blank(page, '8').fill(GIVEN['8']?.answer ?? '')
      await blank(page, '9').fill(GIVEN['9']?.answer ?? '')
      await blank(page, '15').fill(GIVEN['15']?.answer ?? '')
      t.equal(await blank(page, '15').getAttribute('placeholder'), 'answer', 'blanks read "answer" until filled')

      await page.setViewportSize(PHONE)
      const tabs = page.getByRole('tablist', { name: 'Texts and questions' })
      await tabs.getByRole('tab', { name: 'Questions' }).click()
      t.ok(await question(page, '1').getByRole('radio', { name: 'Text A' }).isChecked(), 'on a phone the questions are a tab away, answers kept')
      await tabs.getByRole('tab', { name: 'Texts' }).click()
      t.ok(await page.getByRole('heading', { name: /Text A: Falls risk screening/ }).isVisible(), 'and back to the texts')
      await page.setViewportSize(DESKTOP)
    })

    await t.test('Part A runs out of time: the dialog, then Part B', async (t) => {
      const ended = page.getByRole('dialog', { name: TIME_ENDED })
      await page.clock.fastForward(timing.partA * 1000)
      await ended.waitFor()
      t.equal(await timer(page).textContent(), '00:00', 'the clock shows the end')
      await ended.getByRole('button', { name: 'Next' }).click()
      await page.getByRole('heading', { level: 2, name: 'Part B' }).waitFor()
      t.equal(await page.evaluate(() => document.activeElement?.textContent), 'Part B', 'focus moves to the new part’s heading')
      t.ok(await partBText(page, 1).isVisible(), 'Part B starts at its first text')
      t.equal(await page.getByRole('button', { name: 'Previous Part' }).count(), 0, 'a simulation cannot go back to Part A')
      t.match(await timer(page).textContent(), /^18:\d\d$/, 'Parts B and C have their own clock')
    })

    await t.test('Part B: one text and one question at a time, with Previous and Next', async (t) => {
      t.equal(await page.locator('.reading-part article').count(), 1, 'one text')
      t.equal(await page.getByRole('group', { name: /^Question \d+/ }).count(), 1, 'one question')
      await question(page, '21').getByRole('radio', { name: Q21_KEY }).check()
      await page.getByRole('button', { name: 'Next', exact: true }).click()
      await partBText(page, 2).waitFor()
      await question(page, '22').getByRole('radio', { name: Q22_WRONG }).check()
      await page.getByRole('button', { name: 'Previous', exact: true }).click()
      await partBText(page, 1).waitFor()
      t.ok(await question(page, '21').getByRole('radio', { name: Q21_KEY }).isChecked(), 'an answer is still there when coming back')
      await page.getByRole('button', { name: 'Next', exact: true }).click()
      await partBText(page, 2).waitFor()
      for (let step = 3; step <= 6; step++) {
        await page.getByRole('button', { name: 'Next', exact: true }).click()
        await partBText(page, step).waitFor()
      }
      t.ok(await page.getByRole('button', { name: 'Next', exact: true }).isDisabled(), 'Next stops at the last text')
    })

    await t.test('Part C: two texts, questions 1-8 of the part with the first and 9-16 with the second', async (t) => {
      await page.getByRole('button', { name: 'Next Part' }).click()
      await page.getByRole('heading', { level: 2, name: 'Part C' }).waitFor()
      const firstQuestions = page.getByRole('region', { name: 'Questions 27–34' })
      const secondQuestions = page.getByRole('region', { name: 'Questions 35–42' })
      t.equal(await firstQuestions.getByRole('group').count(), 8, 'the first text asks 8 questions')
      t.equal(await secondQuestions.getByRole('group').count(), 8, 'the second text asks 8 more')
      t.ok(await page.getByRole('region', { name: 'Text 1' }).getByRole('heading', { name: /Hospital at home/ }).isVisible(), 'text 1 beside 27-34')
      t.ok(await page.getByRole('region', { name: 'Text 2' }).getByRole('heading', { name: /Lights out/ }).isVisible(), 'text 2 beside 35-42')
      await question(page, '27').getByRole('radio', { name: Q27_KEY }).check()
      await question(page, '35').getByRole('radio', { name: Q35_WRONG }).check()

      await page.getByRole('button', { name: 'Previous Part' }).click()
      await partBText(page, 6).waitFor()
      t.pass('Previous Part goes back to where Part B ends (B and C share a clock)')
      await page.getByRole('button', { name: 'Next Part' }).click()
      await page.getByRole('heading', { level: 2, name: 'Part C' }).waitFor()
      t.ok(await question(page, '35').getByRole('radio', { name: Q35_WRONG }).isChecked(), 'Part C answers kept')
      t.equal(await page.getByRole('button', { name: 'Next Part' }).count(), 0, 'no part after C')
    })

    await t.test('Submit Test: the count of unanswered questions, then "Test Submitted!" with the review', async (t) => {
      await page.getByRole('button', { name: 'Submit Test' }).click()
      const confirm = page.getByRole('dialog', { name: 'Submit Test' })
      await confirm.waitFor()
      t.ok(await confirm.getByText('You have 33 unanswered questions.').isVisible(), '42 questions, 9 answered')
      // The 33 ways back to a question come before the actions: the keyboard starts past them.
      t.equal(await page.evaluate(() => document.activeElement?.textContent?.trim()), 'Keep working', 'the focus starts on Keep working')
      await page.keyboard.press('Tab')
      t.equal(await page.evaluate(() => document.activeElement?.textContent?.trim()), 'Submit Test', 'one Tab reaches Submit Test')
      await confirm.getByRole('button', { name: 'Submit Test' }).click()

      const result = page.getByRole('dialog', { name: 'Test Submitted!' })
      await result.waitFor()
      const record = await apiJson<ListeningResultsResponse>(page, url, 'GET', `/api/listening-tests/${testId}/results`)
      const latest = record.results.at(-1)
      const summary = await result.locator('.score-summary').textContent()
      t.match(summary, `Score${latest?.score} / 500`, 'the score of record')
      t.match(summary, `Grade${latest?.grade}`, 'its grade')
      t.match(summary, 'Correct5 / 42', 'and 5 of 42 right, as marked by the key')
      const rows = result.locator('.review-list tbody tr')
      t.equal(await rows.count(), 42, 'every question is reviewed')
      for (const [id, given] of Object.entries(GIVEN)) {
        const row = rows.nth(Number(id) - 1)
        t.equal(await row.locator('.review-qid').textContent(), id, `row ${id} in order`)
        t.equal(await row.locator('.review-answer').textContent(), given.answer, `question ${id} shows what was typed`)
        t.equal(await row.locator('.review-result').textContent(), given.correct ? '✓Correct' : '✗Incorrect', `question ${id} marked`)
      }
      t.match(await rows.nth(0).locator('.review-qtext').textContent(), /^Which text tells you where on the ward/, 'a multiple-choice question’s text')
      t.match(await rows.nth(7).locator('.review-qtext').textContent(), /falls risk screen within ____ of admission/, 'a sentence’s text')
      t.match(await rows.nth(14).locator('.review-qtext').textContent(), /^Signs: hip or groin pain/, 'a note’s text')
      t.match(await rows.nth(7).locator('.review-key').textContent(), /6 hours/, 'the correct answer')
      t.match(await rows.nth(15).locator('.review-answer').textContent(), /^–/, 'an unanswered question shows a dash')
      t.equal(await result.locator('.review-explanation').count(), 42, 'each answer explained (issue 17)')
      t.equal(await rows.nth(0).locator('.review-option-right').count(), 1, 'a multiple-choice question with its right option marked')

      await result.getByRole('button', { name: 'Continue' }).click()
      await page.waitForURL(/\/app\/oetreading$/)
      t.same(await storedKeys(page, testId), [], 'the saved timer, answers and started flag are gone')
      t.same(errors, [], 'no script errors in the browser')
    })
  })

  await t.test('a reload in the middle of Part B comes back to the same text, answers and clock', async (t) => {
    const { page, errors } = await newStudent(t, browser, url, 'Reading Reload')
    const testId = await sampleTestId(page, url)
    await startReading(page, url, testId, 'mode=simulation')
    await question(page, '1').getByRole('radio', { name: 'Text A' }).check()
    await page.getByRole('button', { name: 'Next Part' }).click()
    const leave = page.getByRole('dialog', { name: 'Leave Part A?' })
    await leave.waitFor()
    await leave.getByRole('button', { name: 'Go to Part B' }).click()
    await page.getByRole('heading', { level: 2, name: 'Part B' }).waitFor()
    await question(page, '21').getByRole('radio', { name: Q21_KEY }).check()
    await page.getByRole('button', { name: 'Next', exact: true }).click()
    await partBText(page, 2).waitFor()
    // Let the B/C clock move off its start, so a restarted clock would show.
    await page.waitForFunction(() => !['45:00', '44:59'].includes(document.querySelector('[role="timer"]')?.textContent ?? ''))
    const before = (await timer(page).textContent()) ?? ''
    // Chosen and reloaded at once: this answer can only have reached browser storage.
    await question(page, '22').getByRole('radio', { name: Q22_WRONG }).check()
    await page.reload()
    await hydrated(page)

    await partBText(page, 2).waitFor()
    t.pass('the same part and text after the reload, without the start panel')
    t.ok(await question(page, '22').getByRole('radio', { name: Q22_WRONG }).isChecked(), 'the answer chosen just before the reload is there')
    const after = (await timer(page).textContent()) ?? ''
    t.ok(after <= before && after > '40:00', `the clock went on (${before} before, ${after} after), not reset`)
    await page.getByRole('button', { name: 'Previous', exact: true }).click()
    await partBText(page, 1).waitFor()
    t.ok(await question(page, '21').getByRole('radio', { name: Q21_KEY }).isChecked(), 'an earlier answer too')
    t.equal(await page.getByRole('button', { name: 'Previous Part' }).count(), 0, 'Part A stays closed after the reload')

    await page.getByRole('button', { name: 'Submit Test' }).click()
    await page.getByRole('dialog', { name: 'Submit Test' }).getByRole('button', { name: 'Submit Test' }).click()
    const result = page.getByRole('dialog', { name: 'Test Submitted!' })
    await result.waitFor()
    t.match(await result.locator('.score-summary').textContent(), 'Correct2 / 42', 'everything typed before and after the reload was submitted')
    t.equal(await page.getByRole('button', { name: 'Start', exact: true }).count(), 0, 'the result stays on screen (no start panel behind it)')
    t.same(errors, [], 'no script errors in the browser')
  })

  await t.test('practice: highlight, no time limit, Previous Part, nothing to submit, and a test that is not there', async (t) => {
    const { page, errors } = await newStudent(t, browser, url, 'Reading Practice')
    const testId = await sampleTestId(page, url)
    await startReading(page, url, testId, 'mode=practice&minutes=no-limit')
    t.ok(await page.getByText('No time limit').isVisible(), 'practice without a limit says so instead of a countdown')

    const paragraph = page.locator('.exam-text-paragraph').first()
    await paragraph.click({ clickCount: 3 })
    const highlight = page.getByRole('button', { name: 'Highlight', exact: true })
    await highlight.waitFor()
    await highlight.click()
    const mark = paragraph.locator('mark')
    await mark.first().waitFor()
    t.ok((await mark.allTextContents()).join('').length > 20, 'the selected text is now in a <mark>')
    await blank(page, '8').fill('6 hours')
    t.ok(await mark.first().isVisible(), 'typing an answer leaves the highlight where it is')

    await page.setViewportSize(PHONE)
    await page.getByRole('navigation', { name: 'Go to a text' }).getByRole('button', { name: 'Text C' }).click()
    const top = await page.getByRole('heading', { name: /^Text C: Falls audit/ }).evaluate((heading) => heading.getBoundingClientRect().top)
    t.ok(top > 0 && top < PHONE.height / 2, 'on a phone, a button jumps to a text')
    await page.setViewportSize(DESKTOP)

    await blank(page, '8').fill('')
    await page.getByRole('button', { name: 'Submit Test' }).click()
    const none = page.getByRole('dialog', { name: 'No answers provided!' })
    await none.waitFor()
    await none.getByRole('button', { name: 'OK' }).click()
    await none.waitFor({ state: 'hidden' })

    await page.getByRole('button', { name: 'Next Part' }).click()
    await page.getByRole('heading', { level: 2, name: 'Part B' }).waitFor()
    t.equal(await page.getByRole('dialog').count(), 0, 'practice leaves Part A without a warning')
    await page.getByRole('button', { name: 'Previous Part' }).click()
    await page.getByRole('heading', { level: 2, name: 'Part A' }).waitFor()
    t.pass('and Previous Part goes back to it')

    await page.goto(`${url}/oet-reading/00000000-0000-4000-8000-000000000000`)
    t.ok(await page.getByText('Error loading test').isVisible(), 'an unknown test reads "Error loading test"')
    t.same(errors, [], 'no script errors in the browser')
  })
})
