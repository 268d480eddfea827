import t, { type Test } from 'tap'
import type { Page } from 'playwright-core'
import { DESKTOP, PHONE } from './browser.ts'
import { openPage, registerStudent, tabTo } from './student.ts'
import { ADMIN, staffPage } from './staff.ts'
import { sharedBrowser, sharedProduct } from './shared.ts'

const STUDENT_SECTIONS = ['Home', 'Dashboard', 'Listening', 'Reading', 'Writing', 'Speaking', 'Mock tests']

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu' })
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim())

/** Every link of the navigation wholly inside the window's width, and visible. */
async function linksOnScreen(t: Test, page: Page, names: readonly string[]) {
  const width = page.viewportSize()!.width
  for (const name of names) {
    const link = nav(page).getByRole('link', { name, exact: true })
    t.ok(await link.isVisible(), `${name} is visible`)
    const box = (await link.boundingBox())!
    t.ok(box.x >= 0 && box.x + box.width <= width, `${name} is on screen (${Math.round(box.x)} to ${Math.round(box.x + box.width)} of ${width} px)`)
  }
}

interface Box {
  x: number
  y: number
  width: number
  height: number
}
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** The header's parts (the brand, each section's link, the bell, the name and Log out) as boxes, none covering another. */
async function headerOverlaps(page: Page): Promise<string[]> {
  const parts = await page.locator('.shell-header').evaluate((header) =>
    [...header.querySelectorAll<HTMLElement>('.brand, .shell-nav a, .shell-account > *')].map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect()
      return { label: element.textContent?.trim() || element.getAttribute('aria-label') || element.className, x, y, width, height }
    }),
  )
  const found: string[] = []
  parts.forEach((a, i) => parts.slice(i + 1).forEach((b) => overlap(a, b) && found.push(`"${a.label}" overlaps "${b.label}"`)))
  return found
}

t.test('the site navigation: a menu on a phone, by keyboard and by touch; one row on a desktop; staff and admin headers without overlap', async (t) => {
  const { url } = await sharedProduct()
  const browser = await sharedBrowser()

  await t.test('on a phone the sections are behind a Menu button, which the keyboard opens and Escape closes', async (t) => {
    const { page, errors } = await openPage(t, browser, { viewport: PHONE })
    await registerStudent(page, url, 'Menu Keyboard')
    t.equal(await menuButton(page).getAttribute('aria-expanded'), 'false', 'the menu starts closed')
    t.notOk(await nav(page).getByRole('link', { name: 'Writing' }).isVisible(), 'its sections are hidden, not pushed off-screen')
    t.equal(await page.evaluate(() => document.documentElement.scrollWidth), PHONE.width, 'the header fits the phone: nothing runs off to the side')

    await tabTo(page, menuButton(page))
    await page.keyboard.press('Enter')
    t.equal(await menuButton(page).getAttribute('aria-expanded'), 'true', 'Enter opens it')
    t.equal(await focusedText(page), 'Home', 'focus moves to the first section')
    await linksOnScreen(t, page, STUDENT_SECTIONS)

    await page.keyboard.press('Escape')
    t.equal(await menuButton(page).getAttribute('aria-expanded'), 'false', 'Escape closes it')
    t.notOk(await nav(page).getByRole('link', { name: 'Writing' }).isVisible())
    t.equal(await focusedText(page), 'Menu', 'and gives focus back to the button')

    await page.keyboard.press('Enter')
    await tabTo(page, nav(page).getByRole('link', { name: 'Writing' }))
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/app\/oetwriting$/)
    t.equal(await menuButton(page).getAttribute('aria-expanded'), 'false', 'a section opened from the menu closes it')
    await menuButton(page).click()
    t.equal(await nav(page).getByRole('link', { name: 'Writing' }).getAttribute('aria-current'), 'page', 'the menu marks the current page')
    t.same(errors, [], 'no script errors')
  })

  await t.test('by touch: a tap opens it, a tap outside closes it, a tap on a section goes there', async (t) => {
    const { page, errors } = await openPage(t, browser, { viewport: PHONE, hasTouch: true, isMobile: true })
    await registerStudent(page, url, 'Menu Touch')
    await menuButton(page).tap()
    t.equal(await menuButton(page).getAttribute('aria-expanded'), 'true')
    await linksOnScreen(t, page, STUDENT_SECTIONS)
    // Below the open menu, near the bottom of the screen.
    await page.touchscreen.tap(PHONE.width / 2, PHONE.height - 40)
    t.equal(await menuButton(page).getAttribute('aria-expanded'), 'false', 'a tap outside closes it')
    await menuButton(page).tap()
    await nav(page).getByRole('link', { name: 'Mock tests' }).tap()
    await page.waitForURL(/\/mock-tests$/)
    t.notOk(await nav(page).getByRole('link', { name: 'Speaking' }).isVisible(), 'closed on the new page')
    t.same(errors, [], 'no script errors')
  })

  await t.test('on a desktop every section is in the header, with no Menu button', async (t) => {
    const { page, errors } = await openPage(t, browser, { viewport: DESKTOP })
    await registerStudent(page, url, 'Menu Desktop')
    t.notOk(await menuButton(page).isVisible(), 'no Menu button at 1280 px')
    await linksOnScreen(t, page, STUDENT_SECTIONS)
    t.same(await headerOverlaps(page), [], 'nothing in the header overlaps')
    t.same(errors, [], 'no script errors')
  })

  for (const role of ['staff', 'admin'] as const) {
    await t.test(`the ${role} header at 1280 px and at 900 px: every part in its own place`, async (t) => {
      const { page, errors } = await staffPage(t, browser, url, role === 'admin' ? ADMIN.name : 'Nav Staff', role)
      const sections = [...STUDENT_SECTIONS, 'Staff', ...(role === 'admin' ? ['Users'] : []), 'Tests']
      for (const viewport of [DESKTOP, { width: 900, height: 800 }]) {
        await page.setViewportSize(viewport)
        await linksOnScreen(t, page, sections)
        t.same(await headerOverlaps(page), [], `nothing in the header overlaps at ${viewport.width} px`)
      }
      await page.setViewportSize(PHONE)
      await menuButton(page).click()
      await linksOnScreen(t, page, sections)
      t.same(errors, [], 'no script errors')
    })
  }
})
