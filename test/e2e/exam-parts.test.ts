import t from 'tap'
import { readFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import { build } from 'esbuild'
import type { Page } from 'playwright-core'
import { DESKTOP, PHONE, screenshot, seriousViolations } from './browser.ts'
import { sharedBrowser } from './shared.ts'
import { openPage } from './student.ts'

/*
 * The exam building blocks in real Chromium, before any screen uses them. No test route goes into
 * the product: esbuild bundles a small page that mounts them with React, and the browser loads it
 * from a made-up origin whose requests Playwright answers from the working tree (the bundle, the
 * product's own stylesheets, the sample reading test's figure).
 */

const ORIGIN = 'http://exam-parts.test'
const ROOT = process.cwd()

const HARNESS = `
import { StrictMode, useState } from 'react'
import { createRoot } from 'react-dom/client'
import sample from './content/oet-reading-1/test.json'
import { McqQuestionView, PartQuestionBlocks } from '#client/qtypes/index.ts'
import { ReadingTextView } from '#client/components/exam/ReadingTextView.tsx'
import { Highlightable } from '#client/components/exam/Highlightable.tsx'
import { CountdownCircle } from '#client/components/exam/CountdownCircle.tsx'
import { CountdownText } from '#client/components/exam/CountdownText.tsx'
import { sharedBrowser } from './shared.ts'

const partA = sample.content.partA
const texts = partA.readingTexts.map((text) => (text.imageUrl ? { ...text, imageUrl: '/api/media/figure.svg' } : text))
const listeningMcq = { question_id: 'L1', question: 'What does the patient want to know?', options: ['How long the test takes', 'When the results come', 'Whether it hurts'] }

function Harness() {
  const [answers, setAnswers] = useState({})
  const [secondsLeft, setSecondsLeft] = useState(301)
  const onAnswer = (id, value) => setAnswers((previous) => ({ ...previous, [id]: value }))
  return (
    <main className="harness">
      <h1>Reading Assessment</h1>
      <div className="harness-bar">
        <CountdownText secondsLeft={secondsLeft} label="Time left" />
        <CountdownText secondsLeft={null} label="Practice" />
        <CountdownCircle secondsLeft={secondsLeft} totalSeconds={900} label="Part A" />
        <button type="button" className="button button-quiet" onClick={() => setSecondsLeft((s) => s - 1)}>Tick</button>
      </div>
      <div className="harness-columns">
        <section aria-labelledby="texts-heading">
          <h2 id="texts-heading">{partA.heading}: texts</h2>
          {texts.map((text, index) => (
            <Highlightable key={index} className="card harness-text">
              <ReadingTextView text={text} />
            </Highlightable>
          ))}
        </section>
        <section aria-labelledby="questions-heading" className="card">
          <h2 id="questions-heading">Questions</h2>
          <PartQuestionBlocks part={partA} answers={answers} onAnswer={onAnswer} />
          <h2>Listening Part A</h2>
          <McqQuestionView variant="select" question={listeningMcq} answers={answers} onAnswer={onAnswer} />
        </section>
      </div>
      <h2>Saved answers</h2>
      <pre data-testid="answers">{JSON.stringify(answers)}</pre>
    </main>
  )
}

createRoot(document.getElementById('root')).render(<StrictMode><Harness /></StrictMode>)
`

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Exam parts</title><link rel="stylesheet" href="/styles.css">
<style>
  .harness { max-width: 1200px; margin: 0 auto; padding: 1rem; }
  .harness-bar { display: flex; flex-wrap: wrap; align-items: center; gap: 1rem; margin-bottom: 1rem; }
  .harness-columns { display: grid; gap: 1rem; }
  .harness-text { margin-bottom: 1rem; }
  .harness pre { white-space: pre-wrap; overflow-wrap: anywhere; }
  @media (min-width: 900px) { .harness-columns { grid-template-columns: 1fr 1fr; align-items: start; } }
</style></head>
<body><div id="root"></div><script type="module" src="/harness.js"></script></body></html>`

const TYPES: Record<string, string> = { '.css': 'text/css', '.svg': 'image/svg+xml' }

async function bundleHarness(): Promise<string> {
  const result = await build({
    stdin: { contents: HARNESS, resolveDir: ROOT, loader: 'tsx', sourcefile: 'harness.tsx' },
    bundle: true,
    write: false,
    format: 'esm',
    jsx: 'automatic',
    // React's development build: a missing key or a bad prop shows up as a console error below.
    define: { 'process.env.NODE_ENV': '"development"' },
    logLevel: 'silent',
  })
  return result.outputFiles[0]!.text
}

/** Answers the page's requests: the page, the bundle, the stylesheets and the figure. */
async function serveHarness(page: Page, script: string): Promise<void> {
  await page.route(`${ORIGIN}/**`, async (route) => {
    const path = new URL(route.request().url()).pathname
    if (path === '/') return route.fulfill({ contentType: 'text/html', body: PAGE })
    if (path === '/harness.js') return route.fulfill({ contentType: 'text/javascript', body: script })
    if (path === '/api/media/figure.svg') {
      return route.fulfill({ contentType: TYPES['.svg'], body: await readFile(join(ROOT, 'content/oet-reading-1/images/falls-by-time-of-day.svg')) })
    }
    if (/^\/styles(\/[a-z-]+)?\.css$/.test(path)) {
      return route.fulfill({ contentType: TYPES[extname(path)], body: await readFile(join(ROOT, 'client', path)) })
    }
    return route.fulfill({ status: 404, body: 'not found' })
  })
}

/**
 * Selects from `from` to `to`, as a user's drag would. Each end is [text, paragraph, character]:
 * the n-th character of a paragraph of a text, wherever highlights have split its text nodes.
 */
async function select(page: Page, from: [number, number, number], to: [number, number, number]): Promise<string> {
  return page.evaluate(
    (ends) => {
      // Mapped rather than a named inner function: tsx names those with a helper the page lacks.
      const [start, end] = ends.map(([text, paragraph, offset]): [Node, number] => {
        const element = document.querySelectorAll('.exam-text')[text!]!.querySelectorAll('.exam-text-paragraph')[paragraph!]!
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
        let left = offset!
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const length = (node as Text).length
          if (left <= length) return [node, left]
          left -= length
        }
        throw new Error('offset past the paragraph')
      })
      const range = document.createRange()
      range.setStart(...start!)
      range.setEnd(...end!)
      const selection = document.getSelection()!
      selection.removeAllRanges()
      selection.addRange(range)
      return selection.toString()
    },
    [from, to],
  )
}

