import t from 'tap'
import type { Page } from 'playwright-core'
import { DESKTOP, PHONE } from './browser.ts'
import { bundleExamParts, openExamParts, selectInTexts as select } from './exam-screens.ts'
import { sharedBrowser } from './shared.ts'
import { openPage } from './student.ts'

/*
 * The exam building blocks in real Chromium, before any screen uses them, on the page of their own
 * that exam-screens.ts serves (openExamParts); screens/reading.test.ts looks at it.
 */

const marks = (page: Page) => page.locator('mark.exam-highlight').allTextContents()

t.test('question types, texts, highlights and countdowns in Chromium', async (t) => {
  const script = await bundleExamParts()
  const browser = await sharedBrowser()
  for (const viewport of [PHONE, DESKTOP]) {
    await t.test(`at ${viewport.width} px`, async (t) => {
      const { page, errors } = await openPage(t, browser, { viewport })
      page.setDefaultTimeout(10_000)
      await openExamParts(page, script)

      t.ok(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        'nothing widens the page: tables scroll in their own box',
      )

      const firstIds = await page
        .locator('.qt-block')
        .evaluateAll((blocks) =>
          blocks.map((block) => block.querySelector('.qt-number, .qt-blank-number')?.textContent?.replace('Question ', '')),
        )
      t.same(firstIds, ['1', '2', '3', '4', '5', '6', '7', '8', '15'], 'multiple choice 1-7, then sentences from 8, then notes from 15')
      t.equal(await page.getByPlaceholder('answer').count(), 13, 'every sentence and note blank is a text box')
      t.equal(await page.getByRole('table', { name: 'Table 1: Ward Falls Risk Screen (WFRS)' }).getByRole('columnheader').count(), 3)

      await page.getByRole('group', { name: /^Question 1 Which text tells you/ }).getByRole('radio', { name: 'Text A' }).check()
      await page.getByLabel('Question 8', { exact: true }).fill('6 hours')
      await page.getByLabel('Question 15', { exact: true }).fill('rotated')
      await page.getByLabel(/Question L1/).selectOption('When the results come')
      t.same(
        JSON.parse((await page.getByTestId('answers').textContent()) ?? ''),
        { 1: 'Text A', 8: '6 hours', 15: 'rotated', L1: 'When the results come' },
        'each answer reaches onAnswer under its question id; a choice is stored as its option text',
      )
      await page.getByLabel(/Question L1/).selectOption('')
      t.match(await page.getByTestId('answers').textContent(), '"L1":""', 'choosing "Select an option" clears the answer')

      const paragraph = page.locator('.exam-text').first().locator('.exam-text-paragraph').first()
      const original = await paragraph.textContent()
      const picked = await select(page, [0, 0, 4], [0, 0, 16])
      await page.getByRole('button', { name: 'Highlight', exact: true }).click()
      t.same(await marks(page), [picked], 'the selected words are highlighted')
      t.equal(await paragraph.textContent(), original, 'the text reads the same')
      t.equal(await page.getByRole('button', { name: 'Highlight', exact: true }).count(), 0, 'the button goes once used')

      const across = await select(page, [0, 1, 10], [0, 2, 8])
      await page.getByRole('button', { name: 'Highlight', exact: true }).click()
      const all = await marks(page)
      t.equal(all.length, 3, 'a selection over two paragraphs is highlighted paragraph by paragraph')
      const squeeze = (text: string) => text.replace(/\s+/g, '')
      t.equal(squeeze(all.slice(1).join('')), squeeze(across), 'covering exactly the selected text')

      await page.locator('mark.exam-highlight').first().click()
      t.equal((await marks(page)).length, 2, 'clicking a highlight removes it')
      t.equal(await paragraph.textContent(), original)
      t.equal(await paragraph.evaluate((p) => p.childNodes.length), 1, 'and the text is whole again')

      await select(page, [1, 0, 0], [1, 0, 7])
      await page.keyboard.press('Alt+Shift+H')
      t.same((await marks(page)).slice(-1), ['Measure'], 'Alt+Shift+H highlights from the keyboard')
      await select(page, [1, 0, 0], [1, 0, 7])
      await page.getByRole('button', { name: 'Remove highlight' }).waitFor()
      await page.keyboard.press('Alt+Shift+H')
      t.equal((await marks(page)).length, 2, 'selecting a highlight offers to remove it, and the shortcut does')

      const timer = page.getByRole('timer', { name: 'Part A' })
      t.equal(await timer.textContent(), '05:01')
      const live = page.locator('.exam-countdown-circle [aria-live="polite"]')
      t.equal(await live.textContent(), '', 'nothing is announced while the clock simply ticks')
      await page.getByRole('button', { name: 'Tick' }).click()
      t.equal(await timer.textContent(), '05:00')
      t.equal(await live.textContent(), '5 minutes remaining', 'the 5-minute mark is announced politely')
      t.equal(await page.getByRole('timer', { name: 'Time left' }).textContent(), '05:00', 'the header clock agrees')
      t.ok(await page.getByText('No time limit').isVisible())

      await page.getByRole('button', { name: 'Enlarge image' }).click()
      t.equal(await page.getByRole('button', { name: 'Enlarge image' }).getAttribute('aria-pressed'), 'true')
      t.ok(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        'an enlarged image scrolls inside its frame',
      )
      t.same(errors, [], 'no script errors or React warnings')
    })
  }
})
