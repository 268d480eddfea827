import t, { type Test } from 'tap'
import type { Page } from 'playwright-core'
import type { Submission } from '#shared/submissions/schema.ts'
import { sharedBrowser, sharedProduct } from './shared.ts'
import { sendPhotographedLetter, staffPage, visit } from './staff.ts'
import { apiJson, newStudentPage, tabTo, testIdByTitle } from './student.ts'
import { answerOpens, FLAWED_LETTER, NURSING, openWritingScreen, submitTest } from './writing-page.ts'

/*
 * Issue 35: a practice letter's mistakes found and placed as it is written; a simulation showing
 * nothing until it is submitted, then all of it; an evaluator turning a finding into a comment by keyboard.
 */

/** Each finding the letter must get: its kind's label, and the words it is about (or the note it names). */
const EXPECTED = [
  { kind: 'Spelling', words: 'recieve' },
  { kind: 'Layout', words: 'Yours faithfully,' },
  { kind: 'Register', words: "doesn't" },
  { kind: 'Case notes not needed', words: 'carpenter' },
  { kind: 'Case notes left out', note: '"Allergies (Medical history)"' },
]

const checksOf = (page: Page) => page.getByRole('region', { name: 'Automatic checks' })

/** Each expected finding is listed with its kind and, where it has words, underlined on them in the letter shown. */
async function seeFindings(t: Test, page: Page, letterShown: boolean) {
  const checks = checksOf(page)
  await checks.waitFor()
  t.match(await checks.textContent(), /Found by a program, not an evaluator, and never a score/, 'labelled as automatic checks, not a score')
  for (const expected of EXPECTED) {
    const item = checks.getByRole('listitem').filter({ has: page.getByText(expected.kind, { exact: true }) })
    const text = (await item.allTextContents()).join(' ')
    t.match(text, expected.words ? `“${expected.words}”` : expected.note!, `${expected.kind} is listed`)
    if (expected.words && letterShown) {
      const marks = await checks.locator('.letter-finding-mark').allTextContents()
      t.ok(marks.some((mark) => mark.startsWith(expected.words)), `${expected.kind}: "${expected.words}" is underlined in the letter`)
    }
  }
}

/** A new student with the nursing letter open in `mode`, short of reading time, the flawed letter typed. */
async function writingFlawed(t: Test, name: string, mode: 'practice' | 'simulation') {
  const { url } = await sharedProduct({ customTiming: true })
  const browser = await sharedBrowser()
  const { page, errors } = await newStudentPage(t, browser, url, name)
  const nursing = await testIdByTitle(page, url, '/api/oet-writing-tests', NURSING)
  await apiJson(page, url, 'POST', '/api/attempts', { testId: nursing, mode, timing: { total: 900, locked: 1 } })
  await openWritingScreen(page, url, nursing)
  await answerOpens(page)
  const box = page.getByRole('textbox', { name: 'Your Answer' })
  await box.fill(FLAWED_LETTER)
  return { url, browser, page, errors, box }
}

t.test('practice: the letter is checked as it is written, each finding placed and shown in the answer box', async (t) => {
  const { page, errors, box } = await writingFlawed(t, 'Pat Practice', 'practice')
  await page.getByRole('button', { name: 'Check my letter' }).click()
  await seeFindings(t, page, true)

  await checksOf(page).getByRole('button', { name: /^Show in my letter\W+Spelling/ }).click()
  const selected = await box.evaluate((element: HTMLTextAreaElement) => element.value.slice(element.selectionStart, element.selectionEnd))
  t.equal(selected, 'recieve', 'the misspelt word is selected in the answer box, to be corrected there')
  await page.keyboard.type('receive')
  await page.getByText(/You have changed your letter since it was checked/).waitFor()
  t.equal(await checksOf(page).getByRole('button', { name: /^Show in my letter/ }).count(), 0, 'findings of an older letter no longer point into the box')
  await page.getByRole('button', { name: 'Check my letter' }).click()
  await page.getByText(/You have changed your letter/).waitFor({ state: 'detached' })
  t.notMatch(await checksOf(page).textContent(), /recieve/, 'checked again: the corrected word is no longer a finding')
  t.same(errors, [])
})

