import t from 'tap'
import type { Page } from 'playwright-core'
import { NAVIGATOR_TITLE } from '#client/components/exam/QuestionNavigator.tsx'
import { PHONE, hydrated } from './browser.ts'
import { blank, dialog, question, startReading } from './exam-screens.ts'
import { newStudentPage, testIdByTitle } from './student.ts'
import { sharedBrowser, sharedProduct } from './shared.ts'

const READING_TITLE = 'OET Reading Test 1'
const LISTENING_TITLE = 'OET Listening Practice Test 1'

const navigator = (page: Page) => dialog(page, NAVIGATOR_TITLE)
async function openNavigator(page: Page) {
  await page.getByRole('button', { name: new RegExp(`^${NAVIGATOR_TITLE} \\d+/\\d+$`) }).click()
  await navigator(page).waitFor()
}
const numberButton = (page: Page, id: string) => navigator(page).getByRole('button', { name: new RegExp(`^Question ${id}, `) })
const flagButton = (page: Page, id: string) => navigator(page).getByRole('button', { name: `Flag question ${id} for review` })
/** The flag beside the question itself, on the exam screen. */
const flagBeside = (page: Page, id: string) => page.locator('.qt-flag').and(page.getByRole('button', { name: `Flag question ${id} for review` }))
/** The question that focus lands on after a jump: the screen moves to it on the next frames. */
async function focusedQuestion(page: Page) {
  const landed = await page.waitForFunction(() => document.activeElement?.closest('[data-question]')?.getAttribute('data-question'))
  return landed.jsonValue()
}

const openReading = (page: Page, url: string, testId: string, mode: 'practice' | 'simulation') =>
  startReading(page, url, testId, `mode=${mode}${mode === 'practice' ? '&minutes=no-limit' : ''}`)

