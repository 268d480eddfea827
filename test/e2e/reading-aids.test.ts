import t from 'tap'
import type { Page } from 'playwright-core'
import { DESKTOP, PHONE, hydrated } from './browser.ts'
import { answerDialog, blank, clickHeader, openAttempt, question, screenHeading, selectInTexts, skipReading } from './exam-screens.ts'
import { newStudentPage, tabTo, testIdByTitle } from './student.ts'
import { sharedBrowser, sharedProduct } from './shared.ts'

const SAMPLE_TITLE = 'OET Reading Test 1'
const LISTENING_TITLE = 'OET Listening Practice Test 1'
/** Question 21's first option: the answer given, which crossing out must never change. */
const Q21_CHOSEN = 'may be used to start an infusion of a high-risk medicine in an emergency.'
/** The narrowest phone a candidate may use. */
const NARROW = { width: 320, height: 640 }

const textSize = (page: Page) => page.getByRole('group', { name: 'Text size' })
const sizeButton = (page: Page, size: 'Small' | 'Medium' | 'Large') => textSize(page).getByRole('button', { name: size, exact: true })
const crossOut = (page: Page, id: string, letter: string) => question(page, id).getByRole('button', { name: `Cross out option ${letter}`, exact: true })
const marks = (page: Page) => page.locator('mark.exam-highlight').allTextContents()
const pressed = async (page: Page, locator: ReturnType<typeof crossOut>) => (await locator.getAttribute('aria-pressed')) === 'true'
/** What this browser keeps of the test under a storage family (oetHighlights, oetStruck). */
const stored = (page: Page, family: string, testId: string) =>
  page.evaluate(([name, id]) => JSON.parse(localStorage.getItem(`${name}:${id}`) ?? 'null') as Record<string, unknown> | null, [family, testId])
/** Scrolled down the texts, where the phone's tabs stick and where the exam bar ends: the tabs must be clear of it. */
async function tabsAndBar(page: Page): Promise<{ tabsTop: number; barBottom: number }> {
  await page.evaluate(() => window.scrollTo(0, 900))
  return page.evaluate(() => ({
    tabsTop: document.querySelector('.reading-tabs')!.getBoundingClientRect().top,
    barBottom: document.querySelector('.reading-bar')!.getBoundingClientRect().bottom,
  }))
}
const clear = ({ tabsTop, barBottom }: { tabsTop: number; barBottom: number }) => tabsTop >= barBottom - 1