t.test('simulation: no checks while it runs; all of them on the submission once sent; an evaluator makes one a comment by keyboard', async (t) => {
  const { url, browser, page, errors } = await writingFlawed(t, 'Sam Simulation', 'simulation')
  await page.getByText('Saved', { exact: true }).waitFor()
  t.equal(await page.getByRole('button', { name: 'Check my letter' }).count(), 0, 'as in the exam, no checks while writing')
  t.equal(await checksOf(page).count(), 0)

  await submitTest(page)
  await page.getByRole('dialog', { name: 'Test Submitted' }).getByRole('button', { name: 'OK' }).click()
  await page.waitForURL(/\/app\/oetwriting$/)
  await page.getByRole('article', { name: NURSING }).getByText('See the automatic checks').click()
  await seeFindings(t, page, true)
  t.same(errors, [])

  const [sent] = await apiJson<Submission[]>(page, url, 'GET', '/api/writing-tests/student/results')
  const staff = await staffPage(t, browser, url, 'Eva Evaluator', 'staff')
  await visit(staff.page, url, `/staff/submissions/${sent!.id}`)
  await staff.page.getByText('You are evaluating this submission until').waitFor()
  await seeFindings(t, staff.page, false)
  const make = checksOf(staff.page).getByRole('button', { name: /^Add as a comment\W+Spelling/ })
  await tabTo(staff.page, make, 120)
  await staff.page.keyboard.press('Enter')
  const pinned = staff.page.getByRole('list', { name: 'Comments pinned to the work' })
  t.match(await pinned.textContent(), /“recieve”.*"recieve" is not a word in the British English dictionary.*Try: receive/, 'the finding is a comment pinned to its word')
  t.equal(await staff.page.locator('.staff-anchor-backdrop mark').textContent(), 'recieve', 'and highlighted in the letter')
  t.ok(await checksOf(staff.page).getByRole('button', { name: /^Done\W+Spelling/ }).isDisabled(), 'the finding says it is done')
  t.same(staff.errors, [])
})

t.test('a letter written on paper, typed by its evaluator, gets its checks on the evaluation screen and the student’s', async (t) => {
  const { url } = await sharedProduct()
  const browser = await sharedBrowser()
  const { page, errors } = await newStudentPage(t, browser, url, 'Paula Paper')
  const nursing = await testIdByTitle(page, url, '/api/oet-writing-tests', NURSING)
  const sent = (await (await sendPhotographedLetter(page, url, nursing)).json()) as { submissionId: string }
  const staff = await staffPage(t, browser, url, 'Tim Typist', 'staff')
  await visit(staff.page, url, `/staff/submissions/${sent.submissionId}`)
  await staff.page.getByText('You are evaluating this submission until').waitFor()
  await staff.page.getByText('Type the letter from its photos').click()
  await staff.page.getByLabel('The letter as written, line for line').fill(FLAWED_LETTER)
  await staff.page.getByRole('button', { name: 'Keep the typed copy' }).click()
  await staff.page.getByRole('heading', { name: /Letter, typed from its photos/ }).waitFor()
  await seeFindings(t, staff.page, false)
  t.equal(await staff.page.getByRole('textbox', { name: 'The letter', exact: true }).inputValue(), FLAWED_LETTER, 'its words can be commented on')

  await page.goto(`${url}/app/oetwriting`)
  const item = page.getByRole('article', { name: NURSING })
  await item.getByText('Your letter, as your evaluator typed it from your photos').waitFor()
  await item.getByText('See the automatic checks').click()
  await seeFindings(t, page, true)
  t.same(errors, [])
  t.same(staff.errors, [])
})