t.test('the question navigator and the review before Submit', async (t) => {
  const { url } = await sharedProduct()
  const browser = await sharedBrowser()

  await t.test('reading on a phone: every question at a glance, flags that survive a reload, a jump to any question', async (t) => {
    const { page, errors } = await newStudentPage(t, browser, url, 'Navigator Reader', { viewport: PHONE })
    const testId = await testIdByTitle(page, url, '/api/oet-reading-tests', READING_TITLE)
    await openReading(page, url, testId, 'practice')
    await page.getByRole('tab', { name: 'Questions' }).click()
    await blank(page, '8').fill('6 hours')
    await flagBeside(page, '9').click()
    t.equal(await flagBeside(page, '9').getAttribute('aria-pressed'), 'true', 'question 9 flagged beside the question itself')

    await openNavigator(page)
    const title = navigator(page).getByRole('heading', { name: NAVIGATOR_TITLE })
    t.ok(await title.evaluate((heading) => heading.getBoundingClientRect().top >= heading.closest('dialog')!.getBoundingClientRect().top), 'it opens at its heading, not scrolled past it')
    t.equal(await navigator(page).getByRole('button', { name: /^Question \d+, / }).count(), 42, 'all 42 questions, by number')
    t.equal(await numberButton(page, '8').getAttribute('aria-label'), 'Question 8, answered', 'an answered question says so')
    t.equal(await numberButton(page, '2').getAttribute('aria-label'), 'Question 2, not answered')
    await flagButton(page, '3').click()
    t.equal(await flagButton(page, '3').getAttribute('aria-pressed'), 'true', 'question 3 flagged for review')
    t.match(await navigator(page).textContent(), '1 of 42 answered, 2 flagged for review.', 'the navigator counts both flags')
    t.equal(await flagButton(page, '9').getAttribute('aria-pressed'), 'true', 'the flag set beside question 9 shows in the navigator')
    await flagButton(page, '9').click()
    t.match(await navigator(page).textContent(), '1 of 42 answered, 1 flagged for review.')
    t.equal(await flagBeside(page, '9').getAttribute('aria-pressed'), 'false', 'the flag taken off in the navigator is off beside the question too')

    await numberButton(page, '24').click()
    await navigator(page).waitFor({ state: 'hidden' })
    await page.getByText('Text 4 of 6', { exact: true }).waitFor()
    t.equal(await focusedQuestion(page), '24', 'the jump lands on question 24, in its own Part B text, with focus on it')
    t.ok(await question(page, '24').isVisible(), 'on screen, the questions tab shown')

    await page.reload()
    await hydrated(page)
    await openNavigator(page)
    t.equal(await flagButton(page, '3').getAttribute('aria-pressed'), 'true', 'the flag survives a reload')
    await page.keyboard.press('Escape')

    await page.getByRole('button', { name: 'Submit Test' }).click()
    const submit = dialog(page, 'Submit Test')
    await submit.waitFor()
    t.match(await submit.getByRole('region', { name: 'Unanswered' }).textContent(), 'Unanswered (41)')
    t.match(await submit.getByRole('region', { name: 'Flagged for review' }).textContent(), 'Flagged for review (1)3')
    await submit.getByRole('region', { name: 'Flagged for review' }).getByRole('button', { name: 'Go to question 3' }).click()
    await submit.waitFor({ state: 'hidden' })
    await page.getByRole('heading', { level: 2, name: 'Part A' }).waitFor()
    t.equal(await focusedQuestion(page), '3', 'the review takes the student back to the flagged question, in the Questions tab of its part')
    t.ok(await page.locator('[data-question="3"]').isVisible(), 'on screen')
    t.same(errors, [], 'no script errors')
  })

  await t.test("a reading simulation's Part A: the navigator goes only where the exam allows", async (t) => {
    const { page, errors } = await newStudentPage(t, browser, url, 'Navigator Simulation')
    const testId = await testIdByTitle(page, url, '/api/oet-reading-tests', READING_TITLE)
    await openReading(page, url, testId, 'simulation')
    await openNavigator(page)
    t.equal(await numberButton(page, '20').isDisabled(), false, 'Part A questions can be gone to')
    t.equal(await numberButton(page, '21').isDisabled(), true, 'Part B cannot: Part A is left only by Next Part')
    t.match(await navigator(page).textContent(), 'In a simulation Part A closes once you leave it')
    await numberButton(page, '17').click()
    t.equal(await focusedQuestion(page), '17', 'a Part A question is a jump away')
    t.same(errors, [], 'no script errors')
  })

  await t.test('listening practice: the navigator goes to any question', async (t) => {
    const { page, errors } = await newStudentPage(t, browser, url, 'Navigator Listener')
    const testId = await testIdByTitle(page, url, '/api/oet-listening-tests', LISTENING_TITLE)
    await page.goto(`${url}/oet-listening/${testId}?mode=practice&minutes=no-limit`)
    await hydrated(page)
    await dialog(page, 'Part A: reading time').getByRole('button', { name: 'Next', exact: true }).click()
    await dialog(page, 'Skip Reading?').getByRole('button', { name: 'Yes, Skip' }).click()
    await page.getByRole('heading', { level: 2, name: 'Part A · Extract 1 of 2' }).waitFor()
    await openNavigator(page)
    await numberButton(page, '20').click()
    await page.getByRole('heading', { level: 2, name: 'Part A · Extract 2 of 2' }).waitFor()
    t.equal(await focusedQuestion(page), '20', 'practice: question 20, on the second extract')
    await flagBeside(page, '21').click()
    t.equal(await flagBeside(page, '21').getAttribute('aria-pressed'), 'true', 'a blank is flagged beside its number')

    // The review before Submit lists the questions without an answer: the keyboard starts past them.
    await blank(page, '20').fill('twice a day')
    await openNavigator(page)
    await numberButton(page, '42').click()
    await dialog(page, 'Part C: reading time').getByRole('button', { name: 'Next', exact: true }).click()
    await dialog(page, 'Skip Reading?').getByRole('button', { name: 'Yes, Skip' }).click()
    await page.getByRole('button', { name: 'Submit', exact: true }).click()
    const confirm = page.getByRole('dialog')
    await confirm.getByRole('button', { name: /^Go to question / }).first().waitFor()
    t.match(await confirm.locator('button').first().getAttribute('aria-label'), /^Go to question /, 'the ways back to questions come first in the dialog')
    t.ok(await confirm.evaluate((box) => box.querySelector('.dialog-actions')?.contains(document.activeElement)), "but the focus starts on the dialog's actions")
    t.same(errors, [], 'no script errors')
  })
})
