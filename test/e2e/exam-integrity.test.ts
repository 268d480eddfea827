import t from 'tap'
import type { Page } from 'playwright-core'
import type { Attempt } from '#shared/attempts/schema.ts'
import { PHONE, hydrated, secondsOfClock } from './browser.ts'
import { LEAVE_TEST_TITLE } from '#client/components/exam/ExamLeaveGuard.tsx'
import { START_AGAIN_TITLE } from '#client/components/hub/StartAgainDialog.tsx'
import { AUTOSAVE_DELAY_MS, answerAndSave, answerSaved, blank, moveClockTo, showQuestions, startReading } from './exam-screens.ts'
import { apiJson, logInHere, logInInBrowser, newStudentPage, openPage, testIdByTitle } from './student.ts'
import { sharedBrowser, sharedProduct } from './shared.ts'
import { MOCK_TITLE } from './mock-screens.ts'

const SAMPLE_TITLE = 'OET Reading Test 1'
const NAME = 'Two Devices'
const OTHER_DEVICE = 'This test is also open on another device; your answers are merged.'
const PART_A_SECONDS = 900
/** The narrowest phone a candidate may use. */
const NARROW = { width: 320, height: 640 }

const openReading = (page: Page, url: string, testId: string) => startReading(page, url, testId, 'mode=simulation')

/**
 * Scrolled to the end of what is on screen: how far down the bars stuck at the top reach, and where
 * the bar stuck at the bottom begins, in px of the viewport.
 */
async function stuckBars(page: Page): Promise<{ top: number; bottom: number }> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  return page.evaluate(() => {
    let top = 0
    let bottom = window.innerHeight
    for (const element of document.querySelectorAll('*')) {
      const style = getComputedStyle(element)
      if (style.position !== 'sticky') continue
      const box = element.getBoundingClientRect()
      if (style.bottom === 'auto') top = Math.max(top, box.bottom)
      else bottom = Math.min(bottom, box.top)
    }
    return { top, bottom }
  })
}

