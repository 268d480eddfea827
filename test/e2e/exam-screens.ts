import type { Test } from 'tap'
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { extname, join } from 'node:path'
import { promisify } from 'node:util'
import { build } from 'esbuild'
import type { Locator, Page } from 'playwright-core'
import type { Attempt } from '#shared/attempts/schema.ts'
import type { SubmitResult } from '#shared/results/schema.ts'
import { hydrated, secondsOfClock } from './browser.ts'
import { apiJson } from './student.ts'

/*
 * How the browser tests find their way around the listening and reading screens, by role and
 * name as a screen reader would: one place for the selectors, so every test reads the same way.
 * Below them, the steps that the functional tests and the screens tours (screens/listening and
 * screens/reading) share to reach a state quickly.
 */

export const dialog = (page: Page, name: string) => page.getByRole('dialog', { name })

/** Clicks the dialog's button and waits for the dialog to go. */
export async function answerDialog(page: Page, dialogName: string, button: string): Promise<void> {
  const open = dialog(page, dialogName)
  await open.getByRole('button', { name: button, exact: true }).click()
  await open.waitFor({ state: 'hidden' })
}

/** A note or sentence gap: a text box named after its question. */
export const blank = (page: Page, id: string) => page.getByRole('textbox', { name: `Question ${id}`, exact: true })

/** A multiple-choice question: a group named "Question N ..." holding its options. */
export const question = (page: Page, id: string) => page.getByRole('group', { name: new RegExp(`^Question ${id}\\b`) })

/** Waits for the screen's level-2 heading, which names the part and step ("Part A · Extract 1 of 2"). */
export const screenHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true }).waitFor()

/** The listening screen's fixed header: timer, progress, Previous, Next, Next Part, Submit. */
export const listeningHeader = (page: Page) => page.locator('.lt-header')
export const clickHeader = (page: Page, name: string) => listeningHeader(page).getByRole('button', { name, exact: true }).click()

/** Opens "Skip Reading?" from a listening part's reading time (its Next). */
async function askToSkipReading(page: Page, part: string) {
  await dialog(page, `${part}: reading time`).getByRole('button', { name: 'Next', exact: true }).click()
  return dialog(page, 'Skip Reading?')
}

async function confirmSkipReading(page: Page, part: string): Promise<void> {
  await answerDialog(page, 'Skip Reading?', 'Yes, Skip')
  await dialog(page, `${part}: reading time`).waitFor({ state: 'hidden' })
}

/** Skips a listening part's reading time: Next, then "Skip Reading?" Yes, Skip. */
export async function skipReading(t: Test, page: Page, part: string): Promise<void> {
  const skip = await askToSkipReading(page, part)
  t.match(await skip.textContent(), /You still have \d+ seconds remaining\. Skip ahead\?/, `${part}: "Skip Reading?" says how long is left`)
  await confirmSkipReading(page, part)
}

/** skipReading for a step on the way to a screen (the screens tours), where the dialog's words are not what is checked. */
export async function skipReadingTime(page: Page, part: string): Promise<void> {
  await askToSkipReading(page, part)
  await confirmSkipReading(page, part)
}

/** How far into its recording the screen's player is, in seconds. */
export const recordingTime = (page: Page) => page.locator('audio').evaluate((element: HTMLAudioElement) => element.currentTime)

/** Waits until the screen's recording plays, pressing Play where the browser wants a click first (after a reload). */
export async function recordingPlaying(page: Page): Promise<void> {
  const play = page.locator('.lt-audio').getByRole('button', { name: 'Play' })
  const status = page.locator('.lt-audio-status', { hasText: 'Playing' })
  await Promise.race([play.waitFor().then(() => play.click()), status.waitFor()])
  await status.waitFor()
}

/*
 * Getting to a state quickly: an attempt opened through the API with the timings a test needs,
 * the screens opened on it, and the page's clock moved instead of waited for.
 */

/** Opens (or resumes) the student's attempt as a screen would; `timing` is only for the product started with customTiming. */
export const openAttempt = (page: Page, url: string, testId: string, mode: 'practice' | 'simulation', timing?: Record<string, number>) =>
  apiJson<Attempt>(page, url, 'POST', '/api/attempts', { testId, mode, ...(timing ? { timing } : {}) })

/** Opens a practice attempt and submits `answers` as the exam screens do (reading reuses the OET listening path). */
export async function submitPractice(page: Page, url: string, testId: string, answers: Record<string, string>): Promise<SubmitResult> {
  const { id: attemptId } = await openAttempt(page, url, testId, 'practice')
  return apiJson<SubmitResult>(page, url, 'POST', `/api/oet-listening-tests/${testId}/submit`, { answers, attemptId })
}

