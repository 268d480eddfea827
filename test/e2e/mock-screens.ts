import type { Test } from 'tap'
import type { Page } from 'playwright-core'
import type { MockSection } from '#shared/contracts/mock.ts'
import { hydrated, secondsOfClock } from './browser.ts'
import { dialog } from './exam-screens.ts'
import { keptRead, recordAnswer } from './speaking-page.ts'
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

/** A section's instructions: the "Starting in" countdown runs, then Skip begins the section. */
export async function skipIntro(t: Test, page: Page, section: string): Promise<void> {
  const intro = dialog(page, `${section}: instructions`)
  await intro.waitFor()
  t.ok(await intro.getByRole('timer', { name: 'Starting in' }).isVisible(), `${section}: the "Starting in" countdown runs`)
  await intro.getByRole('button', { name: 'Skip', exact: true }).click()
  await intro.waitFor({ state: 'hidden' })
}

/** "Next Section →", then "Confirm Navigation" answered Yes. */
export async function nextSection(t: Test, page: Page): Promise<void> {
  t.equal(await bottomButton(page).textContent(), 'Next Section →')
  await bottomButton(page).click()
  const confirm = dialog(page, 'Confirm Navigation')
  t.match(await confirm.textContent(), 'Are you sure you want to go to the next part?')
  await confirm.getByRole('button', { name: 'Yes', exact: true }).click()
  await confirm.waitFor({ state: 'hidden' })
}

/** Seconds shown by the header's clock. */
export async function clockSeconds(page: Page): Promise<number> {
  return secondsOfClock(await page.locator('.mock-header [role="timer"]').textContent())
}

/** Record with the fake microphone for a moment and stop; the part is kept (pressing "Submit Part {n}" too, if told). */
export async function recordPart(page: Page, part: number, { submit = true } = {}): Promise<void> {
  // A Skip pressed before the kept recordings are read is undone when the part opens afresh.
  await keptRead(page)
  await page.getByRole('button', { name: 'Skip preparation time', exact: true }).click()
  await recordAnswer(page, 2)
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