t.test('exam integrity (issue 17)', async (t) => {
  const { url } = await sharedProduct()
  const browser = await sharedBrowser()

  await t.test('one reading simulation on a laptop and a phone: one clock, one answer sheet', async (t) => {
    const laptop = await newStudentPage(t, browser, url, NAME)
    const testId = await testIdByTitle(laptop.page, url, '/api/oet-reading-tests', SAMPLE_TITLE)
    await openReading(laptop.page, url, testId)

    const laptopSave = answerSaved(laptop.page, '15')
    await blank(laptop.page, '8').fill('6 hours')
    await blank(laptop.page, '15').fill('externally rotated')
    await laptopSave
    const attempt = await apiJson<Attempt>(laptop.page, url, 'POST', '/api/attempts', { testId, mode: 'simulation' })
    t.ok(attempt.partStartedAt.partA, "Part A's start is recorded on the server")

    // A second device, with storage of its own: before, it began Part A afresh at 15:00.
    const phone = await openPage(t, browser, { viewport: PHONE })
    await logInInBrowser(phone.page, url, NAME)
    await openReading(phone.page, url, testId)
    const expected = PART_A_SECONDS - (Date.now() - Date.parse(attempt.partStartedAt.partA!)) / 1000
    const phoneLeft = secondsOfClock(await phone.page.getByRole('timer').textContent())
    const laptopLeft = secondsOfClock(await laptop.page.getByRole('timer').textContent())
    t.ok(Math.abs(phoneLeft - expected) <= 2, `the phone shows the time left on the server's clock (${phoneLeft} s, expected ${Math.round(expected)} s)`)
    // Read together, two clocks counting from one start differ by a tick at most.
    t.ok(Math.abs(phoneLeft - laptopLeft) <= 1, `and the same time as the laptop (${laptopLeft} s)`)
    const phoneStart = await phone.page.evaluate((id) => JSON.parse(localStorage.getItem(`oetTimer:${id}`) ?? '{}').partStartedAt?.partA, testId)
    t.equal(phoneStart, Date.parse(attempt.partStartedAt.partA!), "the phone counts from the laptop's start, to the millisecond")
    await showQuestions(phone.page)
    t.equal(await blank(phone.page, '8').inputValue(), '6 hours', "the phone shows the laptop's answers")

    // Each device types other questions: neither erases the other's.
    await answerAndSave(phone.page, '9', 'monthly')
    await phone.page.getByText(OTHER_DEVICE).waitFor()
    t.pass('the phone says the test is open on another device')

    await answerAndSave(laptop.page, '20', 'daily')
    await laptop.page.getByText(OTHER_DEVICE).waitFor()
    t.equal(await blank(laptop.page, '9').inputValue(), 'monthly', "the laptop takes the phone's answer as soon as it saves")

    const stored = await apiJson<Attempt>(laptop.page, url, 'GET', `/api/attempts/${attempt.id}`)
    t.same(
      { 8: stored.answers['8'], 9: stored.answers['9'], 15: stored.answers['15'], 20: stored.answers['20'] },
      { 8: '6 hours', 9: 'monthly', 15: 'externally rotated', 20: 'daily' },
      'the server keeps all four answers',
    )
    await laptop.page.reload()
    await hydrated(laptop.page)
    await blank(laptop.page, '20').waitFor()
    t.same(
      await Promise.all(['8', '9', '15', '20'].map((id) => blank(laptop.page, id).inputValue())),
      ['6 hours', 'monthly', 'externally rotated', 'daily'],
      'after a reload the laptop shows every answer',
    )
    t.same([...laptop.errors, ...phone.errors], [], 'no script errors on either device')
  })

  await t.test('the clock warns at 5 and at 1 minute, on screen and for screen readers', async (t) => {
    const { page, errors } = await newStudentPage(t, browser, url, 'Clock Warning', { viewport: PHONE })
    const testId = await testIdByTitle(page, url, '/api/oet-reading-tests', SAMPLE_TITLE)
    await page.clock.install()
    await page.goto(`${url}/oet-reading/${testId}?mode=practice&minutes=6`)
    await hydrated(page)
    await page.getByRole('button', { name: 'Start', exact: true }).click()
    await page.getByRole('heading', { level: 2, name: 'Part A' }).waitFor()
    t.equal(await page.evaluate(() => document.activeElement?.textContent), 'Part A', 'after Start the focus is on the part, not the page body')
    const warning = page.locator('.exam-time-warning')
    t.equal(await warning.count(), 0, 'no warning with 6 minutes left')
    await moveClockTo(page, 295)
    await warning.getByText('5 minutes remaining').waitFor()
    t.equal(await warning.getAttribute('aria-live'), 'polite', 'the same words a screen reader hears')
    await moveClockTo(page, 270)
    await warning.waitFor({ state: 'detached' })
    t.pass('the warning leaves the screen after a while')
    // 50 s left: past the 1-minute mark, within the time its warning shows.
    await moveClockTo(page, 50)
    await warning.getByText('1 minute remaining').waitFor()
    t.pass('and comes back at 1 minute')
    // The chosen minutes end: the test is submitted by itself, and the result says why.
    await page.clock.fastForward(50_000)
    const result = page.getByRole('dialog', { name: 'Test Submitted!' })
    await result.waitFor()
    t.match(await result.textContent(), 'The 6 minutes you chose for this practice have ended, so your answers were submitted as you left them.', 'the result says why the test ended')
    t.same(errors, [], 'no script errors')
  })

  await t.test('exam mode: no site navigation, and leaving a running test asks first', async (t) => {
    const { page, errors } = await newStudentPage(t, browser, url, 'Exam Mode', { viewport: PHONE })
    const testId = await testIdByTitle(page, url, '/api/oet-reading-tests', SAMPLE_TITLE)
    await openReading(page, url, testId)
    t.equal(await page.getByRole('navigation', { name: 'Main', includeHidden: true }).count(), 0, 'no site navigation on the exam screen')
    t.equal(await page.getByRole('button', { name: 'Menu' }).count(), 0, 'nor a Menu button')
    const brand = page.getByRole('link', { name: 'OET Prep' })
    const leave = page.getByRole('dialog', { name: LEAVE_TEST_TITLE })
    await brand.click()
    await leave.waitFor()
    t.equal(await page.evaluate(() => document.activeElement?.textContent), 'Stay in the test', 'staying is the default')
    await page.keyboard.press('Enter')
    await leave.waitFor({ state: 'hidden' })
    t.ok(await page.getByRole('heading', { level: 2, name: 'Part A' }).isVisible(), 'staying keeps the test on screen')
    await brand.click()
    await leave.getByRole('button', { name: 'Leave', exact: true }).click()
    await page.waitForURL(/\/app\/welcome$/)
    await page.getByRole('button', { name: 'Menu' }).waitFor()
    t.equal(await page.getByRole('navigation', { name: 'Main', includeHidden: true }).count(), 1, 'leaving goes, and the site navigation is back (behind the Menu button on a phone)')
    t.same(errors, [], 'no script errors')
  })

  await t.test("the browser's Back asks too, when the test was the first page the tab loaded: the reading test and the mock alike", async (t) => {
    const { page, errors } = await newStudentPage(t, browser, url, 'Back Presser')
    const leave = page.getByRole('dialog', { name: LEAVE_TEST_TITLE })
    const back = () => page.evaluate(() => history.back())
    const testId = await testIdByTitle(page, url, '/api/oet-reading-tests', SAMPLE_TITLE)
    await page.goto(`${url}/app/welcome`)
    // Opened as a new page: Back from it goes to another document, which the router cannot hold.
    await openReading(page, url, testId)
    await back()
    await leave.waitFor()
    await leave.getByRole('button', { name: 'Stay in the test' }).click()
    await leave.waitFor({ state: 'hidden' })
    t.match(page.url(), `/oet-reading/${testId}`, 'staying keeps the test')
    t.ok(await page.getByRole('heading', { level: 2, name: 'Part A' }).isVisible(), 'on screen')
    await back()
    await leave.waitFor()
    t.pass('Back asks again after staying')
    await leave.getByRole('button', { name: 'Leave', exact: true }).click()
    await page.waitForURL(/\/app\/welcome$/)
    t.pass('leaving goes back where the student came from')

    // The mock, opened from its hub: Back asks there too (the same guard, written once).
    const mockId = await testIdByTitle(page, url, '/api/mock-tests', MOCK_TITLE)
    await page.goto(`${url}/mock-tests`)
    await hydrated(page)
    await page.getByRole('button', { name: `Start ${MOCK_TITLE}` }).click()
    await page.getByRole('dialog', { name: `Start ${MOCK_TITLE}` }).getByRole('button', { name: 'Start mock' }).click()
    await page.getByRole('dialog', { name: 'Listening: instructions' }).waitFor()
    await back()
    await leave.waitFor()
    t.match(page.url(), `/mock-test/${mockId}`, 'the mock asks before Back leaves it')
    await leave.getByRole('button', { name: 'Leave', exact: true }).click()
    await page.waitForURL(/\/mock-tests$/)
    t.same(errors, [], 'no script errors')
  })

  await t.test('nothing is wider than a 320 px screen, in every part of a reading test, and with Large text the bars leave the text room', async (t) => {
    const { page, errors } = await newStudentPage(t, browser, url, 'Narrow Phone', { viewport: NARROW })
    const testId = await testIdByTitle(page, url, '/api/oet-reading-tests', SAMPLE_TITLE)
    await page.goto(`${url}/oet-reading/${testId}?mode=practice`)
    await hydrated(page)
    await page.getByRole('button', { name: 'Start', exact: true }).click()
    await page.getByRole('group', { name: 'Text size' }).getByRole('button', { name: 'Large', exact: true }).click()
    for (const part of ['Part A', 'Part B', 'Part C']) {
      await page.getByRole('heading', { level: 2, name: part }).waitFor()
      const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }))
      t.ok(widths.page <= widths.screen, `${part}: the page is ${widths.page} px wide on a ${widths.screen} px screen`)
      const submit = await page.getByRole('button', { name: 'Submit Test' }).boundingBox()
      t.ok(submit && submit.y + submit.height <= NARROW.height, `${part}: Submit Test is on the screen`)
      // A student's finding (issue 33): the bars left 4-5 lines of the passage.
      const bars = await stuckBars(page)
      const covered = bars.top + NARROW.height - bars.bottom
      t.ok(covered <= NARROW.height / 3, `${part}: the bars stuck at the top and bottom take ${Math.round(covered)} px of ${NARROW.height}`)
      const inTopBar = async (what: string, selector: string) => {
        const box = await page.locator(selector).boundingBox()
        t.ok(box && box.y >= 0 && box.y + box.height <= bars.top, `${part}: ${what} stays in view`)
      }
      await inTopBar('the clock', '.reading-bar-clock')
      await inTopBar('what the autosave is doing', '.reading-bar .lt-save')
      if (part !== 'Part C') await page.getByRole('button', { name: 'Next Part' }).click()
    }
    t.same(errors, [], 'no script errors')
  })

  await t.test('the session ends during a test: log in again, and every answer is kept and sent', async (t) => {
    // The saves refused once the session has gone are logged by the browser; they are the point.
    const { page, context, errors } = await newStudentPage(t, browser, url, 'Lapsed Session', { viewport: PHONE, ignore: /status of 401/ })
    const testId = await testIdByTitle(page, url, '/api/oet-reading-tests', SAMPLE_TITLE)
    // The page's clock runs as the real one but for the autosaves' delays, which the test moves past.
    await page.clock.install()
    await openReading(page, url, testId)
    await showQuestions(page)
    await answerAndSave(page, '8', '6 hours', { moveClock: true })
    // Logged out in another tab, or the cookie expired: the next save finds no session.
    await context.clearCookies()
    await blank(page, '9').fill('monthly')
    await page.clock.fastForward(AUTOSAVE_DELAY_MS)
    const expired = page.getByRole('dialog', { name: 'Session expired' })
    await expired.waitFor()
    t.match(await expired.textContent(), 'Session expired. Please log in again.', "SPEC section 8's words")
    await expired.getByRole('button', { name: 'OK' }).click()
    await page.waitForURL(/\/login\?next=/)
    const resent = answerSaved(page, '9')
    await logInHere(page, 'Lapsed Session', /\/oet-reading\//)
    await page.getByRole('heading', { level: 2, name: 'Part A' }).waitFor()
    await page.clock.fastForward(AUTOSAVE_DELAY_MS)
    await resent
    t.pass('after logging in the test comes back, and the answer typed meanwhile is sent')
    const attempt = await apiJson<Attempt>(page, url, 'POST', '/api/attempts', { testId, mode: 'simulation' })
    t.same([attempt.answers['8'], attempt.answers['9']], ['6 hours', 'monthly'], 'the server has both answers')
    t.same(errors, [], 'no script errors')
  })

  await t.test('an open attempt can be discarded from the hub and the test started again', async (t) => {
    const { page, errors } = await newStudentPage(t, browser, url, 'Second Start', { viewport: PHONE })
    const testId = await testIdByTitle(page, url, '/api/oet-reading-tests', SAMPLE_TITLE)
    // The page's clock runs as the real one but for the autosave's delay, which the test moves past.
    await page.clock.install()
    await openReading(page, url, testId)
    await showQuestions(page)
    await answerAndSave(page, '8', 'first go', { moveClock: true })
    await page.goto(`${url}/app/oetreading`)
    await hydrated(page)
    await page.getByRole('button', { name: `Start again ${SAMPLE_TITLE}` }).click()
    const ask = page.getByRole('dialog', { name: START_AGAIN_TITLE })
    await ask.waitFor()
    t.equal(await page.evaluate(() => document.activeElement?.textContent), 'Keep it', 'keeping the attempt is the default')
    await ask.getByRole('button', { name: 'Discard and start again' }).click()
    const choose = page.getByRole('dialog', { name: `Start ${SAMPLE_TITLE}` })
    await choose.getByRole('radio', { name: 'Simulation' }).check()
    await choose.getByRole('button', { name: 'Start test' }).click()
    await page.getByRole('button', { name: 'Start', exact: true }).click()
    await page.getByRole('heading', { level: 2, name: 'Part A' }).waitFor()
    t.equal(await page.evaluate(() => document.activeElement?.textContent), 'Part A', 'after Start the focus is on the part, not the page body')
    await showQuestions(page)
    t.equal(await blank(page, '8').inputValue(), '', 'the new attempt starts with no answers')
    t.equal(await page.getByRole('timer').textContent(), '15:00', 'and a fresh clock')
    t.same(errors, [], 'no script errors')
  })
})