/** The answers of the attempts whose review is looked at (review-teaches, and its screens). */
export const REVIEWED_ANSWERS = {
  /** 1 right, 17 right in the other spelling ("hair drier"), 25 right, 26 a wrong option, the rest empty. */
  listening: {
    '1': '6 weeks',
    '17': 'hair drier',
    '25': "the patient's reduced urine output",
    '26': 'A second nurse will no longer need to check insulin doses.',
  },
  /** 1 right, 8 right, 10 right in American spelling, 21 a wrong option. */
  reading: {
    '1': 'Text A',
    '8': '6 hours',
    '10': 'individualized falls care plan',
    '21': 'remains valid until the prescriber next visits the ward.',
  },
}

/** Opens "Attempt #1 Details" on the test's results screen. */
export async function openFirstAttemptDetails(page: Page, url: string, testId: string): Promise<Locator> {
  await page.goto(`${url}/test-results/${testId}`)
  await hydrated(page)
  await page.getByRole('button', { name: 'View attempt #1' }).click()
  const details = dialog(page, 'Attempt #1 Details')
  await details.waitFor()
  await reviewCame(details)
  return details
}

/** Waits for a results dialog's review: the page asks for it once hydrated, and a student may open the dialog before it came. */
export const reviewCame = (details: Locator) => details.locator('.loading').waitFor({ state: 'detached' })

/** The row of a question in a result's review. */
export const reviewRow = (review: Locator, id: string) =>
  review.locator('.review-list tbody tr').filter({ has: review.page().locator('.review-qid', { hasText: new RegExp(`^${id}$`) }) })

/** Opens the listening screen of a test (`search`: its mode and minutes, or parts) and waits for it to work. */
export async function openListening(page: Page, url: string, testId: string, search: string): Promise<void> {
  await page.goto(`${url}/oet-listening/${testId}?${search}`)
  await hydrated(page)
}

/** Opens a reading test (`search`: its mode and minutes) and presses Start: Part A is on screen. */
export async function startReading(page: Page, url: string, testId: string, search: string): Promise<void> {
  await page.goto(`${url}/oet-reading/${testId}?${search}`)
  await hydrated(page)
  await page.getByRole('button', { name: 'Start', exact: true }).click()
  await page.getByRole('heading', { level: 2, name: 'Part A' }).waitFor()
}

/**
 * Resolves once the server has recorded the start of a clock (`reading-partA`, `partA`...). Each
 * record also sets the page's estimate of the server's clock again: the page's clock is moved on
 * only after it, or the estimate would take the move back.
 */
export const clockStartRecorded = (page: Page, clock: string) =>
  page.waitForResponse((response) => response.url().endsWith(`/parts/${clock}/start`) && response.ok())

/**
 * Moves the page's installed clock on until the screen's timer shows `seconds` left. That clock
 * also runs in real time, so whatever the steps before took (seconds on a loaded machine) is read
 * off the screen rather than assumed.
 */
export async function moveClockTo(page: Page, seconds: number): Promise<void> {
  const shown = secondsOfClock(await page.getByRole('timer').textContent())
  await page.clock.fastForward((shown - seconds) * 1000)
}

/** The page's next autosave that carries an answer to `questionId`, once the server has answered it. */
export const answerSaved = (page: Page, questionId: string) =>
  page.waitForResponse(
    (r) => r.url().endsWith('/answers') && r.request().method() === 'PUT' && r.ok() && (r.request().postDataJSON() as { answers: Record<string, string> }).answers[questionId] !== undefined,
  )

/** How long after the last keystroke the exam screens save (the client's AnswerSaver). */
export const AUTOSAVE_DELAY_MS = 1500

/**
 * Types an answer into a blank and waits until an autosave carrying it has reached the server. On
 * a page whose clock is installed (`moveClock`), the autosave's delay is moved past, not waited for.
 */
export async function answerAndSave(page: Page, questionId: string, value: string, { moveClock = false } = {}): Promise<void> {
  const save = answerSaved(page, questionId)
  await blank(page, questionId).fill(value)
  if (moveClock) await page.clock.fastForward(AUTOSAVE_DELAY_MS)
  await save
}

/** On a phone the reading questions are a tab away from the texts. */
export const showQuestions = (page: Page) => page.getByRole('tablist', { name: 'Texts and questions' }).getByRole('tab', { name: 'Questions' }).click()
export const showTexts = (page: Page) => page.getByRole('tablist', { name: 'Texts and questions' }).getByRole('tab', { name: 'Texts' }).click()

/*
 * A listening test of short made-up recordings, for what happens when a recording ends: an admin
 * uploads a tone made by ffmpeg and a test that plays it in each extract.
 */

const run = promisify(execFile)

