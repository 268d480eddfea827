import t from 'tap'
import type { Page } from 'playwright-core'
import { descriptorFor } from '#shared/evaluation/descriptors.ts'
import { newStudentPage, tabTo, testIdByTitle } from './student.ts'
import { NURSING, REFERRAL_LETTER as LETTER, SPEAKING_1, score, sendLetter, sendRecording, staffPage, twentySecondRecording, visit } from './staff.ts'
import { sharedBrowser, sharedProduct } from './shared.ts'

/** Feedback that teaches (issue 18): comments pinned to the letter's words and the recording's moments, criteria with descriptors. */

const PHRASE = 'cellulitis of the left leg'
const ON_PHRASE = 'Name the side and the extent: <b>exactly</b> what the nurse will see.'
const SALUTATION = 'Dear Ms Thorne'
const ON_SALUTATION = 'A correct, formal salutation.'
const AT_TWELVE = 'Here you rush the dosage: slow down and check understanding.'
const AT_FOUR = 'A good open question about her worries.'
const WRITING_SCORES = { Purpose: 2, Content: 5, 'Conciseness and Clarity': 5, 'Genre and Style': 6, 'Organisation and Layout': 5, Language: 4 }
const SPEAKING_SCORES = {
  Intelligibility: 5,
  Fluency: 4,
  'Appropriateness of Language': 5,
  'Resources of Grammar and Expression': 4,
  'Relationship Building': 3,
  "Understanding and Incorporating the Patient's Perspective": 2,
  'Providing Structure': 2,
  'Information Gathering': 3,
  'Information Giving': 1,
}

/** Selects `phrase` in the letter's text box from the keyboard: the caret to its start, then Shift+ArrowRight over it. */
async function selectByKeyboard(page: Page, phrase: string) {
  const letter = page.getByRole('textbox', { name: 'The letter' })
  await tabTo(page, letter)
  const start = LETTER.indexOf(phrase)
  await page.keyboard.press('Control+Home')
  for (let i = 0; i < start; i += 1) await page.keyboard.press('ArrowRight')
  for (let i = 0; i < phrase.length; i += 1) await page.keyboard.press('Shift+ArrowRight')
}

