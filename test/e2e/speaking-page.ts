import type { Page } from 'playwright-core'

/*
 * What the speaking browser tests share: the sample tests they sit
 * and how a student records on the speaking screens.
 */

export const SPEAKING_1 = 'OET Speaking 1 – Nursing: starting warfarin; a child with a fever'
export const MOCK_1 = 'Mock test 1: full OET practice (Physiotherapy writing and speaking)'

export const dialog = (page: Page, name: string) => page.getByRole('dialog', { name })
export const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })

/** Waits until the recording clock shows at least `seconds` (the fake microphone is live). */
export async function recordFor(page: Page, seconds: number) {
  await page.waitForFunction((s) => {
    const [m, sec] = (document.querySelector('.sp-elapsed')?.textContent ?? '0:00').trim().split(':').map(Number)
    return (m ?? 0) * 60 + (sec ?? 0) >= s
  }, seconds)
}

/** Record, wait, stop: the part's preview appears (the mock screen may list other parts' previews too). */
export async function recordAnswer(page: Page, seconds: number) {
  await button(page, 'Record').click()
  await page.getByText('Recording', { exact: true }).waitFor()
  await recordFor(page, seconds)
  await button(page, 'Stop').click()
  await page.locator('.sp-response .sp-preview audio').waitFor()
}

/**
 * Waits until the speaking screen has read the recordings kept in the browser (the part is
 * aria-busy until then), so a check that no recording came back means something.
 */
export async function keptRead(page: Page) {
  await page.locator('.sp-layout[aria-busy="false"]').waitFor()
}
