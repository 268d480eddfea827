import type { Dialog, Page } from 'playwright-core'
import { hydrated } from './browser.ts'

/*
 * Leaving a page with work not yet on the server is asked about first: by the browser on a reload
 * (beforeunload), by the app's own "Leave this page?" dialog on its links.
 */

/** Reloads the page, answering "Leave" to any question the browser asks first; says which were asked. */
export async function reload(page: Page): Promise<string[]> {
  const asked: string[] = []
  const leave = (question: Dialog) => {
    asked.push(question.type())
    void question.accept()
  }
  page.on('dialog', leave)
  try {
    await page.reload()
    await hydrated(page)
  } finally {
    page.off('dialog', leave)
  }
  return asked
}

/**
 * Follows one of the app's own links (the brand, on every screen: an exam screen has no menu)
 * while work is unsent: answers the app's question with "Stay on this page" and gives back what it
 * said. The page stays where it was. `whileAsked` runs while the question is on screen (to
 * photograph it).
 */
export async function askedBeforeLeaving(page: Page, whileAsked?: () => Promise<void>): Promise<string> {
  await page.getByRole('link', { name: 'OET Prep' }).click()
  const leave = page.getByRole('dialog', { name: 'Leave this page?' })
  await leave.waitFor()
  const said = (await leave.locator('.dialog-body').textContent()) ?? ''
  await whileAsked?.()
  await leave.getByRole('button', { name: 'Stay on this page' }).click()
  await leave.waitFor({ state: 'hidden' })
  return said
}
