import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { Test } from 'tap'
import sharp from 'sharp'
import type { Page } from 'playwright-core'
import type { MockSection } from '#shared/mock/mock.ts'
import { hydrated, secondsOfClock } from './browser.ts'
import { dialog } from './exam-screens.ts'
import { button, keptRead, recordAnswer } from './speaking-page.ts'
import { apiJson } from './student.ts'

/*
 * How the browser tests find their way around the mock test screen, by role and name as a screen
 * reader would.
 */

export const MOCK_TITLE = 'Mock test 1: full OET practice (Physiotherapy writing and speaking)'

/** The bottom bar's button: "Next →", "Next Section →", "Finish Mock" or "Submitting…". */
export const bottomButton = (page: Page) => page.getByRole('navigation', { name: 'Mock test' }).getByRole('button')

/** Waits for the screen's heading, which names the section and the step ("Reading · Part B · Text 2 of 6"). */
export const mockHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true }).waitFor()

/** Starts the mock's attempt as the screen would, with test-only timings; the screen then resumes it. Answers the attempt's id. */
export async function startMockAttempt(
  page: Page,
  url: string,
  testId: string,
  mode: 'practice' | 'simulation',
  sections: MockSection[],
  timing: Record<string, number>,
): Promise<string> {
  const attempt = await apiJson<{ id: string }>(page, url, 'POST', '/api/attempts', { testId, mode, sections, timing })
  await page.goto(`${url}/mock-test/${testId}?mode=${mode}&sections=${sections.join(',')}`)
  await hydrated(page)
  return attempt.id
}

