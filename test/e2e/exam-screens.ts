import type { Test } from 'tap'
import type { Page } from 'playwright-core'

/*
 * How the browser tests find their way around the listening and reading screens, by role and
 * name as a screen reader would: one place for the selectors, so every test reads the same way.
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

/** Skips a listening part's reading time: Next, then "Skip Reading?" Yes, Skip. */
export async function skipReading(t: Test, page: Page, part: string): Promise<void> {
  await dialog(page, `${part}: reading time`).getByRole('button', { name: 'Next', exact: true }).click()
  const skip = dialog(page, 'Skip Reading?')
  t.match(await skip.textContent(), /You still have \d+ seconds remaining\. Skip ahead\?/, `${part}: "Skip Reading?" says how long is left`)
  await answerDialog(page, 'Skip Reading?', 'Yes, Skip')
  await dialog(page, `${part}: reading time`).waitFor({ state: 'hidden' })
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
