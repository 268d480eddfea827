import sharp from 'sharp'
import type { Page } from 'playwright-core'
import { hydrated } from './browser.ts'
import { apiJson } from './student.ts'
import { NURSING_LETTER_HEAD } from '../letters.ts'

/*
 * What the writing browser tests and the writing screens share: the sample tests they sit, the
 * photos a student chooses, and the steps of the writing screen.
 */

export const NURSING = 'OET Writing 1 – Nursing: referral to a district nurse (cellulitis and leg ulcer)'
export const MEDICINE = 'OET Writing 2 – Medicine: discharge letter to a GP (pneumonia and new type 2 diabetes)'

/** A short referral laid out as a letter: address, date, salutation, body and close. */
export const LAID_OUT_LETTER = `Ms Rebecca Thorne
District Nurse

27 November 2026

Dear Ms Thorne,

Re: Mr Leonard Ashworth, DOB 14/02/1943

I am writing to refer Mr Ashworth, who is being discharged home today after treatment for cellulitis.

Yours sincerely,
Charge Nurse`

/** A referral with one of each: a misspelling, a closing that does not match, a contraction, the allergy left out, the patient's old trade taken in. */
export const FLAWED_LETTER = `${NURSING_LETTER_HEAD}

I am writing to refer Mr Ashworth, who is being discharged today after treatment for cellulitis of his left leg. He is a retired carpenter.

He will recieve oral clindamycin 450 mg three times daily until 16/03/2025. His ulcer doesn't need compression yet.

Please visit him tomorrow to continue his wound care.

Yours faithfully,

Registered Nurse`

/** A photo of a handwritten page, as a phone's camera gives it. */
export const pagePhoto = (format: 'jpeg' | 'png', background = '#f4f1e8') =>
  sharp({ create: { width: 600, height: 800, channels: 3, background } })[format]().toBuffer()

/** An iPhone photo's first bytes (an ISO media ftyp box of brand heic), then filler. */
export function heicBytes(): Buffer {
  const box = Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic', 'latin1')
  return Buffer.concat([box, Buffer.alloc(2048, 7)])
}

/** Starts the test's attempt with test-only timings (the product started with customTiming); answers its id. */
export async function startWritingAttempt(page: Page, url: string, testId: string, timing: { total: number; locked: number }): Promise<string> {
  return (await apiJson<{ id: string }>(page, url, 'POST', '/api/attempts', { testId, mode: 'simulation', timing })).id
}

/** Opens the test's screen, which resumes its open attempt. */
export async function openWritingScreen(page: Page, url: string, testId: string): Promise<void> {
  await page.goto(`${url}/oet-writing/${testId}`)
  await hydrated(page)
  // On a phone the task sits under the "Your answer" tab: present, not necessarily shown.
  await page.locator('.writing-task-title').waitFor({ state: 'attached' })
}

/** The reading time is over on the page's clock: the answer (typed, or photos) can be given. */
export async function answerOpens(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const answer = document.querySelector<HTMLTextAreaElement | HTMLInputElement>('.writing-textarea, .writing-file')
    return answer !== null && !answer.disabled
  })
}

/** Every chosen photo's thumbnail has been drawn. */
export async function thumbnailsDrawn(page: Page): Promise<void> {
  await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('.writing-thumb img')].every((img) => img.complete && img.naturalWidth > 0))
}

/** Submit Test -> Confirm Submission -> Yes, Submit. */
export async function submitTest(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Submit Test' }).click()
  await page.getByRole('dialog', { name: 'Confirm Submission' }).getByRole('button', { name: 'Yes, Submit' }).click()
}

/**
 * While the server cannot be reached, the submit tries three more times, 2, 4 and 8 s apart. The
 * page's clock (installed before the screen loaded) is moved past each wait once the page says it
 * is waiting: the try before it has failed by then.
 */
export async function skipRetryWaits(page: Page): Promise<void> {
  for (const seconds of [2, 4, 8]) {
    await page.getByRole('alert').filter({ hasText: `trying again in ${seconds} s.` }).waitFor()
    await page.clock.fastForward(seconds * 1000)
  }
}
