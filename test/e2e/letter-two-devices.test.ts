import t from 'tap'
import type { Page } from 'playwright-core'
import type { Attempt } from '#shared/attempts/schema.ts'
import { PHONE } from './browser.ts'
import { sharedBrowser, sharedProduct } from './shared.ts'
import { apiJson, newStudentPage, openPage, testIdByTitle } from './student.ts'
import { LAID_OUT_LETTER, NURSING, answerOpens, openWritingScreen, startWritingAttempt } from './writing-page.ts'

/*
 * A writing test open on a laptop and a phone (issue 32): no letter is lost to the other device.
 * The phone shows the laptop's letter as soon as the student returns to it; edits made at once are merged, and
 * where both changed the same words both versions stay on screen until the student chooses.
 */

const OTHER_DEVICE = 'This test is also open on another device; your answers are merged.'
const PHONE_LINE = ' I would be grateful if you could review his dressings twice a week.'

const letterBox = (page: Page) => page.getByRole('textbox', { name: 'Your Answer' })
/** The server has answered a save of the letter holding `words` (the status reads "Saved" before any save too). */
const letterSaved = (page: Page, words: string) =>
  page.waitForResponse((response) => {
    const request = response.request()
    return response.url().endsWith('/answers') && request.method() === 'PUT' && (request.postDataJSON() as { answers: Record<string, string> }).answers.writingAnswer?.includes(words) === true
  })
const serverLetter = async (page: Page, url: string, attemptId: string) => (await apiJson<Attempt>(page, url, 'GET', `/api/attempts/${attemptId}`)).answers.writingAnswer

/**
 * Puts the cursor back in the letter after a pause in typing (the page's clock moved past it), as
 * a student returning to it does, and waits while the page fetches the server's letter.
 */
async function startTyping(page: Page) {
  await page.clock.fastForward(5000)
  await letterBox(page).blur()
  const checked = page.waitForResponse((response) => response.url().endsWith('/answers') && response.request().method() === 'PUT')
  await letterBox(page).focus()
  await checked
  await page.locator('.writing-save').filter({ hasNotText: 'Checking for changes' }).waitFor()
}

/** Holds this device's saves until `release` resolves: its typing reaches the server after the other's. */
function holdSaves(page: Page, release: Promise<unknown>) {
  return page.route('**/api/attempts/*/answers', async (route) => {
    await release
    await route.continue()
  })
}

