import t from 'tap'
import { webm } from '../api/submissions-helper.ts'
import { QUEUE_REFRESH_MS } from '#client/routes/staff/-components/use-refresh-while-open.ts'
import { apiCall, newStudentPage, tabTo, testIdByTitle } from './student.ts'
import {
  NURSING,
  REFERRAL_LETTER,
  SPEAKING_1,
  draftWith,
  evaluationFiles,
  score,
  sendLetter,
  sendPhotographedLetter,
  sendRecording,
  staffPage,
  visit,
} from './staff.ts'
import { ownProduct, sharedBrowser } from './shared.ts'

const COMMENTS = 'A clear purpose; the discharge plan needs fewer details.'
const SPEAKING_COMMENTS = 'Warm and well structured; check understanding more often.'
/** Writing: 2 + 5 x 5 = 27 of 38, which suggests a B. */
const WRITING_SCORES = { Purpose: 2, Content: 5, 'Conciseness and Clarity': 5, 'Genre and Style': 5, 'Organisation and Layout': 5, Language: 5 }
/** The 4xx the test provokes on purpose (a student asking for staff calls) are not script errors. */
const REFUSALS = /status of 4\d\d/

t.test('staff evaluate writing and speaking in the browser; the student learns the result', async (t) => {
  // The whole queue is this test's: it counts what waits and clears it.
  const { url } = await ownProduct(t)
  const browser = await sharedBrowser()
  const files = await evaluationFiles(t)

  const student = await newStudentPage(t, browser, url, 'Stella Marsh', { ignore: REFUSALS })
  const writingTest = await testIdByTitle(student.page, url, '/api/oet-writing-tests', NURSING)
  const speakingTest = await testIdByTitle(student.page, url, '/api/oet-speaking-tests', SPEAKING_1)
  await sendLetter(student.page, url, writingTest, REFERRAL_LETTER)
  await sendRecording(student.page, url, speakingTest, (await webm()).toString('base64'))

  await t.test('a student gets no staff or admin page, link or call', async (t) => {
    const { page } = student
    for (const path of ['/staff', '/admin/users', '/admin/import']) {
      await visit(page, url, path)
      t.match(new URL(page.url()).pathname, '/app/welcome', `${path} sends a student home`)
    }
    t.equal(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Staff' }).count(), 0, 'no Staff link')
    t.equal((await apiCall(page, url, 'GET', '/api/staff/submissions')).status(), 403)
  })

  const sam = await staffPage(t, browser, url, 'Sam Evans', 'staff')
  // Both are shown the lock: the browser logs its 409, which is no fault of the page.
  const tess = await staffPage(t, browser, url, 'Tess Moore', 'staff', REFUSALS)
  const ada = await staffPage(t, browser, url, 'Ada Okoro', 'admin', REFUSALS)

  await t.test('the queue: oldest first, time left, filters kept in the URL', async (t) => {
    const { page } = sam
    await visit(page, url, '/staff')
    const rows = page.locator('.staff-queue tbody tr')
    t.equal(await rows.count(), 2)
    t.match(await rows.nth(0).textContent(), /Stella Marsh.*Writing.*Typed letter.*h \d+ min left.*Nobody.*Claim/s, 'the letter first: sent first')
    t.match(await rows.nth(1).textContent(), /Speaking.*Role-play 1/s)
    await page.getByLabel('Skill').selectOption('speaking')
    await page.waitForURL(/skill=speaking/)
    await page.reload()
    t.equal(await rows.count(), 1, 'a reload keeps the filter')
    t.equal(await page.getByLabel('Skill').inputValue(), 'speaking')
  })

  await t.test('writing: claimed on open, locked for others, criteria, live marks, a draft, saved', async (t) => {
    const { page } = sam
    await visit(page, url, '/staff')
    await page.locator('.staff-queue tbody tr').first().getByRole('link', { name: /^Claim/ }).click()
    await page.getByText('You are evaluating this submission until').waitFor()
    t.match(await page.locator('.staff-letter').textContent(), /Mr Leonard Ashworth/, 'the letter')
    t.match(await page.getByRole('heading', { name: /Letter/ }).textContent(), /\d+ words/, 'its word count')
    t.ok(await page.getByRole('heading', { name: 'Case notes' }).isVisible(), 'the case notes beside it')
    const submissionPath = new URL(page.url()).pathname

    await visit(tess.page, url, submissionPath)
    const lock = tess.page.getByRole('alert').filter({ hasText: 'Locked' })
    t.match(await lock.textContent(), /Sam Evans is evaluating this submission until \d\d:\d\d UTC\./, 'a second evaluator sees who holds it')
    t.equal(await tess.page.getByRole('button', { name: 'Take over' }).count(), 0, 'staff cannot take over')
    t.ok(await tess.page.getByRole('button', { name: 'Save evaluation' }).isDisabled(), 'nor save')
    await visit(ada.page, url, submissionPath)
    // The screen claims once it is live; an admin is then offered the lock.
    await ada.page.getByRole('alert').filter({ hasText: 'Locked' }).waitFor()
    t.ok(await ada.page.getByRole('button', { name: 'Take over' }).isVisible(), 'an admin may take over')
    await visit(tess.page, url, '/staff')
    t.match(await tess.page.locator('.staff-queue tbody tr').first().textContent(), /Sam Evans.*View/s, 'the queue shows who holds it')

    await score(page, WRITING_SCORES)
    t.match(await page.locator('.staff-total').textContent(), /Marks 27 \/ 38.*Suggested grade B/s, 'marks and grade computed as scored')
    t.equal(await page.getByLabel('Grade').inputValue(), 'B')
    const draftSaved = draftWith(page, COMMENTS)
    await page.getByLabel('Comments for the student').fill(COMMENTS)
    await draftSaved
    await page.getByText('Draft saved').waitFor()
    await page.reload()
    await page.getByText('You are evaluating this submission until').waitFor()
    t.equal(await page.getByLabel('Comments for the student').inputValue(), COMMENTS, 'the draft is restored on reload')
    t.ok(await page.getByRole('group', { name: /^Purpose/ }).getByLabel('2', { exact: true }).isChecked())

    await page.getByLabel('Evaluation PDF (optional)').setInputFiles(files.fake)
    t.match(await page.getByRole('alert').filter({ hasText: 'PDF' }).textContent(), /not a PDF/, 'a picture named .pdf is refused at once')
    await page.getByLabel('Evaluation PDF (optional)').setInputFiles([])
    const feedbackSaved = draftWith(page, 'district nurse')
    await page.getByLabel('Feedback').fill('Link the discharge plan to the district nurse’s tasks.')
    await feedbackSaved
    await page.getByRole('button', { name: 'Save evaluation' }).click()
    t.match(await page.locator('.staff-saved').textContent(), /Evaluation saved: 27 marks, grade B\. Stella Marsh has been notified\./)
    t.ok(await page.getByRole('heading', { name: 'Current evaluation' }).isVisible(), 'the record shows the evaluation and who made it')
    t.match(await page.locator('.staff-record').textContent(), /27 marks, grade B by Sam Evans/)
  })

  await t.test('speaking: the next pending item, the card beside the recording at a chosen speed, an uploaded PDF', async (t) => {
    const { page } = sam
    await page.getByRole('button', { name: 'Next pending submission' }).click()
    await page.getByRole('heading', { name: 'Role-play 1' }).waitFor()
    await page.getByText('You are evaluating this submission until').waitFor()
    await page.getByLabel('1.5x').check()
    t.equal(await page.locator('.staff-player audio').evaluate((audio: HTMLAudioElement) => audio.playbackRate), 1.5, 'played at 1.5x')
    // Keyboard only: Tab into a criterion's row, arrows move the choice as in any radio group.
    await tabTo(page, page.getByRole('group', { name: /^Intelligibility/ }).getByLabel('0', { exact: true }))
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowRight')
    t.ok(await page.getByRole('group', { name: /^Intelligibility/ }).getByLabel('5', { exact: true }).isChecked(), 'scored from the keyboard')
    for (const label of ['Fluency', 'Appropriateness of Language', 'Resources of Grammar and Expression']) await score(page, { [label]: 5 })
    for (const label of ['Relationship Building', "Understanding and Incorporating the Patient's Perspective", 'Providing Structure', 'Information Gathering', 'Information Giving']) {
      await score(page, { [label]: 2 })
    }
    t.match(await page.locator('.staff-total').textContent(), /Marks 30 \/ 39.*Suggested grade B/s)
    await page.getByLabel('Grade').selectOption('C+')
    await page.getByLabel('Comments for the student').fill(SPEAKING_COMMENTS)
    await page.getByLabel('Evaluation PDF (optional)').setInputFiles(files.pdf)
    await page.getByRole('button', { name: 'Save evaluation' }).click()
    t.match(await page.locator('.staff-saved').textContent(), /30 marks, grade C\+/, 'the evaluator’s grade, not the suggestion')
    await visit(page, url, '/staff')
    t.equal(await page.locator('.staff-queue tbody tr').count(), 0, 'the queue is clear')
    t.match(await page.getByRole('status').first().textContent(), /0 pending submissions/)
  })

  await t.test('the student sees the count, opens the list, reads the result and its PDF', async (t) => {
    const { page } = student
    await visit(page, url, '/app/welcome')
    const bell = page.getByRole('button', { name: 'Notifications, 2 unread' })
    await bell.waitFor()
    await bell.click()
    const drawer = page.getByRole('dialog', { name: 'Notifications' })
    await drawer.getByRole('button').filter({ hasText: 'writing' }).first().waitFor()
    await page.keyboard.press('Escape')
    await drawer.waitFor({ state: 'hidden' })
    await bell.click()
    await drawer.getByRole('button').filter({ hasText: 'writing' }).first().click()
    await page.waitForURL(/\/app\/oetwriting$/)
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor()
    const item = page.locator('.writing-submission').filter({ hasText: NURSING })
    t.match(await item.textContent(), new RegExp(`Evaluated.*Marks\\s*27.*Grade\\s*B.*${COMMENTS}`, 's'), 'marks, grade and comments in the hub')
    const pdfHref = await item.getByRole('link', { name: /View PDF/ }).getAttribute('href')
    const pdf = await page.request.get(`${url}${pdfHref}`)
    t.equal(pdf.headers()['content-type'], 'application/pdf', 'View PDF opens a PDF')
    t.equal((await pdf.body()).subarray(0, 5).toString(), '%PDF-')

    await visit(page, url, '/oet-speaking')
    t.match(await page.locator('.sp-sub').first().textContent(), new RegExp(`Marks\\s*30.*Grade C\\+.*${SPEAKING_COMMENTS}`, 's'))
    await visit(page, url, '/dashboard')
    t.match(await page.getByRole('article', { name: 'Writing', exact: true }).textContent(), /27 \/ 38 marks.*Grade B/s, 'the dashboard too')
    t.match(await page.getByRole('article', { name: 'Speaking', exact: true }).textContent(), /30 \/ 39 marks.*Grade C\+/s)
  })

  await t.test('an evaluated submission is corrected, keeping the earlier version', async (t) => {
    const { page } = sam
    await visit(page, url, '/staff?status=evaluated&skill=writing')
    t.match(await page.locator('.staff-queue tbody tr').first().textContent(), /27 marks, grade B/)
    await page.locator('.staff-queue tbody tr').first().getByRole('link', { name: /^Open/ }).click()
    await page.getByRole('heading', { name: 'Correct the evaluation' }).waitFor()
    await page.getByText('This submission has been evaluated.').waitFor()
    t.ok(await page.getByLabel('Comments for the student').isDisabled(), 'reading an evaluated submission claims nothing: the form is read-only')
    await visit(tess.page, url, '/staff?status=evaluated&skill=writing')
    t.match(await tess.page.locator('.staff-queue tbody tr').first().textContent(), /27 marks, grade B.*Nobody/s, 'and another evaluator sees it free')
    await page.getByRole('button', { name: 'Correct the evaluation' }).click()
    await page.getByText('You are evaluating this submission until').waitFor()
    t.equal(await page.getByLabel('Comments for the student').inputValue(), COMMENTS, 'the form starts from the current evaluation')
    await score(page, { Language: 6 })
    await page.getByLabel('Grade').selectOption('B')
    await page.getByRole('button', { name: 'Save correction' }).click()
    await page.locator('.staff-saved').waitFor()
    t.match(await page.locator('.staff-record').textContent(), /Current evaluation.*28 marks, grade B by Sam Evans.*Earlier versions.*27 marks, grade B by Sam Evans/s)
  })

  await t.test('an open queue shows new work and others\' claims without a reload; handwritten pages zoomed and turned', async (t) => {
    const { page } = sam
    // The page's clock is faked so a minute of waiting takes a moment.
    await page.clock.install()
    await visit(page, url, '/staff?skill=writing')
    const omarRow = page.locator('.staff-queue tbody tr').filter({ hasText: 'Omar Haddad' })
    t.equal(await omarRow.count(), 0, 'nothing from Omar yet')
    const other = await newStudentPage(t, browser, url, 'Omar Haddad')
    t.ok((await sendPhotographedLetter(other.page, url, writingTest)).ok(), 'a letter on paper')
    await page.clock.fastForward(QUEUE_REFRESH_MS)
    await omarRow.waitFor()
    t.match(await omarRow.textContent(), /Omar Haddad.*Handwritten.*Nobody.*Claim/s, 'the open queue lists it within a minute')

    await visit(tess.page, url, (await omarRow.getByRole('link').getAttribute('href')) ?? '')
    await tess.page.getByText('You are evaluating this submission until').waitFor()
    await page.context().setOffline(true)
    await page.context().setOffline(false)
    await omarRow.filter({ hasText: 'Tess Moore' }).waitFor()
    t.match(await omarRow.textContent(), /Tess Moore.*View/s, "back online, the queue shows another evaluator's claim")
    await tess.page.getByRole('button', { name: 'Release claim' }).click()
    await tess.page.getByRole('button', { name: 'Claim again' }).waitFor()
    await page.clock.fastForward(QUEUE_REFRESH_MS)
    await omarRow.filter({ hasText: 'Nobody' }).waitFor()
    t.pass('and that it was released')

    await omarRow.getByRole('link', { name: /^Claim Omar Haddad/ }).click()
    await page.getByRole('heading', { name: 'Handwritten pages' }).waitFor()
    const image = page.getByRole('img', { name: 'Handwritten answer, page 1 of 1' })
    await page.getByRole('button', { name: 'Zoom in' }).click()
    t.equal(await page.locator('.staff-photo-zoom').textContent(), '150%')
    await page.getByRole('button', { name: 'Rotate' }).click()
    // The page turns with the image on it (and any areas marked on it, decision 0103).
    t.match(await page.locator('.staff-photo-page').filter({ has: image }).getAttribute('style'), /rotate\(90deg\)/, 'turned a quarter')
    await page.getByRole('button', { name: 'Release claim' }).click()
    await page.getByRole('button', { name: 'Claim again' }).waitFor()
    t.same(other.errors, [], 'no script errors for the second student')
  })

  t.same(student.errors, [], 'no script errors for the student')
  t.same([...sam.errors, ...tess.errors, ...ada.errors], [], 'no script errors for staff')
})