/** Starts the mock from its hub as a student would, with only its speaking section chosen. */
export async function startSpeakingOnlyMock(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/mock-tests`)
  await hydrated(page)
  await page.getByRole('button', { name: `Start ${MOCK_TITLE}` }).click()
  const start = dialog(page, `Start ${MOCK_TITLE}`)
  for (const section of ['Listening', 'Reading', 'Writing']) await start.getByRole('checkbox', { name: section }).uncheck()
  await start.getByRole('button', { name: 'Start mock' }).click()
  await page.waitForURL(/\/mock-test\//)
  await hydrated(page)
}

/** Skip on a section's instructions, which begins the section before its "Starting in" countdown ends. */
export async function skipCountdown(page: Page, section: string): Promise<void> {
  const intro = dialog(page, `${section}: instructions`)
  await intro.getByRole('button', { name: 'Skip', exact: true }).click()
  await intro.waitFor({ state: 'hidden' })
}

/** A section's instructions: the "Starting in" countdown runs, then Skip begins the section. */
export async function skipIntro(t: Test, page: Page, section: string): Promise<void> {
  const intro = dialog(page, `${section}: instructions`)
  await intro.waitFor()
  t.ok(await intro.getByRole('timer', { name: 'Starting in' }).isVisible(), `${section}: the "Starting in" countdown runs`)
  await skipCountdown(page, section)
}

/** "Next Section →": the "Confirm Navigation" it opens. */
async function askNextSection(page: Page) {
  await bottomButton(page).click()
  const confirm = dialog(page, 'Confirm Navigation')
  await confirm.waitFor()
  return confirm
}

async function answerYes(confirm: ReturnType<typeof dialog>) {
  await confirm.getByRole('button', { name: 'Yes', exact: true }).click()
  await confirm.waitFor({ state: 'hidden' })
}

/** "Next Section →", then "Confirm Navigation" answered Yes. */
export async function nextSection(t: Test, page: Page): Promise<void> {
  t.equal(await bottomButton(page).textContent(), 'Next Section →')
  const confirm = await askNextSection(page)
  t.match(await confirm.textContent(), 'Are you sure you want to go to the next part?')
  await answerYes(confirm)
}

/** `nextSection` without its checks, for the screens suite. */
export const goToNextSection = async (page: Page) => answerYes(await askNextSection(page))

/** Every step of the listening section, then of the reading section, as their headings name them. */
export const LISTENING_STEPS = [
  'Part A · Extract 1 of 2',
  'Part A · Extract 2 of 2',
  ...[1, 2, 3, 4, 5, 6].map((n) => `Part B · Question ${n} of 6`),
  'Part C · Extract 1 of 2',
  'Part C · Extract 2 of 2',
]
export const READING_STEPS = ['Part A', ...[1, 2, 3, 4, 5, 6].map((n) => `Part B · Text ${n} of 6`), 'Part C · Text 1 of 2', 'Part C · Text 2 of 2']

/** "Next →" once for each of `steps`, waiting each time for the screen the step names ("Part B · Text 2 of 6"). */
export async function nextThrough(page: Page, section: string, steps: string[]): Promise<void> {
  for (const step of steps) {
    await bottomButton(page).click()
    await mockHeading(page, `${section} · ${step}`)
  }
}

/**
 * Resolves once the server has recorded the start of each of the attempt's `parts` ("intro:listening",
 * "section:writing", "writing"...). Each answer also sets the page's estimate of the server's clock
 * (server-clock.ts): a page clock moved on before it arrives would be set back by it. Call before
 * the step that starts them.
 */
export function partsRecorded(page: Page, parts: string[]): Promise<unknown> {
  return Promise.all(
    parts.map((part) => page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith(`/parts/${encodeURIComponent(part)}/start`))),
  )
}

/** Seconds shown by the header's clock. */
export async function clockSeconds(page: Page): Promise<number> {
  return secondsOfClock(await page.locator('.mock-header [role="timer"]').textContent())
}

/** Record with the fake microphone for a second and stop; the part is kept (pressing "Submit Part {n}" too, if told). */
export async function recordPart(page: Page, part: number, { submit = true } = {}): Promise<void> {
  // A Skip pressed before the kept recordings are read is undone when the part opens afresh.
  await keptRead(page)
  await page.getByRole('button', { name: 'Skip preparation time', exact: true }).click()
  await recordAnswer(page, 1)
  if (submit) await page.getByRole('button', { name: `Submit Part ${part}`, exact: true }).click()
  await page.getByText(`Part ${part} is ready.`, { exact: false }).waitFor()
}

/** "Finish Mock", as a student presses it: the confirmation it opens (the mock is not sent yet). */
export async function openFinish(page: Page) {
  await bottomButton(page).click()
  const confirm = dialog(page, 'Finish the mock?')
  await confirm.waitFor()
  return confirm
}

/** What the confirmation lists, one line per section ("Listening" then its state). */
export const finishStates = (confirm: ReturnType<typeof dialog>) => confirm.locator('.mock-finish-state').allTextContents()

/** "Finish Mock", then "Yes, Submit": the mock is sent. Answers the states the confirmation listed. */
export async function finishMock(page: Page): Promise<string[]> {
  const confirm = await openFinish(page)
  const states = await finishStates(confirm)
  await confirm.getByRole('button', { name: 'Yes, Submit', exact: true }).click()
  await confirm.waitFor({ state: 'hidden' })
  return states
}

/** "Select Test Mode": Computer-based, then Start. */
export async function chooseComputerBased(page: Page): Promise<void> {
  const mode = dialog(page, 'Select Test Mode')
  await mode.getByRole('radio', { name: 'Computer-based' }).check()
  await mode.getByRole('button', { name: 'Start' }).click()
  await mode.waitFor({ state: 'hidden' })
}

export const letterBox = (page: Page) => page.getByRole('textbox', { name: 'Your Answer' })

/** Waits until the letter's reading time is over on the page: the answer area (or the photo input) opens. */
export const letterUnlocked = (page: Page, selector: '.writing-textarea' | '.writing-file') =>
  page.waitForFunction((found) => document.querySelector<HTMLInputElement | HTMLTextAreaElement>(found)?.disabled === false, selector)

/** 24 words, 17 of them in the body: the confirmation counts the body, as the writing screen does. */
export const SHORT_LETTER = `Dear Dr Okafor,

I am writing to refer Mr Daniel Reyes, a 58-year-old carpenter, for review of his right shoulder.

Yours sincerely,
Nurse Practitioner`

/** A photo of a handwritten page, plain paper of the colour given. */
export const pagePhoto = (background: string) => sharp({ create: { width: 600, height: 800, channels: 3, background } }).jpeg().toBuffer()

/** Waits until every chosen photo's thumbnail has loaded, so a picture of the screen shows them. */
export const thumbnailsLoaded = (page: Page) =>
  page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('.writing-thumb img')].every((img) => img.complete && img.naturalWidth > 0))

const run = promisify(execFile)

/** A spoken answer as a WebM file, and the same file cut in half: its header whole, its audio damaged. Deleted when `t` ends. */
export async function spokenAnswerFiles(t: Test) {
  const dir = await mkdtemp(join(tmpdir(), 'oet-mock-answers-'))
  t.teardown(() => rm(dir, { recursive: true, force: true }))
  const wav = join(dir, 'answer.wav')
  const webm = join(dir, 'part-2.webm')
  await run('espeak-ng', ['-w', wav, 'Good morning. I am the physiotherapist. Let us talk about your exercises at home, every morning and every evening.'])
  await run('ffmpeg', ['-loglevel', 'error', '-y', '-i', wav, '-c:a', 'libopus', '-b:a', '32k', webm])
  const whole = await readFile(webm)
  const damaged = join(dir, 'part-1-damaged.webm')
  await writeFile(damaged, whole.subarray(0, Math.floor(whole.length / 2)))
  return { webm, damaged }
}

/** Chooses `file` with the "Upload Audio" button pressed by `press` (a click, or Enter on it). */
export async function uploadAudio(page: Page, file: string, press: () => Promise<void>): Promise<void> {
  const chooser = page.waitForEvent('filechooser')
  await press()
  await (await chooser).setFiles(file)
}

/**
 * On a begun speaking-only mock: part 1 uploaded as `damaged` (its header is whole, so the browser
 * reads its length and only the server finds it damaged), part 2 recorded, then Finish Mock.
 * Answers the "Test Submitted!" dialog, once shown.
 */
export async function finishWithDamagedPart1(page: Page, damaged: string) {
  await keptRead(page)
  await button(page, 'Skip preparation time').click()
  await uploadAudio(page, damaged, () => button(page, 'Upload Audio').click())
  await page.getByText('Part 1 is ready.', { exact: false }).waitFor()
  await button(page, 'Next →').click()
  await keptRead(page)
  await button(page, 'Skip preparation time').click()
  await recordAnswer(page, 1)
  await page.getByText('Part 2 is ready.', { exact: false }).waitFor()
  await finishMock(page)
  const result = dialog(page, 'Test Submitted!')
  await result.waitFor({ timeout: 60_000 })
  return result
}
