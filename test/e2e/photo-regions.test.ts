import t from 'tap'
import type { SubmissionDetail } from '#shared/evaluation/schema.ts'
import { seriousViolations } from './browser.ts'
import { sharedBrowser, sharedProduct } from './shared.ts'
import { MEDICINE, score, sendPhotographedLetter, staffPage, visit } from './staff.ts'
import { apiJson, newStudentPage, tabTo, testIdByTitle } from './student.ts'

/** Comments pinned to areas of a photographed handwritten letter (issue 37): marked by keyboard, saved, read by the student. */

const ON_AREA = 'Write the patient’s full name here, not initials.'
const WRITING_SCORES = { Purpose: 2, Content: 5, 'Conciseness and Clarity': 5, 'Genre and Style': 6, 'Organisation and Layout': 5, Language: 4 }

t.test('an evaluator marks an area of a photographed page by keyboard and comments on it; the student sees it numbered on the page', async (t) => {
  const { url } = await sharedProduct()
  const browser = await sharedBrowser()
  const student = await newStudentPage(t, browser, url, 'Hana Handwritten')
  const medicine = await testIdByTitle(student.page, url, '/api/oet-writing-tests', MEDICINE)
  const sent = (await (await sendPhotographedLetter(student.page, url, medicine)).json()) as { submissionId: string }
  const staff = await staffPage(t, browser, url, 'Ravi Regions', 'staff')
  const { page } = staff

  await visit(page, url, `/staff/submissions/${sent.submissionId}`)
  await page.getByText('You are evaluating this submission until').waitFor()
  await score(page, WRITING_SCORES)
  const markArea = page.getByRole('button', { name: 'Mark an area of page 1' })
  await tabTo(page, markArea)
  await page.keyboard.press('Enter')
  const area = page.getByRole('group', { name: /^Marked area on page 1:/ })
  // The area takes the focus once drawn; given up with Escape, it goes, and the focus is back where marking began.
  await page.waitForFunction((box) => box === document.activeElement, await area.elementHandle())
  await page.keyboard.press('Escape')
  await area.waitFor({ state: 'detached' })
  t.ok(await markArea.evaluate((button) => button === document.activeElement), 'Escape returns the focus to Mark an area')
  await page.keyboard.press('Enter')
  await page.waitForFunction((box) => box === document.activeElement, await area.elementHandle())
  t.match(await area.getAttribute('aria-label'), '10% from the left, 40% from the top, 80% wide, 12% high', 'placed and said where it is')
  // Up twice, then two steps narrower and one taller.
  for (const key of ['ArrowUp', 'ArrowUp', 'Shift+ArrowLeft', 'Shift+ArrowLeft', 'Shift+ArrowDown']) await page.keyboard.press(key)
  t.match(await area.getAttribute('aria-label'), '10% from the left, 36% from the top, 76% wide, 14% high', 'moved and resized by the arrow keys')
  await page.keyboard.press('Enter')
  const comment = page.getByLabel('Comment on the marked area of page 1')
  t.ok(await comment.evaluate((input) => input === document.activeElement), 'Enter moves to the comment')
  await page.keyboard.type(ON_AREA)
  await page.keyboard.press('Enter')
  const pinned = page.getByRole('list', { name: 'Comments pinned to the work' })
  t.match(await pinned.textContent(), `Area 1, page 1${ON_AREA}`, 'listed with its number')
  t.equal(await page.locator('.staff-photo .photo-region-number').textContent(), '1', 'outlined on the page with the same number')
  t.same(await seriousViolations(page), [], 'the staff screen: no serious accessibility violations')

  // Removing a comment removes its outline; added again by pointer, as a mouse drags it.
  await pinned.getByRole('button', { name: 'Remove the comment on Area 1, page 1' }).click()
  t.equal(await page.locator('.staff-photo .photo-region').count(), 0, 'the outline goes with its comment')
  // Within the part of the zoomed page its frame shows.
  const frame = page.locator('.staff-photo-frame')
  await frame.scrollIntoViewIfNeeded()
  const shown = (await frame.boundingBox())!
  await page.mouse.move(shown.x + shown.width * 0.2, shown.y + shown.height * 0.2)
  await page.mouse.down()
  await page.mouse.move(shown.x + shown.width * 0.6, shown.y + shown.height * 0.5, { steps: 4 })
  await page.mouse.up()
  await comment.fill(ON_AREA)
  await page.keyboard.press('Enter')
  await page.getByRole('button', { name: 'Save evaluation' }).click()
  t.match(await page.locator('.staff-saved').textContent(), /Evaluation saved: 27 marks/)
  const saved = await apiJson<SubmissionDetail>(page, url, 'GET', `/api/staff/submissions/${sent.submissionId}`)
  t.match(saved.evaluation?.anchoredComments, [{ kind: 'region', file: 0, comment: ON_AREA }])

  await visit(student.page, url, '/app/oetwriting')
  const item = student.page.getByRole('article', { name: MEDICINE })
  const comments = item.getByRole('region', { name: 'Comments on your pages' })
  t.match(await comments.textContent(), `Page 1, marked area${ON_AREA}`, 'the comment beside the pages')
  t.equal(await item.locator('.photo-page .photo-region-number').textContent(), '1', 'its area numbered on the page')
  for (const width of [390, 1280]) {
    await student.page.setViewportSize({ width, height: 900 })
    t.same(await seriousViolations(student.page), [], `the student's view at ${width} px: no serious accessibility violations`)
  }
  t.same(student.errors, [])
  t.same(staff.errors, [])
})
