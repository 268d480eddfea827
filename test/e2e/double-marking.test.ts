import t from 'tap'
import type { Page } from 'playwright-core'
import { newStudentPage, tabTo, testIdByTitle } from './student.ts'
import { NURSING, REFERRAL_LETTER, score, sendLetter, staffPage, visit } from './staff.ts'
import { sharedBrowser, sharedProduct } from './shared.ts'

// Double marking in the browser (issue 37, decision 0106): an admin chooses a student and a senior
// evaluator; two evaluators mark a letter blind, their marks disagree, the senior evaluator
// adjudicates, and the student sees one result and, when asked, how it was reached. The share of
// all work stays as it is: the product is shared with other tests.

const FIRST = { Purpose: 2, Content: 5, 'Conciseness and Clarity': 5, 'Genre and Style': 5, 'Organisation and Layout': 5, Language: 5 }
const SECOND = { ...FIRST, Content: 2 }
const FINAL = { ...FIRST, Content: 4 }
/** The 403 a second look by a marker who is not senior provokes on purpose is no fault of the page. */
const REFUSALS = /status of 4\d\d/

/** Opens the letter by its address (the queue is shared), marks it and saves; answers what the screen said. */
async function mark(page: Page, url: string, letter: string, scores: Record<string, number>, grade: string) {
  await visit(page, url, `/staff/submissions/${letter}`)
  await page.getByText('You are evaluating this submission until').waitFor()
  await score(page, scores)
  await page.getByLabel('Grade').selectOption(grade)
  await page.getByRole('button', { name: 'Save evaluation' }).click()
  return page.locator('.staff-saved').textContent()
}

t.test('a double-marked letter: blind marks that disagree, a senior evaluator adjudicates, the student sees one result', async (t) => {
  const { url } = await sharedProduct()
  const browser = await sharedBrowser()
  const student = await newStudentPage(t, browser, url, 'Dora Doubleday')
  const letter = await sendLetter(student.page, url, await testIdByTitle(student.page, url, '/api/oet-writing-tests', NURSING), REFERRAL_LETTER)
  const ada = await staffPage(t, browser, url, 'Ada Okoro', 'admin')
  const sam = await staffPage(t, browser, url, 'Sam Marks', 'staff', REFUSALS)
  const tess = await staffPage(t, browser, url, 'Tess Second', 'staff')
  const vera = await staffPage(t, browser, url, 'Vera Senior', 'staff')

  await t.test('the admin chooses the student and makes a senior evaluator, by keyboard', async (t) => {
    const { page } = ada
    for (const [name, toggle, said] of [
      ['Dora Doubleday', 'Double mark all work', /Every letter and recording Dora Doubleday sends is now double marked/],
      ['Vera Senior', 'Senior evaluator', /Vera Senior is now a senior evaluator/],
    ] as const) {
      await visit(page, url, `/admin/users?query=${encodeURIComponent(name)}`)
      const box = page.getByRole('checkbox', { name: `${toggle} (${name})` })
      await tabTo(page, box)
      await page.keyboard.press('Space')
      await page.getByRole('status').filter({ hasText: said }).waitFor()
      t.ok(await box.isChecked(), `${toggle} for ${name}`)
    }
    t.ok(await page.getByRole('heading', { name: 'Double marking' }).isVisible(), 'the settings are on the same page')
  })

  await t.test('the first evaluator marks; the student is not told', async (t) => {
    t.match(await mark(sam.page, url, letter, FIRST, 'B'), /saved as the first of two: 27 marks, grade B/)
    await visit(student.page, url, '/app/oetwriting')
    await student.page.getByRole('article', { name: NURSING }).filter({ hasText: 'Pending evaluation' }).waitFor()
    t.pass('the letter is still pending for the student')
  })

  await t.test('the second evaluator marks without seeing the first marks; they disagree', async (t) => {
    const { page } = tess
    await visit(page, url, `/staff/submissions/${letter}`)
    const panel = page.getByRole('region', { name: 'Double marking' })
    t.match(await panel.textContent(), /Second marking: mark this work on its own/)
    t.equal(await panel.getByRole('table').count(), 0, 'no marks shown')
    t.match(await page.locator('.staff-meta').textContent(), /Second marking/)
    t.match(await mark(page, url, letter, SECOND, 'C+'), /differ from the first marks \(Grade: B and C\+; Content: 5 and 2\), so a senior evaluator adjudicates/)
  })

  await t.test('an evaluator who is not senior cannot adjudicate; the senior evaluator sees both marks and decides', async (t) => {
    await visit(sam.page, url, '/staff?status=pending&skill=writing')
    const row = sam.page.locator('.staff-queue tbody tr').filter({ hasText: 'Dora Doubleday' })
    t.match(await row.textContent(), /Adjudication \(senior evaluator\).*only a senior evaluator \(or an admin\) can adjudicate it.*View/s, 'the queue says why, and offers a look, not a claim')
    await visit(sam.page, url, `/staff/submissions/${letter}`)
    await sam.page.getByText('only a senior evaluator (or an admin) can adjudicate it').waitFor()
    t.ok(await sam.page.getByLabel('Grade').isDisabled(), 'the form stays read-only')

    const { page } = vera
    await visit(page, url, `/staff/submissions/${letter}`)
    await page.getByText('You are evaluating this submission until').waitFor()
    const panel = page.getByRole('region', { name: 'Double marking' })
    t.match(await panel.textContent(), /The two marks disagree \(Grade: B and C\+; Content: 5 and 2\)/)
    t.match(await panel.getByRole('row', { name: /^Content/ }).textContent(), /Content · too far apart5 \/ 72 \/ 7/)
    t.match(await panel.getByRole('columnheader').allTextContents(), ['Criterion', 'First marks, Sam Marks', 'Second marks, Tess Second'])
    t.match(await mark(page, url, letter, FINAL, 'B'), /adjudication is saved: 26 marks, grade B, the final result\. Dora Doubleday has been notified/)
  })

  await t.test('the student sees one result and, asking, that it was double marked', async (t) => {
    const { page } = student
    await visit(page, url, '/app/oetwriting')
    const item = page.getByRole('article', { name: NURSING }).filter({ hasText: 'Evaluated' })
    await item.waitFor()
    t.match(await item.textContent(), /Marks\s*26.*Grade\s*B/s, "the senior evaluator's marks")
    t.equal(await item.locator('.writing-evaluation-facts').count(), 1, 'one result')
    const asked = item.getByText('How was this marked?')
    await tabTo(page, asked)
    await page.keyboard.press('Enter')
    t.match(await item.locator('.double-marked p').textContent(), /two evaluators marked your work independently/)
  })

  for (const opened of [student, ada, sam, tess, vera]) t.same(opened.errors, [], 'no script errors')
})