/** An Opus recording of `seconds` of tone, made by ffmpeg as a test's audio would be. */
export async function toneRecording(seconds: number): Promise<Blob> {
  const dir = await mkdtemp(join(tmpdir(), 'tone-'))
  try {
    const file = join(dir, 'tone.opus')
    await run('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`, '-ac', '1', '-c:a', 'libopus', '-b:a', '24k', file])
    return new Blob([await readFile(file)], { type: 'audio/ogg' })
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

const mcq = (id: string) => ({ question_id: id, question: `Question ${id}: what is said?`, options: ['the first thing', 'the second thing', 'the third thing'] })

interface ShortRecordings {
  title: string
  audioURL: string
  recordingSeconds: number
  /** The reading time the content sets before the first extract (and Part B's question and Part C's extract), and before the second extract. */
  readingSeconds: number
  secondReadingSeconds: number
}

/** A small OET listening test, two Part A extracts, one Part B question and one Part C extract, whose content sets its own reading times. */
export const shortListeningTest = ({ title, audioURL, recordingSeconds, readingSeconds, secondReadingSeconds }: ShortRecordings) => ({
  kind: 'oet-listening',
  title,
  content: {
    partA: {
      extracts: [1, 2].map((n) => ({
        extractName: `Extract ${n}`,
        audioURL,
        durationSeconds: recordingSeconds,
        readingSeconds: n === 1 ? readingSeconds : secondReadingSeconds,
        questions: [{ questionType: 'mcq', content: mcq(String(n)) }],
      })),
    },
    partB: { questions: [{ audioURL, durationSeconds: recordingSeconds, readingSeconds, question: { content: mcq('3') } }] },
    partC: { extracts: [{ audioURL, durationSeconds: recordingSeconds, readingSeconds, questions: [{ content: mcq('4') }] }] },
  },
  answerKey: { '1': 'A', '2': 'B', '3': 'C', '4': 'A' },
})

/*
 * The exam building blocks on a page of their own, before any screen uses them. No test route goes
 * into the product: esbuild bundles a small page that mounts them with React, and the browser loads
 * it from a made-up origin whose requests Playwright answers from the working tree (the bundle, the
 * product's own stylesheets, the sample reading test's figure).
 */

export const EXAM_PARTS_ORIGIN = 'http://exam-parts.test'
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

const HARNESS_PAGE = `<!doctype html>
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

/** The exam parts page's script, bundled once per file that shows it. */
export async function bundleExamParts(): Promise<string> {
  const result = await build({
    stdin: { contents: HARNESS, resolveDir: ROOT, loader: 'tsx', sourcefile: 'harness.tsx' },
    bundle: true,
    write: false,
    format: 'esm',
    jsx: 'automatic',
    // React's development build: a missing key or a bad prop shows up as a console error.
    define: { 'process.env.NODE_ENV': '"development"' },
    logLevel: 'silent',
  })
  return result.outputFiles[0]!.text
}

/** Opens the exam parts page: its requests (the page, the bundle, the stylesheets and the figure) are answered here. */
export async function openExamParts(page: Page, script: string): Promise<void> {
  await page.route(`${EXAM_PARTS_ORIGIN}/**`, async (route) => {
    const path = new URL(route.request().url()).pathname
    if (path === '/') return route.fulfill({ contentType: 'text/html', body: HARNESS_PAGE })
    if (path === '/harness.js') return route.fulfill({ contentType: 'text/javascript', body: script })
    if (path === '/api/media/figure.svg') {
      return route.fulfill({ contentType: TYPES['.svg'], body: await readFile(join(ROOT, 'content/oet-reading-1/images/falls-by-time-of-day.svg')) })
    }
    if (/^\/styles(\/[a-z-]+)?\.css$/.test(path)) {
      return route.fulfill({ contentType: TYPES[extname(path)], body: await readFile(join(ROOT, 'client', path)) })
    }
    return route.fulfill({ status: 404, body: 'not found' })
  })
  await page.goto(`${EXAM_PARTS_ORIGIN}/`)
  await page.getByRole('heading', { name: 'Reading Assessment' }).waitFor()
  // The figure loads lazily: bring it into view and let it arrive before the page is measured or photographed.
  const figure = page.getByRole('img', { name: 'Figure for Text C: Falls audit, Wards 7 and 8 (January–June)' })
  await figure.scrollIntoViewIfNeeded()
  await figure.evaluate((img: HTMLImageElement) => img.decode())
}

/**
 * Selects from `from` to `to` in the reading texts (of the reading screen or the exam parts page),
 * as a user's drag would. Each end is [text, paragraph, character]: the n-th character of a
 * paragraph of a text, wherever highlights have split its text nodes.
 */
export async function selectInTexts(page: Page, from: [number, number, number], to: [number, number, number]): Promise<string> {
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
