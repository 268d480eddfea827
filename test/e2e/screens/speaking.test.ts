import type { Test } from 'tap'
import type { Page } from 'playwright-core'
import { hydrated } from '../browser.ts'
import { reload } from '../leave.ts'
import {
  button,
  choose,
  dialog,
  holdFirstAnswer,
  keptRead,
  MOCK_1,
  offeredPlays,
  previewPlays,
  recordAnswer,
  recordFor,
  SPEAKING_1,
  spokenFiles,
} from '../speaking-page.ts'
import { testIdByTitle } from '../student.ts'
import { lookAt, type Visit } from './tour.ts'

/**
 * The speaking hub, the standalone speaking screen and the mock's: recording, the recordings kept
 * through a reload, the files chosen, and every submit's outcome.
 */

/** Lets through the server's answer held back by the state that shows the upload overlay; the state after it calls it. */
let releaseAnswer = async () => {}

/** Sends with the server's answer held back: the upload overlay stands at its last percentage. */
async function sendHeld(page: Page, path: string, send: () => Promise<void>) {
  const answer = await holdFirstAnswer(page, path)
  releaseAnswer = answer.release
  await send()
  await answer.held
}

/** The files a student chooses, made once, for the tour that first asks (and removed when it ends). */
let files: ReturnType<typeof spokenFiles> | undefined
const filesFor = (t: Test) => (files ??= spokenFiles(t))

async function openSpeaking({ page, url }: Visit) {
  const testId = await testIdByTitle(page, url, '/api/oet-speaking-tests', SPEAKING_1)
  await page.goto(`${url}/oet-speaking/${testId}`)
  await hydrated(page)
  // A Skip pressed before the kept recordings are read is undone when the part opens afresh.
  await keptRead(page)
}

async function openMockSpeaking({ page, url }: Visit) {
  const mockId = await testIdByTitle(page, url, '/api/mock-tests', MOCK_1)
  await page.goto(`${url}/mock-speaking/${mockId}`)
  await hydrated(page)
  await keptRead(page)
}

/** Follows the app's own link while a recording is unsent: its "Leave this page?" question stays open. */
async function askToLeave(page: Page) {
  await page.getByRole('link', { name: 'OET Prep' }).click()
  await dialog(page, 'Leave this page?').waitFor()
}

async function stay(page: Page) {
  await dialog(page, 'Leave this page?').getByRole('button', { name: 'Stay on this page' }).click()
  await dialog(page, 'Leave this page?').waitFor({ state: 'hidden' })
}

const confirmMockPart = (page: Page, part: number) => dialog(page, `Submit Part ${part}?`).getByRole('button', { name: 'Yes', exact: true }).click()

