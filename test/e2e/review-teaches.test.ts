import t from 'tap'
import { REVIEWED_ANSWERS, openFirstAttemptDetails, reviewRow, submitPractice } from './exam-screens.ts'
import { apiCall, newStudentPage, tabTo, testIdByTitle } from './student.ts'
import { sharedBrowser, sharedProduct } from './shared.ts'

// Results that teach (issue 17): after submitting, the review shows each question as it was
// asked, each recording's transcript and why each answer is right; while the test is sat, none
// of that reaches the browser.

const LISTENING = 'OET Listening Practice Test 1'
const READING = 'OET Reading Test 1'

t.test('the review teaches: question texts, transcripts, explanations', async (t) => {
  const { url } = await sharedProduct()
  const browser = await sharedBrowser()
  const { page, errors } = await newStudentPage(t, browser, url, 'Review Student')
  const listeningId = await testIdByTitle(page, url, '/api/oet-listening-tests', LISTENING)
  const readingId = await testIdByTitle(page, url, '/api/oet-reading-tests', READING)
  t.ok(listeningId && readingId, 'the sample tests are there')

  await t.test('while a test is sat, its explanations and transcripts stay on the server', async (t) => {
    for (const path of [`/api/oet-listening-tests/${listeningId}`, `/api/oet-reading-tests/${readingId}`]) {
      const served = await (await apiCall(page, url, 'GET', path)).text()
      t.match(served, '"question_id"', `${path}: the questions are served`)
      t.notMatch(served, /"(explanation|transcript)"/, `${path}: no explanation or transcript`)
    }
    t.equal((await apiCall(page, url, 'GET', `/api/listening-tests/${listeningId}/review`)).status(), 403, 'the review is closed before a submission')
  })

  const listening = await submitPractice(page, url, listeningId, REVIEWED_ANSWERS.listening)
  t.equal(listening.correctAnswers, 3, '"hair drier" is accepted as well as "hair dryer"')
  const reading = await submitPractice(page, url, readingId, REVIEWED_ANSWERS.reading)
  t.equal(reading.correctAnswers, 3, '"individualized" is accepted as well as "individualised"')

  await t.test('a listening attempt: each extract with its transcript, each question as asked and explained', async (t) => {
    const dialog = await openFirstAttemptDetails(page, url, listeningId)
    t.equal(await dialog.locator('.review-qid').count(), 42, 'every question is reviewed')
    t.equal(await dialog.getByRole('heading', { level: 3, name: 'Part A, Extract 1' }).count(), 1, 'grouped by recording')
    t.equal(await dialog.getByRole('heading', { level: 3 }).count(), 10, 'two Part A extracts, six Part B questions, two Part C extracts')

    const first = reviewRow(dialog, '1')
    t.equal(await first.locator('.review-qtext').textContent(), 'Tiredness for approximately ____', 'the note line around the gap')
    t.equal(await first.locator('.review-answer').textContent(), '6 weeks', 'the answer given')
    t.match(await first.locator('.review-explanation').textContent(), /^Why: .*six weeks/, 'why the key is right')
    t.equal(await reviewRow(dialog, '17').locator('.review-result').textContent(), '✓Correct', 'the other spelling is marked right')

    const q25 = reviewRow(dialog, '25')
    t.match(await q25.locator('.review-qtext').textContent(), /What is the nurse most concerned about\?$/, 'the question stem')
    t.equal(await q25.locator('.review-options li').count(), 3, 'with its options')
    t.equal(await q25.locator('.review-option-right').textContent(), "the patient's reduced urine output ✓ Correct answer", 'the right one marked')
    const q26 = reviewRow(dialog, '26')
    t.equal(await q26.locator('.review-option-chosen').textContent(), 'A second nurse will no longer need to check insulin doses. ✗ Your answer', 'a wrong choice marked as the student’s')
    t.match(await q26.locator('.review-option-right').textContent(), /^Nurses must write the opening date/, 'beside the right one')
    t.match(await q26.locator('.review-explanation').textContent(), /double check and the scope stay the same/, 'and why')

    const transcript = dialog.locator('details.transcript').first()
    const toggle = transcript.locator('summary')
    t.equal(await toggle.textContent(), 'Transcript: Part A, Extract 1', 'a Transcript toggle per recording, named for its extract')
    t.equal(await dialog.locator('details.transcript').count(), 10, 'one for each recording')
    t.notOk(await transcript.getByText('Good morning, Mr Fletcher.', { exact: false }).isVisible(), 'closed at first')
    await tabTo(page, toggle)
    await page.keyboard.press('Enter')
    await transcript.getByText("I'm Doctor Price.", { exact: false }).waitFor()
    t.equal(await transcript.locator('.transcript-speaker').first().textContent(), 'Narrator:', 'each turn led by its speaker')
    t.pass('Enter opens the transcript')
    await toggle.focus()
    await page.keyboard.press('Space')
    await transcript.getByText("I'm Doctor Price.", { exact: false }).waitFor({ state: 'hidden' })
    t.pass('Space closes it again')
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
  })

  await t.test('a reading attempt: part by part, each question as asked and explained, no transcript', async (t) => {
    const dialog = await openFirstAttemptDetails(page, url, readingId)
    t.same(await dialog.getByRole('heading', { level: 3 }).allTextContents(), ['Part A', 'Part B', 'Part C'], 'grouped by part')
    t.same(
      (await dialog.locator('.review-qid').allTextContents()).map(Number),
      Array.from({ length: 42 }, (_, i) => i + 1),
      'every question, in number order',
    )
    t.equal(await dialog.locator('details.transcript').count(), 0, 'a reading test has no recording')
    const q8 = reviewRow(dialog, '8')
    t.match(await q8.locator('.review-qtext').textContent(), /must have a falls risk screen within ____ of admission/, 'the sentence around the gap')
    t.match(await q8.locator('.review-explanation').textContent(), /^Why: Text A: .*within 6 hours of admission/, 'where the answer is found')
    t.equal(await reviewRow(dialog, '10').locator('.review-result').textContent(), '✓Correct', 'American spelling marked right')
    const q21 = reviewRow(dialog, '21')
    t.equal(await q21.locator('.review-options li').count(), 3, 'a Part B question with its options')
    t.match(await q21.locator('.review-option-right').textContent(), /^must be heard by a second staff member/, 'the right one marked')
    t.ok(await q21.locator('.review-option-chosen').isVisible(), 'and the one chosen')
  })

  t.same(errors, [], 'no script errors in the browser')
})
