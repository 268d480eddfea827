import t, { type Test } from 'tap'
import type { Browser, Page } from 'playwright-core'
import type { TestSummaryList } from '#shared/test-kinds/schema.ts'
import { DESKTOP, PHONE, hydrated, secondsOfClock } from './browser.ts'
import { askedBeforeLeaving, reload } from './leave.ts'
import { evaluateAsAdmin, pendingOf } from './staff.ts'
import { sharedBrowser, sharedProduct } from './shared.ts'
import { apiJson, newStudentPage } from './student.ts'
import { answerOpens, MEDICINE, NURSING, openWritingScreen, pagePhoto, submitTest, thumbnailsDrawn } from './writing-page.ts'

const LETTER = `Dear Ms Thorne,

Re: Mr Leonard Ashworth, DOB 14/02/1943

I am writing to refer Mr Ashworth, an 82-year-old widower, who is being discharged home today after treatment for cellulitis.`
const PENDING_NOTICE = 'Your writing will be evaluated within 24 hrs.'

/** A new student, logged in, on a page of their own; script errors are collected for the end. */
// Refusals the test asks for on purpose are logged by the browser; they are not script errors.
const newStudent = (t: Test, browser: Browser, url: string, name: string) => newStudentPage(t, browser, url, name, { ignore: /status of 4\d\d/ })

async function testIdOf(page: Page, url: string, title: string): Promise<string> {
  const list = (await (await page.request.get(`${url}/api/oet-writing-tests`)).json()) as TestSummaryList
  return list.find((test) => test.title === title)?.id ?? ''
}

/** Opens an attempt with short clocks through the API: the screen then resumes it with them. */
async function openAttempt(t: Test, page: Page, url: string, testId: string, timing: { total: number; locked: number }) {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name.endsWith('oet_csrf'))?.value ?? ''
  const opened = await page.request.post(`${url}/api/attempts`, { headers: { 'x-csrf-token': csrf }, data: { testId, mode: 'simulation', timing } })
  t.equal(opened.status(), 201, `an attempt with ${timing.total} s in all, ${timing.locked} s locked`)
}

/** Photos of handwritten letters still kept in this browser's IndexedDB. */
const keptPhotoCount = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const opened = indexedDB.open('oet-prep-writing')
        opened.onerror = () => reject(opened.error)
        opened.onsuccess = () => {
          const count = opened.result.transaction('photos').objectStore('photos').count()
          count.onsuccess = () => resolve(count.result)
          count.onerror = () => reject(count.error)
        }
      }),
  )

/** The test's keys in browser storage (oetTimer, oetAnswers, oetTestStarted families). */
const storedKeys = (page: Page, testId: string) =>
  page.evaluate((id) => Object.keys(localStorage).filter((key) => key.endsWith(`:${id}`)), testId)

const timerSeconds = async (page: Page) => secondsOfClock(await page.getByRole('timer').textContent())

/** Then the "Submitting: n%" overlay, which stays at 100% a moment before the outcome. */
async function seeProgress(t: Test, page: Page) {
  const progress = page.getByRole('dialog', { name: /^Submitting: \d+%$/ })
  await progress.waitFor()
  t.ok(await progress.getByRole('progressbar', { name: 'Submission progress' }).isVisible(), 'the overlay shows the upload’s progress')
}