lookAt([
  {
    name: 'Speaking Screens',
    role: 'student',
    states: [
      {
        name: 'speaking-hub-empty',
        reach: async ({ page, url }) => {
          await page.goto(`${url}/oet-speaking`)
          await hydrated(page)
          await page.getByText('Your recordings will be listed here').waitFor()
        },
      },
      {
        name: 'speaking-preparation',
        reach: async ({ page }) => {
          await page.getByRole('article', { name: SPEAKING_1 }).getByRole('link', { name: `Start ${SPEAKING_1}` }).click()
          await page.getByRole('heading', { level: 1, name: 'OET Speaking Sub-test 1' }).waitFor()
          await keptRead(page)
          await page.getByRole('timer', { name: 'Preparation time' }).waitFor()
        },
      },
      {
        // Photographed as it records: the recording runs on meanwhile.
        name: 'speaking-recording',
        reach: async ({ page }) => {
          await button(page, 'Skip preparation time').click()
          await button(page, 'Record').click()
          await recordFor(page, 1)
          await page.waitForFunction(() => Number(document.querySelector('[role="meter"]')?.getAttribute('aria-valuenow')) > 0)
        },
      },
      {
        name: 'speaking-preview',
        reach: async ({ page }) => {
          await button(page, 'Stop').click()
          await page.locator('.sp-preview audio').waitFor()
        },
      },
      {
        name: 'speaking-kept',
        reach: async ({ page }) => {
          await reload(page)
          await page.locator('.sp-preview audio').waitFor()
          await previewPlays(page)
        },
      },
      { name: 'speaking-leave', reach: ({ page }) => askToLeave(page) },
      {
        name: 'speaking-confirm',
        reach: async ({ page }) => {
          await stay(page)
          await button(page, 'Submit Part 1').click()
          await dialog(page, 'Submit Part 1').waitFor()
        },
      },
      {
        name: 'speaking-uploading',
        reach: async ({ page }) => {
          await sendHeld(page, '/api/speaking-tests/submission/*/submit', () => dialog(page, 'Submit Part 1').getByRole('button', { name: 'Yes, submit' }).click())
          await dialog(page, 'Submitting Part 1').waitFor()
        },
      },
      {
        name: 'speaking-complete',
        reach: async ({ page }) => {
          await releaseAnswer()
          await page.getByRole('heading', { name: 'Record or Upload Response (Part 2)' }).waitFor()
          await button(page, 'Skip preparation time').click()
          await recordAnswer(page, 1)
          await button(page, 'Submit Part 2').click()
          await dialog(page, 'Submit Part 2').getByRole('button', { name: 'Yes, submit' }).click()
          await dialog(page, 'Test Complete').waitFor()
        },
      },
      {
        name: 'speaking-hub',
        reach: async ({ page }) => {
          await dialog(page, 'Test Complete').getByRole('button', { name: 'OK' }).click()
          await page.waitForURL(/\/oet-speaking$/)
          await page.locator('.sp-sub audio').nth(1).waitFor()
          // The players show each recording's length once they have read it.
          await page.waitForFunction(() => [...document.querySelectorAll<HTMLAudioElement>('.sp-sub audio')].every((audio) => audio.duration > 0))
        },
      },
    ],
  },
  {
    name: 'Microphone Screens',
    role: 'student',
    states: [
      {
        name: 'speaking-microphone-refused',
        reach: async (visit) => {
          const { page } = visit
          await openSpeaking(visit)
          await button(page, 'Skip preparation time').click()
          // The worker's Chromium has a fake microphone that says yes to every page: the student's
          // "Block" is played by the page's own refusal, as the browser gives it.
          await page.evaluate(() => {
            navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'))
          })
          await button(page, 'Record').click()
          await page.locator('.sp-problem').waitFor()
        },
      },
      {
        name: 'speaking-draft-offer',
        reach: async ({ page }) => {
          // A new page: the microphone is the fake one again.
          await reload(page)
          await keptRead(page)
          await button(page, 'Record').click()
          // Long enough for the browser to hand over a first piece of the recording (every second), which is kept.
          await recordFor(page, 2)
          await reload(page)
          await keptRead(page)
          await page.getByRole('region', { name: /^Your recording so far/ }).waitFor()
          await offeredPlays(page)
        },
      },
      {
        name: 'speaking-draft-kept',
        reach: async ({ page }) => {
          await page.getByRole('region', { name: /^Your recording so far/ }).getByRole('button', { name: 'Keep this recording' }).click()
          await page.locator('.sp-response .sp-preview audio').waitFor()
        },
      },
    ],
  },
  {
    name: 'Mock Speaking Screens',
    role: 'student',
    // The failed submit is provoked on purpose; the browser logs the 502.
    ignore: /status of 502/,
    states: [
      {
        name: 'mock-speaking-leave',
        reach: async (visit) => {
          const { page } = visit
          await openMockSpeaking(visit)
          await button(page, 'Skip preparation time').click()
          await recordAnswer(page, 1)
          await reload(page)
          await page.locator('.sp-preview audio').waitFor()
          await previewPlays(page)
          await askToLeave(page)
        },
      },
      {
        name: 'mock-speaking-confirm',
        reach: async ({ page }) => {
          await stay(page)
          await button(page, 'Submit Part 1').click()
          await dialog(page, 'Submit Part 1?').waitFor()
        },
      },
      {
        name: 'mock-speaking-kept',
        reach: async ({ page }) => {
          await confirmMockPart(page, 1)
          await page.getByRole('heading', { name: 'Part 2: Record or Upload' }).waitFor()
          await reload(page)
          await page.getByRole('region', { name: 'Completed parts' }).waitFor()
          await previewPlays(page, '.sp-completed')
        },
      },
      {
        name: 'mock-speaking-preview',
        reach: async ({ page }) => {
          await button(page, 'Skip preparation time').click()
          await recordAnswer(page, 1)
        },
      },
      {
        name: 'mock-speaking-failed',
        reach: async ({ page }) => {
          // As a server without an answer would fail.
          await page.route('**/api/mock-tests/submission/*/speaking', (route) => route.fulfill({ status: 502, body: '' }), { times: 1 })
          await button(page, 'Submit All Completed Parts').click()
          await confirmMockPart(page, 2)
          await dialog(page, 'Submission Failed').waitFor()
        },
      },
      {
        name: 'mock-speaking-uploading',
        reach: async ({ page }) => {
          await dialog(page, 'Submission Failed').getByRole('button', { name: 'OK' }).click()
          await button(page, 'Submit All Completed Parts').click()
          await sendHeld(page, '/api/mock-tests/submission/*/speaking', () => confirmMockPart(page, 2))
          await dialog(page, 'Submitting your recordings').waitFor()
        },
      },
      {
        name: 'mock-speaking-complete',
        reach: async ({ page }) => {
          await releaseAnswer()
          await dialog(page, 'All Parts Submitted!').waitFor()
        },
      },
    ],
  },
  {
    name: 'Mock File Screens',
    role: 'student',
    // The server refuses the damaged copy on purpose; the browser logs the 415.
    ignore: /status of 415/,
    states: [
      {
        name: 'mock-speaking-too-long',
        reach: async (visit) => {
          const { t, page } = visit
          await openMockSpeaking(visit)
          await button(page, 'Skip preparation time').click()
          await choose(page, (await filesFor(t)).long, 'audio/webm')
          await page.locator('.sp-message[role=alert]').filter({ hasText: 'ward round.webm is 21:00 long' }).waitFor()
        },
      },
      {
        name: 'mock-speaking-partial',
        reach: async ({ t, page }) => {
          await recordAnswer(page, 1)
          await button(page, 'Submit Part 1').click()
          await confirmMockPart(page, 1)
          await page.getByRole('heading', { name: 'Part 2: Record or Upload' }).waitFor()
          await button(page, 'Skip preparation time').click()
          // Its header plays in the browser, so it is taken here; the server finds it damaged.
          await choose(page, (await filesFor(t)).cut, 'video/webm')
          await button(page, 'Submit All Completed Parts').click()
          await confirmMockPart(page, 2)
          await dialog(page, 'Not every part was submitted').waitFor({ timeout: 60_000 })
        },
      },
      {
        name: 'mock-speaking-parts-state',
        reach: async ({ t, page }) => {
          await dialog(page, 'Not every part was submitted').getByRole('button', { name: 'OK' }).click()
          await page.getByRole('heading', { name: 'Part 2: Record or Upload' }).waitFor()
          await page.locator('.sp-response').getByRole('button', { name: 'Delete', exact: true }).click()
          await choose(page, (await filesFor(t)).answer, 'video/webm')
          await page.locator('.sp-response .sp-preview-title').filter({ hasText: 'Your file: role play 2.webm' }).waitFor()
        },
      },
    ],
  },
])