/** How much wider than the window the page is (0 when nothing sticks out). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

async function reload(page: Page) {
  await page.reload()
  await hydrated(page)
}

t.test('reading aids: highlights, crossed-out options and text size survive a reload', async (t) => {
  // Custom timing: the listening attempt below is opened with a short clock, as the listening tests do.
  const { url } = await sharedProduct({ customTiming: true })
  // The listening screen plays its recordings by itself, as a student's first click would allow.
  const browser = await sharedBrowser({ autoplay: true })
  const { page, errors } = await newStudentPage(t, browser, url, 'Reading Aids')
  const testId = await testIdByTitle(page, url, '/api/oet-reading-tests', SAMPLE_TITLE)
  await page.goto(`${url}/oet-reading/${testId}?mode=practice&minutes=60`)
  await hydrated(page)
  await page.getByRole('button', { name: 'Start', exact: true }).click()
  await page.getByRole('heading', { level: 2, name: 'Part A' }).waitFor()

  await t.test('Part A: a highlighted phrase is kept as offsets into its text', async (t) => {
    const picked = await selectInTexts(page, [0, 0, 4], [0, 0, 30])
    await page.getByRole('button', { name: 'Highlight', exact: true }).click()
    t.same(await marks(page), [picked], 'the phrase is highlighted')
    const kept = (await stored(page, 'oetHighlights', testId))?.texts as Record<string, [number, number][]> | undefined
    t.same(Object.keys(kept ?? {}), ['partA:0'], 'and kept under its text (Part A, the first)')
    const [start, end] = kept?.['partA:0']?.[0] ?? [0, 0]
    const keptText = await page.locator('.exam-highlightable-content').first().evaluate((content, [from, to]) => content.textContent?.slice(from, to), [start, end])
    t.equal(keptText, picked, "as character offsets into the text's content")

    await sizeButton(page, 'Large').click()
    t.equal(await page.locator('.reading-exam').getAttribute('data-text-size'), 'large', 'Large applies to the exam screen')
    t.ok(await pressed(page, sizeButton(page, 'Large')), 'and shows as pressed')
    const fontSize = await page.locator('.exam-text').first().evaluate((text) => parseFloat(getComputedStyle(text).fontSize))
    t.ok(fontSize > 20, `the text is larger (${fontSize} px)`)

    await reload(page)
    await page.getByRole('heading', { level: 2, name: 'Part A' }).waitFor()
    await page.locator('mark.exam-highlight').first().waitFor()
    t.same(await marks(page), [picked], 'after a reload the highlight is back, on the same words')
    t.ok(await pressed(page, sizeButton(page, 'Large')), 'and the text is still large')
  })

  await t.test('Part B: an option crossed out stays selectable, never changes the answer, and is kept', async (t) => {
    await page.getByRole('button', { name: 'Next Part' }).click()
    await page.getByRole('heading', { level: 2, name: 'Part B' }).waitFor()
    await question(page, '21').getByRole('radio', { name: Q21_CHOSEN }).check()
    await crossOut(page, '21', 'B').click()
    t.ok(await pressed(page, crossOut(page, '21', 'B')), 'option B shows as crossed out')
    const option = question(page, '21').locator('.qt-option').nth(1)
    t.equal(await option.locator('.qt-option-text').evaluate((text) => getComputedStyle(text).textDecorationLine), 'line-through', 'its text is struck through')
    await crossOut(page, '21', 'A').click()
    t.ok(await question(page, '21').getByRole('radio', { name: Q21_CHOSEN }).isChecked(), 'crossing out the chosen option leaves it chosen')
    await crossOut(page, '21', 'A').click()
    t.notOk(await pressed(page, crossOut(page, '21', 'A')), 'a second press restores it')
    await option.locator('input').check()
    t.ok(await option.locator('input').isChecked(), 'a crossed-out option can still be chosen')
    await question(page, '21').getByRole('radio', { name: Q21_CHOSEN }).check()
    t.same(await stored(page, 'oetStruck', testId).then((value) => value?.questions), { 21: [1] }, 'only option B is kept as crossed out')

    await reload(page)
    await page.getByRole('heading', { level: 2, name: 'Part B' }).waitFor()
    await crossOut(page, '21', 'B').waitFor()
    // The kept crossings show right after hydration.
    await page.waitForFunction(() => document.querySelector('.qt-option-struck') !== null)
    t.ok(await pressed(page, crossOut(page, '21', 'B')), 'after a reload option B is still crossed out')
    t.ok(await question(page, '21').getByRole('radio', { name: Q21_CHOSEN }).isChecked(), 'and the answer is the one chosen')
    t.ok(await pressed(page, sizeButton(page, 'Large')), 'and the text is still large')
  })

  await t.test('from the keyboard: the text size and a cross-out button', async (t) => {
    await page.setViewportSize(PHONE)
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await tabTo(page, sizeButton(page, 'Small'))
    await page.keyboard.press('Enter')
    t.ok(await pressed(page, sizeButton(page, 'Small')), 'Enter chooses Small')
    await tabTo(page, sizeButton(page, 'Large'))
    await page.keyboard.press('Space')
    t.ok(await pressed(page, sizeButton(page, 'Large')), 'Space chooses Large')

    await tabTo(page, crossOut(page, '21', 'C'))
    await page.keyboard.press('Space')
    t.ok(await pressed(page, crossOut(page, '21', 'C')), 'Space crosses option C out')
    await page.keyboard.press('Enter')
    t.notOk(await pressed(page, crossOut(page, '21', 'C')), 'Enter restores it')
    t.ok(await question(page, '21').getByRole('radio', { name: Q21_CHOSEN }).isChecked(), 'the answer stays as it was')
    await page.setViewportSize(DESKTOP)
  })

  await t.test('at the largest size the split screen stays usable, and nothing is wider than a 320 px screen', async (t) => {
    await page.setViewportSize(NARROW)
    t.equal(await overflow(page), 0, 'Part B')
    await page.getByRole('button', { name: 'Previous Part' }).click()
    await page.getByRole('heading', { level: 2, name: 'Part A' }).waitFor()
    t.equal(await overflow(page), 0, "Part A's texts")
    const narrow = await tabsAndBar(page)
    t.ok(clear(narrow), `the tabs stay clear of the exam bar at 320 px (${JSON.stringify(narrow)})`)
    await page.getByRole('tablist', { name: 'Texts and questions' }).getByRole('tab', { name: 'Questions' }).click()
    t.equal(await overflow(page), 0, "Part A's questions")
    await page.setViewportSize(PHONE)
    const phone = await tabsAndBar(page)
    t.ok(clear(phone), `and at 390 px (${JSON.stringify(phone)})`)
    await page.setViewportSize(DESKTOP)
    const [texts, questions] = await Promise.all(
      ['.reading-split-texts', '.reading-split-questions'].map((selector) => page.locator(selector).evaluate((side) => side.getBoundingClientRect())),
    )
    t.ok(texts!.right <= questions!.left && texts!.width > 400 && questions!.width > 400, 'at 1280 px the texts and the questions are side by side')
  })

  await t.test('removing a highlight removes it from what is kept', async (t) => {
    await page.locator('mark.exam-highlight').first().click()
    t.same(await marks(page), [], 'a click on the highlight removes it')
    t.same(await stored(page, 'oetHighlights', testId).then((value) => value?.texts), {}, 'and from storage')
    await reload(page)
    await page.getByRole('heading', { level: 2, name: 'Part A' }).waitFor()
    await sizeButton(page, 'Large').waitFor()
    t.same(await marks(page), [], 'so a reload does not bring it back')
  })

  await t.test('listening: the same text size, and a crossed-out option kept over a reload', async (t) => {
    const listeningId = await testIdByTitle(page, url, '/api/oet-listening-tests', LISTENING_TITLE)
    await openAttempt(page, url, listeningId, 'practice', { total: 900 })
    await page.goto(`${url}/oet-listening/${listeningId}?mode=practice&minutes=15`)
    await hydrated(page)
    await skipReading(t, page, 'Part A')
    await screenHeading(page, 'Part A · Extract 1 of 2')
    t.ok(await pressed(page, sizeButton(page, 'Large')), 'the size chosen on the reading screen holds here: it belongs to the device')
    t.equal(await page.locator('.lt-screen').getAttribute('data-text-size'), 'large')

    // One answer, so the moves ask what they ask of a student who has begun.
    await blank(page, '1').fill('6 weeks')
    await clickHeader(page, 'Next')
    await answerDialog(page, 'Finish this extract?', 'Yes, Continue')
    await screenHeading(page, 'Part A · Extract 2 of 2')
    await clickHeader(page, 'Next Part')
    await answerDialog(page, 'Confirm Finish Section', 'Yes, Continue')
    await skipReading(t, page, 'Part B')
    await screenHeading(page, 'Part B · Question 1 of 6')
    await crossOut(page, '25', 'C').click()
    t.same(await stored(page, 'oetStruck', listeningId).then((value) => value?.questions), { 25: [2] }, "kept under the listening test's own record")

    await reload(page)
    await screenHeading(page, 'Part B · Question 1 of 6')
    await page.waitForFunction(() => document.querySelector('.qt-option-struck') !== null)
    t.ok(await pressed(page, crossOut(page, '25', 'C')), 'after a reload option C is still crossed out')
    await sizeButton(page, 'Medium').click()
  })

  t.same(errors, [], 'no script errors in the browser')
})