t.test('a letter on a laptop and a phone', async (t) => {
  const { url } = await sharedProduct({ customTiming: true })
  const browser = await sharedBrowser()
  const laptop = await newStudentPage(t, browser, url, 'Letter On Two Devices')
  const testId = await testIdByTitle(laptop.page, url, '/api/oet-writing-tests', NURSING)
  const attemptId = await startWritingAttempt(laptop.page, url, testId, { total: 2700, locked: 1 })
  const phone = await openPage(t, browser, { viewport: PHONE })
  await phone.context.addCookies(await laptop.context.cookies())
  // Clocks the test moves past pauses in typing.
  await Promise.all([phone.page.clock.install(), laptop.page.clock.install()])
  // The phone opens the test first and sits with an empty letter.
  await openWritingScreen(phone.page, url, testId)
  await openWritingScreen(laptop.page, url, testId)
  await Promise.all([answerOpens(phone.page), answerOpens(laptop.page)])
  // On a phone the letter sits under its own tab, beside the case notes.
  await phone.page.getByRole('tab', { name: 'Your answer' }).click()

  await t.test('the phone shows the letter typed on the laptop when it returns to the letter, and both devices keep both', async (t) => {
    const laptopSaved = letterSaved(laptop.page, 'Charge Nurse')
    await letterBox(laptop.page).fill(LAID_OUT_LETTER)
    await laptopSaved
    t.equal(await letterBox(phone.page).inputValue(), '', 'the phone has not heard of it yet')

    await startTyping(phone.page)
    t.equal(await letterBox(phone.page).inputValue(), LAID_OUT_LETTER, "the laptop's letter is in the phone's box as soon as the cursor is")
    const phoneSaved = letterSaved(phone.page, PHONE_LINE)
    await phone.page.keyboard.press('Control+End')
    await phone.page.keyboard.type(PHONE_LINE)
    await phoneSaved
    await phone.page.getByText(OTHER_DEVICE).waitFor()

    await startTyping(laptop.page)
    t.equal(await letterBox(laptop.page).inputValue(), LAID_OUT_LETTER + PHONE_LINE, "the laptop shows the phone's line too")
    t.equal(await serverLetter(laptop.page, url, attemptId), LAID_OUT_LETTER + PHONE_LINE, 'and the server keeps the whole letter')
  })

  await t.test('typing at once in different places: both edits are merged', async (t) => {
    const base = LAID_OUT_LETTER + PHONE_LINE
    await startTyping(phone.page)
    let release: () => void = () => {}
    await holdSaves(phone.page, new Promise<void>((resolve) => (release = resolve)))
    // The phone adds to the first line while the laptop changes the sign-off; the phone's save arrives second.
    await letterBox(phone.page).fill(base.replace('District Nurse', 'District Nurse, Riverside Health Centre'))
    const laptopSaved = letterSaved(laptop.page, 'Ward 7')
    await letterBox(laptop.page).fill(base.replace('Charge Nurse', 'Charge Nurse, Ward 7'))
    await laptopSaved
    // The phone's save is turned back with the laptop's letter; the phone merges the two and saves that.
    const mergedSaved = phone.page.waitForResponse((response) => {
      const letter = response.request().method() === 'PUT' ? (response.request().postDataJSON() as { answers: Record<string, string> }).answers.writingAnswer : undefined
      return response.url().endsWith('/answers') && letter?.includes('Riverside') === true && letter.includes('Ward 7')
    })
    release()
    await mergedSaved
    const merged = base.replace('District Nurse', 'District Nurse, Riverside Health Centre').replace('Charge Nurse', 'Charge Nurse, Ward 7')
    t.equal(await letterBox(phone.page).inputValue(), merged, "the phone's box holds both edits")
    t.equal(await serverLetter(phone.page, url, attemptId), merged, 'so does the server')
    await startTyping(laptop.page)
    t.equal(await letterBox(laptop.page).inputValue(), merged, 'and the laptop')
    await phone.page.unroute('**/api/attempts/*/answers')
  })

  await t.test('the same words changed on both: both versions stay on screen until the student chooses', async (t) => {
    const base = await letterBox(laptop.page).inputValue()
    const fromLaptop = base.replace('Dear Ms Thorne,', 'Dear Rebecca,')
    const fromPhone = base.replace('Dear Ms Thorne,', 'Dear Nurse Thorne,')
    await startTyping(phone.page)
    let release: () => void = () => {}
    await holdSaves(phone.page, new Promise<void>((resolve) => (release = resolve)))
    await letterBox(phone.page).fill(fromPhone)
    const laptopSaved = letterSaved(laptop.page, 'Dear Rebecca')
    await letterBox(laptop.page).fill(fromLaptop)
    await laptopSaved
    release()

    const conflict = phone.page.getByRole('alert').filter({ hasText: 'Your letter was changed on another device at the same time' })
    await conflict.waitFor()
    t.equal(await conflict.getByRole('textbox', { name: 'The other device’s version' }).inputValue(), fromLaptop, "the laptop's version is shown")
    t.equal(await letterBox(phone.page).inputValue(), fromPhone, "the phone's own stays in its box")
    t.equal(await serverLetter(phone.page, url, attemptId), fromLaptop, 'nothing replaced on the server before the choice')
    await phone.page.unroute('**/api/attempts/*/answers')

    const chosenSaved = letterSaved(phone.page, 'Dear Nurse Thorne')
    await conflict.getByRole('button', { name: 'Keep my version' }).click()
    await conflict.waitFor({ state: 'detached' })
    await chosenSaved
    t.equal(await serverLetter(phone.page, url, attemptId), fromPhone, "the phone's version, chosen, is saved")
    await startTyping(laptop.page)
    t.equal(await letterBox(laptop.page).inputValue(), fromPhone, 'and reaches the laptop')
  })

  await t.test('once the phone closes its page, the laptop no longer says the test is open elsewhere', async (t) => {
    t.ok(await laptop.page.getByText(OTHER_DEVICE).isVisible(), 'open on two devices')
    await phone.page.close({ runBeforeUnload: true })
    // The laptop types on: its next save hears that the phone has gone.
    await startTyping(laptop.page)
    const laptopSaved = letterSaved(laptop.page, 'Thank you.')
    await laptop.page.keyboard.press('Control+End')
    await laptop.page.keyboard.type(' Thank you.')
    await laptopSaved
    await laptop.page.getByText(OTHER_DEVICE).waitFor({ state: 'hidden' })
    t.pass('the notice is gone')
    t.same([...laptop.errors, ...phone.errors], [], 'no script errors on either device')
  })
})