const marks = (page: Page) => page.locator('mark.exam-highlight').allTextContents()

t.test('question types, texts, highlights and countdowns in Chromium', async (t) => {
  const script = await bundleHarness()
  const browser = await sharedBrowser()
  for (const viewport of [PHONE, DESKTOP]) {
    await t.test(`at ${viewport.width} px`, async (t) => {
      const { page, errors } = await openPage(t, browser, { viewport })
      await serveHarness(page, script)
      await page.goto(`${ORIGIN}/`)
      page.setDefaultTimeout(10_000)
      await page.getByRole('heading', { name: 'Reading Assessment' }).waitFor()
      // The figure loads lazily: bring it into view and let it arrive before measuring the page.
      const figure = page.getByRole('img', { name: 'Figure for Text C: Falls audit, Wards 7 and 8 (January–June)' })
      await figure.scrollIntoViewIfNeeded()
      await figure.evaluate((img: HTMLImageElement) => img.decode())

      t.same(await seriousViolations(page), [], 'no serious accessibility violations')
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
      await page.getByRole('button', { name: 'Highlight', exact: true }).waitFor()
      await screenshot(page, 'exam-parts-highlight-button')
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
      await screenshot(page, 'exam-parts-enlarged')
      await page.getByRole('button', { name: 'Enlarge image' }).click()
      await page.evaluate(() => window.scrollTo(0, 0))
      await screenshot(page, 'exam-parts')
      t.same(errors, [], 'no script errors or React warnings')
    })
  }
})