t.test('an evaluator pins comments to words and a moment; the student reads them in place, with each criterion explained', async (t) => {
  const { url } = await sharedProduct()
  const browser = await sharedBrowser()
  const student = await newStudentPage(t, browser, url, 'Stella Marsh')
  const writingTest = await testIdByTitle(student.page, url, '/api/oet-writing-tests', NURSING)
  const speakingTest = await testIdByTitle(student.page, url, '/api/oet-speaking-tests', SPEAKING_1)
  // The queue is shared with other tests: the evaluator opens this student's work by its address.
  const letter = await sendLetter(student.page, url, writingTest, LETTER)
  const recording = await sendRecording(student.page, url, speakingTest, await twentySecondRecording())
  // Both role-plays of the test: one sitting, evaluated as one (decision 0105).
  await sendRecording(student.page, url, speakingTest, await twentySecondRecording(), 2)
  const staff = await staffPage(t, browser, url, 'Sam Evans', 'staff')
  const { page } = staff

  await t.test('the letter: words chosen by keyboard, commented on, an overlap refused, saved', async (t) => {
    await visit(page, url, `/staff/submissions/${letter}`)
    await page.getByText('You are evaluating this submission until').waitFor()
    await score(page, WRITING_SCORES)

    await selectByKeyboard(page, PHRASE)
    const comment = page.getByLabel(`Comment on “${PHRASE}”`)
    await tabTo(page, comment)
    await page.keyboard.type(ON_PHRASE)
    await page.keyboard.press('Enter')
    const pinned = page.getByRole('list', { name: 'Comments pinned to the work' })
    t.match(await pinned.textContent(), `“${PHRASE}”${ON_PHRASE}`, 'listed under the letter')
    t.equal(await page.locator('.staff-anchor-backdrop mark').textContent(), PHRASE, 'and highlighted in it')
    await page.getByRole('textbox', { name: 'The letter' }).press('x')
    t.equal(await page.getByRole('textbox', { name: 'The letter' }).inputValue(), LETTER, 'the letter itself cannot be changed')

    await selectByKeyboard(page, 'the left leg.')
    await page.getByLabel('Comment on “the left leg.”').fill('Overlapping.')
    await page.getByRole('button', { name: 'Add comment' }).click()
    t.match(await page.getByRole('alert').filter({ hasText: 'overlaps' }).textContent(), `overlaps the comment on "${PHRASE}"`, 'words already commented on are refused')

    await selectByKeyboard(page, SALUTATION)
    await page.getByLabel(`Comment on “${SALUTATION}”`).fill(ON_SALUTATION)
    await page.keyboard.press('Enter')
    t.equal(await pinned.getByRole('listitem').count(), 2)
    t.match(await pinned.getByRole('listitem').first().textContent(), SALUTATION, 'in the letter’s order')
    await page.getByRole('button', { name: 'Save evaluation' }).click()
    t.match(await page.locator('.staff-saved').textContent(), /Evaluation saved: 27 marks/)
  })

  await t.test('both role-plays on one screen: a comment pinned at a moment of each, one evaluation saved', async (t) => {
    await visit(page, url, `/staff/submissions/${recording}`)
    await page.getByRole('heading', { name: 'Role-play 1' }).waitFor()
    await page.getByText('You are evaluating this submission until').waitFor()
    t.match(await page.locator('.staff-meta').textContent(), /Role-plays 1 and 2/, 'the sitting, named by its role-plays')
    await score(page, SPEAKING_SCORES)
    // The evaluator drags the player to 0:12.
    await page.locator('.staff-player audio').evaluate((audio: HTMLAudioElement) => {
      audio.currentTime = 12.3
    })
    const pin = page.getByRole('button', { name: 'Pin this moment (0:12)' })
    await tabTo(page, pin)
    await page.keyboard.press('Enter')
    t.ok(await page.getByLabel('Comment on 0:12').evaluate((input) => input === document.activeElement), 'the comment box takes the focus')
    await page.keyboard.type(AT_TWELVE)
    await page.keyboard.press('Enter')
    t.match(await page.getByRole('list', { name: 'Comments pinned to the work' }).textContent(), `0:12${AT_TWELVE}`)

    // The second role-play, by keyboard: its card and its recording, its own comments.
    const rolePlays = page.getByRole('group', { name: 'Role-plays' })
    t.match(await rolePlays.getByRole('button', { pressed: true }).textContent(), /Role-play 1.*0:20 · 1 comment/)
    const second = rolePlays.getByRole('button', { name: /^Role-play 2/ })
    await tabTo(page, second)
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { name: 'Role-play 2' }).waitFor()
    t.equal(await second.getAttribute('aria-pressed'), 'true')
    t.equal(await page.getByRole('list', { name: 'Comments pinned to the work' }).count(), 0, "role-play 1's comment is not on role-play 2's recording")
    await page.locator('.staff-player audio').evaluate((audio: HTMLAudioElement) => {
      audio.currentTime = 4.2
    })
    await page.getByRole('button', { name: 'Pin this moment (0:04)' }).click()
    await page.keyboard.type(AT_FOUR)
    await page.keyboard.press('Enter')
    t.match(await page.getByRole('list', { name: 'Comments pinned to the work' }).textContent(), `0:04${AT_FOUR}`)
    await page.getByRole('button', { name: 'Save evaluation' }).click()
    t.match(await page.locator('.staff-saved').textContent(), /Evaluation saved: 29 marks/)
  })

  await t.test('the student: criterion scores with descriptors, comments in place in the letter, reached by keyboard', async (t) => {
    const { page } = student
    await visit(page, url, '/app/oetwriting')
    const item = page.locator('.writing-submission').filter({ hasText: NURSING })
    const purpose = item.locator('.criterion-score').filter({ hasText: 'Purpose' })
    t.match(await purpose.textContent(), `Purpose2 / 3${descriptorFor('writing', 'purpose', 2)}`, 'the score with what it means')
    t.match(await item.locator('.criterion-score').filter({ hasText: /^Language/ }).textContent(), descriptorFor('writing', 'language', 4)!)
    t.equal(await item.locator('.annotated-mark').count(), 2)
    t.match(await item.locator('.annotated-mark').nth(1).textContent(), PHRASE, 'the phrase highlighted in the letter')
    t.ok(await item.getByText(ON_PHRASE, { exact: true }).isVisible(), 'the comment beside it, markup shown as the words typed')
    const number = item.getByRole('button', { name: 'Comment 2' })
    await tabTo(page, number)
    t.equal(await number.getAttribute('aria-describedby').then((id) => page.locator(`[id="${id}"]`).textContent()), ON_PHRASE, 'the number is described by its comment')
    await page.keyboard.press('Enter')
    t.match(await page.evaluate(() => document.activeElement?.textContent), ON_PHRASE, 'Enter moves to the comment')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    t.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Comment 2', 'its quote leads back to the letter')
  })

  await t.test('the student: a comment’s time plays the recording from there', async (t) => {
    const { page } = student
    await visit(page, url, '/oet-speaking')
    const item = page.locator('.sp-sub').first()
    t.match(await item.locator('.sp-sub-title').textContent(), /Parts 1 and 2$/, 'one result for the two role-plays')
    t.equal(await item.locator('.sp-evaluation').count(), 1, 'one grade, not one per role-play')
    t.match(await item.locator('.criterion-score').filter({ hasText: 'Information Giving' }).textContent(), descriptorFor('speaking', 'giving', 1)!)
    t.equal(await item.locator('audio').count(), 2, 'each recording')
    t.match(await item.getByRole('region', { name: 'Comments on your recording' }).nth(1).textContent(), `0:04${AT_FOUR}`, "role-play 2's comment on role-play 2")
    const comments = item.getByRole('region', { name: 'Comments on your recording' }).first()
    t.match(await comments.textContent(), `0:12${AT_TWELVE}`)
    t.notMatch(await comments.textContent(), AT_FOUR)
    const time = comments.getByRole('button', { name: 'Play from 0:12' })
    await tabTo(page, time)
    await page.keyboard.press('Enter')
    const audio = item.locator('audio').first()
    await page.waitForFunction((player) => (player as HTMLAudioElement).currentTime >= 12, await audio.elementHandle())
    t.ok((await audio.evaluate((player: HTMLAudioElement) => player.currentTime)) < 20, 'the player moved to the comment’s moment')
  })
  t.same([...student.errors, ...staff.errors], [], 'no script errors, hydration warnings included')
})