t.test('the writing hub and screen', async (t) => {
  const { url } = await sharedProduct({ customTiming: true })
  const browser = await sharedBrowser()
  const { page, errors } = await newStudent(t, browser, url, 'Writing Journey')
  const nursingId = await testIdOf(page, url, NURSING)
  const medicineId = await testIdOf(page, url, MEDICINE)

  await t.test('the hub lists the sample writing tests, and no submission yet', async (t) => {
    await page.goto(`${url}/app/oetwriting`)
    await hydrated(page)
    t.ok(await page.getByRole('heading', { level: 1, name: 'Writing tests' }).isVisible())
    for (const title of [NURSING, MEDICINE]) {
      const card = page.getByRole('article', { name: title })
      t.ok(await card.isVisible(), `the card of "${title}"`)
      t.ok(await card.getByRole('button', { name: `Start ${title}` }).isVisible(), 'with a Start')
    }
    t.ok(await page.getByText('Your letters will be listed here once you submit them').isVisible(), 'no submission yet')
    await page.getByRole('button', { name: `Start ${NURSING}` }).click()
    const start = page.getByRole('dialog', { name: `Start ${NURSING}` })
    t.match(await start.textContent(), /keeps running if you leave the page/, 'Start says the clock will run')
    await start.getByRole('button', { name: 'Cancel' }).click()
  })

  await t.test('computer-based: locked for the reading time, then typed, kept across a reload, submitted', async (t) => {
    // Locked for a second: the reading time is the server's too, and it refuses a letter sent in it
    // by its own clock (decision 0045), which no test can move. The lock is looked at below, by a
    // student of its own whose page's clock is moved past it.
    await openAttempt(t, page, url, nursingId, { total: 150, locked: 1 })
    await openWritingScreen(page, url, nursingId)

    await t.test('the left panel: title, subtitle, instructions and case notes', async (t) => {
      t.ok(await page.getByRole('heading', { level: 1, name: 'Writing Sub-test: Nursing' }).isVisible(), 'the title')
      t.ok(await page.getByText('Referral letter – Mr Leonard Ashworth', { exact: true }).isVisible(), 'the subtitle')
      t.ok(await page.getByText(/Read the case notes and complete the writing task/).isVisible(), 'the instructions')
      t.ok(await page.getByRole('heading', { level: 3, name: 'Patient details' }).isVisible(), 'a case-note title')
      t.ok(await page.getByRole('heading', { level: 4, name: 'Living situation' }).isVisible(), 'a sub-section label')
      const nameLine = page.locator('.writing-line-pair', { hasText: 'Mr Leonard (Len) Ashworth' })
      t.equal(await nameLine.locator('.writing-line-label').textContent(), 'Name:', 'a line with a colon: its label...')
      t.equal(await nameLine.locator('.writing-line-value').textContent(), 'Mr Leonard (Len) Ashworth', '...and its value')
      t.ok(await page.locator('.writing-line:not(.writing-line-pair)', { hasText: 'Widower (wife died 2022)' }).isVisible(), 'a line without one is text')
      const task = page.getByRole('region', { name: 'Writing Task Instructions' })
      t.match(await task.textContent(), /write a letter of referral to Ms Rebecca Thorne/, 'the yellow box has the writing prompt')
    })

    await t.test('the answer area is locked for the reading time, with its message', async (t) => {
      const { page, errors } = await newStudent(t, browser, url, 'Writing Reader')
      await page.clock.install()
      await openAttempt(t, page, url, nursingId, { total: 150, locked: 25 })
      await openWritingScreen(page, url, nursingId)
      t.ok(await page.getByRole('radio', { name: 'Computer-based' }).isChecked(), 'typing is the default')
      const answer = page.getByRole('textbox', { name: 'Your Answer' })
      t.ok(await answer.isDisabled(), 'the box is locked')
      const lock = page.locator('.writing-lock')
      t.match(await lock.textContent(), /the answer area unlocks after 5 minutes\./, 'the message')
      t.match(await lock.textContent(), /Time left to unlock: 00:[0-2]\d/, 'and the time left to unlock')
      t.match(await page.getByRole('timer').textContent(), /^0[12]:\d\d$/, 'the countdown circle runs')

      await page.getByRole('button', { name: 'Submit Test' }).click()
      const invalid = page.getByRole('dialog', { name: 'Nothing to submit yet' })
      t.match(await invalid.textContent(), 'Please type your answer before submitting.', 'a blank letter cannot be submitted')
      await invalid.getByRole('button', { name: 'OK' }).click()

      await page.clock.fastForward(25_000)
      await answerOpens(page)
      t.equal(await lock.count(), 0, 'the message goes when the area unlocks')
      t.same(errors, [], 'no script errors')
    })

    await answerOpens(page)

    await t.test('text selected in the case notes can be highlighted', async (t) => {
      await page.evaluate(() => {
        const value = [...document.querySelectorAll('.writing-line-value')].find((el) => el.textContent === 'Mr Leonard (Len) Ashworth')
        const text = value?.firstChild
        if (!text) return
        const range = document.createRange()
        range.setStart(text, 0)
        range.setEnd(text, 10)
        document.getSelection()?.removeAllRanges()
        document.getSelection()?.addRange(range)
      })
      const button = page.getByRole('button', { name: 'Highlight', exact: true })
      await button.waitFor()
      t.equal(await button.evaluate((el) => getComputedStyle(el).backgroundColor), 'rgb(253, 230, 138)', 'a yellow highlight button')
      await button.click()
      t.equal(await page.locator('mark.exam-highlight').first().textContent(), 'Mr Leonard', 'the selection is highlighted')
    })

    await t.test('a typed letter counts its words, and a reload keeps it and the clock', async (t) => {
      const answer = page.getByRole('textbox', { name: 'Your Answer' })
      await answer.fill(LETTER)
      t.equal(await page.locator('.writing-word-count').textContent(), '20 words in the body; guide 180-200', 'a live count of the body (29 words in all)')
      await answer.press('End')
      await answer.pressSequentially(' Thanks')
      t.equal(await page.locator('.writing-word-count').textContent(), '21 words in the body; guide 180-200', 'updated as the student types')
      await page.getByText('Saved', { exact: true }).waitFor({ timeout: 10_000 })

      const before = await timerSeconds(page)
      t.same(await reload(page), [], 'saved on the server: leaving is not questioned')
      await page.getByRole('heading', { name: 'Writing Task Instructions' }).waitFor()
      t.equal(await answer.inputValue(), `${LETTER} Thanks`, 'the letter is back')
      t.ok(await answer.isEnabled(), 'still unlocked')
      t.ok((await timerSeconds(page)) <= before, 'the clock continues from the server’s start, not from the top')
      t.equal(await page.locator('mark.exam-highlight').first().textContent(), 'Mr Leonard', 'the case notes’ highlight is back too')
      await page.setViewportSize(PHONE)
      await page.getByRole('tab', { name: 'Case notes' }).click()
      t.ok(await page.locator('mark.exam-highlight', { hasText: 'Mr Leonard' }).isVisible(), 'on a phone as well')
      await page.getByRole('tab', { name: 'Your answer' }).click()
      await page.setViewportSize(DESKTOP)

      // A change the autosave has not delivered (typed and taken back, so the letter stays the
      // same): its request is held on the way, as on a slow connection, until the page is left.
      const saves = '**/api/attempts/*/answers'
      let deliver = () => {}
      const held = new Promise<void>((resolve) => (deliver = resolve))
      await page.route(saves, (route) => held.then(() => route.continue()).catch(() => undefined))
      await answer.press('End')
      await answer.pressSequentially(' x')
      await answer.press('Backspace')
      await answer.press('Backspace')
      t.match(await askedBeforeLeaving(page), /^Your latest typing has not reached the server yet/, 'an in-app link asks first')
      t.same(await reload(page), ['beforeunload'], 'and so does a reload before the autosave')
      deliver()
      await page.unroute(saves)
      await page.getByRole('heading', { name: 'Writing Task Instructions' }).waitFor()
      t.equal(await answer.inputValue(), `${LETTER} Thanks`, 'the letter is whole after leaving anyway')
      await page.getByText('Saved', { exact: true }).waitFor({ timeout: 10_000 })
    })

    await t.test('Submit Test: confirm, progress, submitted, then pending in the hub', async (t) => {
      await submitTest(page)
      await seeProgress(t, page)
      const done = page.getByRole('dialog', { name: 'Test Submitted' })
      await done.waitFor({ timeout: 30_000 })
      t.match(await done.textContent(), 'evaluated within 24 hrs', 'the 24-hour promise')
      t.same(await storedKeys(page, nursingId), [], 'the browser copies of the letter and clock are cleared')
      await done.getByRole('button', { name: 'OK' }).click()
      await page.waitForURL(/\/app\/oetwriting$/)
      const item = page.getByRole('article', { name: NURSING }).filter({ hasText: 'Pending evaluation' })
      await item.waitFor()
      t.match(await item.textContent(), PENDING_NOTICE, 'pending, with the 24-hour notice')
      t.match(await item.textContent(), 'Typed, 21 words in the body')
      await item.getByText('Your letter').click()
      t.match(await item.textContent(), 'Dear Ms Thorne,', 'the letter as sent')
    })
  })

  await t.test('paper-based: photos chosen, one removed, a refusal shown, then submitted', async (t) => {
    const jpeg = await pagePhoto('jpeg')
    const png = await pagePhoto('png', '#e8eef4')
    await openAttempt(t, page, url, medicineId, { total: 120, locked: 1 })
    await openWritingScreen(page, url, medicineId)
    await page.getByRole('radio', { name: 'Paper-based' }).check()
    const input = page.getByLabel('Photos of your handwritten answer')
    await answerOpens(page)

    await page.getByRole('button', { name: 'Submit Test' }).click()
    const invalid = page.getByRole('dialog', { name: 'Nothing to submit yet' })
    t.match(await invalid.textContent(), 'Please upload at least one image of your handwritten test.', 'no photo, no submit')
    await invalid.getByRole('button', { name: 'OK' }).click()

    await input.setInputFiles([
      { name: 'page-1.jpg', mimeType: 'image/jpeg', buffer: jpeg },
      { name: 'page-2.png', mimeType: 'image/png', buffer: png },
      { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('This is a text file, renamed .jpg') },
    ])
    await page.getByText('2 image(s) selected', { exact: true }).waitFor()
    t.match(
      await page.getByRole('alert').filter({ hasText: 'notes.jpg' }).textContent(),
      '"notes.jpg" is not a photo that can be read.',
      'a text file renamed .jpg is read when chosen, named and left out',
    )
    const thumbs = page.getByRole('list', { name: 'Selected images' }).getByRole('listitem')
    t.equal(await thumbs.count(), 2, 'a thumbnail each')
    await thumbnailsDrawn(page)
    await page.setViewportSize(PHONE)
    await page.getByRole('tab', { name: 'Your answer' }).click()
    t.ok(await page.getByRole('radio', { name: 'Paper-based' }).isChecked(), 'the mode is still paper at phone width')
    await page.setViewportSize(DESKTOP)

    await page.getByRole('button', { name: 'Remove page 2' }).click()
    t.ok(await page.getByText('1 image(s) selected', { exact: true }).isVisible(), 'one removed')
    t.equal(await thumbs.count(), 1)
    t.match(await askedBeforeLeaving(page), /^Your photos have not been sent/, 'leaving with photos not sent is questioned')
    t.ok(await page.getByText('1 image(s) selected', { exact: true }).isVisible(), 'staying keeps them')
    t.same(await reload(page), ['beforeunload'], 'a reload with a photo not sent is asked about')
    await page.getByText('1 image(s) selected', { exact: true }).waitFor()
    t.ok(await page.getByRole('radio', { name: 'Paper-based' }).isChecked(), 'the reload keeps paper mode')
    t.ok(await page.getByRole('img', { name: 'Page 1: page-1.jpg' }).isVisible(), 'and the photo kept in the browser, not the removed one')
    await thumbnailsDrawn(page)

    await t.test('a refusal shows "Submission Failed" with the reason; back to the answer, it is kept and can be sent', async (t) => {
      const submitPath = `**/api/writing-tests/submission/${medicineId}/submit`
      const refusal = 'Each image must be 25 MB or smaller.'
      await page.route(submitPath, (route) => route.fulfill({ status: 413, contentType: 'application/json', body: JSON.stringify({ message: refusal }) }))
      await submitTest(page)
      const failed = page.getByRole('dialog', { name: 'Submission Failed' })
      await failed.waitFor()
      t.match(await failed.textContent(), refusal, 'the server’s reason')
      await failed.getByRole('button', { name: 'Back to my answer' }).click()
      await failed.waitFor({ state: 'hidden' })
      t.ok(await page.getByText('1 image(s) selected', { exact: true }).isVisible(), 'the photo is still chosen')
      await page.unroute(submitPath)
      await submitTest(page)
      await seeProgress(t, page)
      const done = page.getByRole('dialog', { name: 'Test Submitted' })
      await done.waitFor({ timeout: 30_000 })
      await done.getByRole('button', { name: 'OK' }).click()
      await page.waitForURL(/\/app\/oetwriting$/)
      const item = page.getByRole('article', { name: MEDICINE }).filter({ hasText: 'Pending evaluation' })
      await item.waitFor()
      t.match(await item.textContent(), 'Handwritten, 1 photo', 'the photo was stored')
      t.equal(await keptPhotoCount(page), 0, "the browser's copy of the photo is gone once sent")
    })
  })

  // One letter of a test waits for evaluation at a time (decision 0032): staff evaluate both before the student writes again.
  // The product is shared with other tests: this student's letters only.
  const { user } = await apiJson<{ user: { id: string } }>(page, url, 'GET', '/api/auth/me')
  for (const { id } of await pendingOf(url, user.id, '&skill=writing')) {
    await evaluateAsAdmin(url, id, { criteria: { purpose: 3, content: 5, conciseness: 5, genre: 5, organisation: 5, language: 4 }, grade: 'B', adminComments: 'Clear purpose.' })
  }

  await t.test('at the deadline a typed letter is submitted by itself', async (t) => {
    await openAttempt(t, page, url, nursingId, { total: 12, locked: 1 })
    await openWritingScreen(page, url, nursingId)
    const answer = page.getByRole('textbox', { name: 'Your Answer' })
    // The reading time ends on the page's own clock. The server refuses a letter in it by its
    // clock (decision 0045), which started with the attempt, before the page's: it has ended there too.
    await answerOpens(page)
    await answer.fill('Dear Ms Thorne, a short letter.')
    // From here the test moves the page's clock on, to the deadline.
    await page.clock.install()
    await page.clock.fastForward(10_000)
    const done = page.getByRole('dialog', { name: 'Test Submitted' })
    await done.waitFor({ timeout: 60_000 })
    t.match(await done.textContent(), 'Your time ended, so your work was submitted as you left it.')
    await done.getByRole('button', { name: 'OK' }).click()
    await page.waitForURL(/\/app\/oetwriting$/)
    const nursing = page.getByRole('article', { name: NURSING })
    await nursing.filter({ hasText: 'Pending evaluation' }).waitFor()
    t.equal(await nursing.filter({ hasText: 'Pending evaluation' }).count(), 1, 'the second nursing letter, pending')
    t.equal(await nursing.filter({ hasText: /Evaluated/ }).count(), 1, 'beside the evaluated first')
  })

  await t.test('at the deadline with nothing written, the student is told', async (t) => {
    await openAttempt(t, page, url, medicineId, { total: 6, locked: 1 })
    await openWritingScreen(page, url, medicineId)
    await page.clock.fastForward(6_000)
    const nothing = page.getByRole('dialog', { name: 'Time is up' })
    await nothing.waitFor({ timeout: 60_000 })
    t.match(await nothing.textContent(), 'nothing was typed or uploaded')
    await nothing.getByRole('button', { name: 'OK' }).click()
    await page.waitForURL(/\/app\/oetwriting$/)
  })

  await t.test('an unknown test is "Error loading test"', async (t) => {
    await page.goto(`${url}/oet-writing/00000000-0000-4000-8000-000000000000`)
    await hydrated(page)
    t.ok(await page.getByRole('heading', { level: 1, name: 'Error loading test' }).isVisible())
  })

  t.same(errors, [], 'no script errors')
})
