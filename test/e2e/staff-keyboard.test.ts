import t, { type Test } from 'tap'
import { eq } from 'drizzle-orm'
import type { Locator, Page } from 'playwright-core'
import { tests } from '#api/db/schema.ts'
import { QUEUE_PAGE_SIZE } from '#shared/evaluation/evaluation.ts'
import { descriptorFor } from '#shared/evaluation/descriptors.ts'
import type { QueueResponse, SubmissionDetail } from '#shared/evaluation/schema.ts'
import type { TestSummaryList } from '#shared/test-kinds/schema.ts'
import { QUEUE_EMPTY_MESSAGE } from '#client/routes/staff/-components/next-pending.ts'
import { UNADDED_COMMENT_MESSAGE } from '#client/routes/staff/-components/evaluation-values.ts'
import { CLAIM_WATCH_MS } from '#client/routes/staff/-components/use-claim.ts'
import { fillQueue, sentAt } from '../queue-fill.ts'
import { DESKTOP, PHONE } from './browser.ts'
import { tabTo } from './student.ts'
import { lookAtState } from './screens/tour.ts'
import { ADMIN, MEDICINE, NURSING, asAdmin, staffPage, visit } from './staff.ts'
import { startShippedProduct } from '../shipped-product.ts'
import { ownProduct, sharedBrowser } from './shared.ts'

/*
 * Issue 18: an evaluator clears a queue of 40 letters with the keyboard alone (digits per
 * criterion, a phrase from their comment bank, Ctrl+Enter to save and open the next), the screen
 * at phone and desktop width, and an admin's takeover shown to the first evaluator at once.
 */

const WRITING_TESTS = [NURSING, MEDICINE]
const LETTER = 'Dear Dr Patel,\n\nRe: Mrs June Carter, DOB 02/03/1950\n\nI am writing to update you on Mrs Carter, who was discharged today.\n\nYours sincerely,\nCharge Nurse'
const PHRASE = 'Purpose is clear from the opening paragraph.'
const ON_GREETING = 'Use the title and surname, as you did: correct.'
/** Purpose 3, then 5, 5, 4, 5, 5: 27 of 38. */
const DIGITS = ['3', '5', '5', '4', '5', '5']
const REFUSALS = /status of 4\d\d/

/** `count` letters from students who register and send them through the API (two tests each), as any API client can. */
async function sendLetters(url: string, count: number, tag: string): Promise<void> {
  const tests = await asAdmin<TestSummaryList>(url, 'GET', '/api/oet-writing-tests')
  const testIds = WRITING_TESTS.map((title) => tests.find((test) => test.title === title)!.id)
  for (let sent = 0, n = 0; sent < count; n += 1) {
    const registered = await fetch(`${url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ name: `Student ${tag.toUpperCase()} ${String(n + 1).padStart(2, '0')}`, email: `${tag}.${n}@example.test`, password: 'night shift ward 7' }),
    })
    if (registered.status !== 201) throw new Error(`register: ${registered.status} ${await registered.text()}`)
    const { token } = (await registered.json()) as { token: string }
    for (const testId of testIds.slice(0, count - sent)) {
      const answer = await fetch(`${url}/api/writing-tests/submission/${testId}/submit`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ writingAnswer: LETTER }),
      })
      if (!answer.ok) throw new Error(`submit: ${answer.status} ${await answer.text()}`)
      sent += 1
    }
  }
}

/** The id in an evaluation screen's address. */
const openedId = (page: Page) => new URL(page.url()).pathname.split('/').pop() ?? ''

/** Waits until the focus is on a criterion's score choice; answers its criterion id. */
async function focusedCriterion(page: Page): Promise<string> {
  const handle = await page.waitForFunction(() => {
    const active = document.activeElement
    return active instanceof HTMLInputElement && active.name.startsWith('criterion-') ? active.name.slice('criterion-'.length) : false
  })
  return (await handle.jsonValue()) as string
}

/** Presses Shift+Tab until `target` has the focus: for controls before the focus. */
async function backTabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Shift+Tab')
  }
  throw new Error('Shift+Tab never reached the control')
}

/**
 * A comment typed on the letter but not yet added is never lost: Ctrl+Enter waits for it (said
 * beside it, the focus taken there), leaving asks first; chosen words and Enter add it, and it
 * goes with the evaluation.
 */
async function typedCommentWaits(t: Test, page: Page): Promise<void> {
  const here = page.url()
  // On a phone, where the letter's panel scrolls on its own: the reason must still be in view.
  await page.setViewportSize(PHONE)
  const box = page.getByLabel('Comment on a selection')
  await backTabTo(page, box)
  await page.keyboard.type(ON_GREETING)
  await page.keyboard.press('Control+Enter')
  const told = page.getByRole('alert').filter({ hasText: UNADDED_COMMENT_MESSAGE })
  await told.waitFor()
  t.equal(page.url(), here, 'Ctrl+Enter does not move on while a comment is typed but not added')
  t.ok(await box.evaluate((input) => input === document.activeElement), 'the focus is taken to the typed comment')
  t.equal(await box.inputValue(), ON_GREETING, 'its words are kept')
  t.ok(await told.evaluate((alert) => {
    const panel = alert.closest('.staff-panel')!.getBoundingClientRect()
    const shown = alert.getBoundingClientRect()
    return shown.top >= panel.top && shown.bottom <= panel.bottom
  }), 'and why is in view beside it, inside the scrolling panel')
  await page.setViewportSize(DESKTOP)

  await backTabTo(page, page.getByRole('link', { name: '← Evaluation queue' }))
  await page.keyboard.press('Enter')
  const leave = page.getByRole('dialog', { name: 'Leave this page?' })
  await leave.waitFor()
  t.match(await leave.textContent(), 'A comment you typed on the work has not been added to the evaluation yet.', 'leaving asks first')
  await page.keyboard.press('Enter')
  await leave.waitFor({ state: 'hidden' })
  t.equal(page.url(), here, 'staying is the default')

  await tabTo(page, page.getByRole('textbox', { name: 'The letter' }))
  await page.keyboard.press('Control+Home')
  await page.keyboard.press('Shift+End')
  const chosen = page.getByLabel('Comment on “Dear Dr Patel,”')
  await tabTo(page, chosen)
  t.equal(await chosen.inputValue(), ON_GREETING, 'the typed words wait in the box for the chosen words')
  await page.keyboard.press('Enter')
  t.match(await page.getByRole('list', { name: 'Comments pinned to the work' }).textContent(), `“Dear Dr Patel,”${ON_GREETING}`, 'added')
  t.equal(await told.count(), 0, 'and the save no longer waits')
}

t.test('evaluators clear the queue by keyboard; a takeover is shown at once and takes the draft', async (t) => {
  // The whole queue is this test's: it counts what waits and clears it.
  const { url } = await ownProduct(t)
  const browser = await sharedBrowser()
  await sendLetters(url, 41, 'kb')

  await t.test('an admin takes over: the first evaluator is told within seconds, and the admin carries on from their draft', async (t) => {
    const sam = await staffPage(t, browser, url, 'Sam Quill', 'staff', REFUSALS)
    const ada = await staffPage(t, browser, url, 'Ada Okoro', 'admin', REFUSALS)
    const queue = await asAdmin<QueueResponse>(url, 'GET', '/api/staff/submissions?status=pending')
    const path = `/staff/submissions/${queue.items.at(-1)!.id}`
    // The page's clock is faked so the next look at who holds the lock comes at once, not in seconds.
    await sam.page.clock.install()
    await visit(sam.page, url, path)
    await sam.page.getByText('You are evaluating this submission until').waitFor()
    const comments = 'The second paragraph repeats the first; '
    const draftSaved = sam.page.waitForResponse((r) => r.url().endsWith('/draft') && (r.request().postData() ?? '').includes('repeats') && r.ok())
    await sam.page.getByLabel('Comments for the student').fill(comments)
    await draftSaved

    await visit(ada.page, url, path)
    await ada.page.getByRole('button', { name: 'Take over' }).click()
    await ada.page.getByText('You are evaluating this submission until').waitFor()
    t.equal(await ada.page.getByLabel('Comments for the student').inputValue(), comments, "the admin's form holds the first evaluator's draft")
    const told = sam.page.getByRole('alert').filter({ hasText: 'Administrator has taken over this submission.' })
    await sam.page.clock.fastForward(CLAIM_WATCH_MS)
    await told.waitFor()
    t.match(await told.textContent(), /Your draft went with it; the form is now read-only\./, 'the first evaluator is told at the next look, without reloading')
    t.ok(await sam.page.getByLabel('Comments for the student').isDisabled(), 'and can type no more into a form that is no longer theirs')

    // The admin finishes it: the 40 left are the keyboard evaluator's.
    for (const [criterion, value] of [['Purpose', 2], ['Content', 5], ['Conciseness and Clarity', 5], ['Genre and Style', 5], ['Organisation and Layout', 5], ['Language', 5]] as const) {
      await ada.page.getByRole('group', { name: new RegExp(`^${criterion} \\(`) }).getByLabel(String(value), { exact: true }).check()
    }
    await ada.page.getByRole('button', { name: 'Save evaluation' }).click()
    await ada.page.locator('.staff-saved').waitFor()
    t.same([...sam.errors, ...ada.errors], [], 'no script errors')
  })

  await t.test('the screen at 390 and 1280 px: stacked on a phone, the criteria beside the letter on a desktop', async (t) => {
    const lee = await staffPage(t, browser, url, 'Lee Marsh', 'staff')
    const { page } = lee
    await visit(page, url, '/staff')
    t.match(await page.locator('.staff-intro').textContent(), /overdue first, then the least time left/, 'the queue says its order')
    const first = page.locator('.staff-queue tbody tr').first().getByRole('link', { name: /^Claim/ })
    await visit(page, url, (await first.getAttribute('href')) ?? '')
    await page.getByText('You are evaluating this submission until').waitFor()
    const letter = page.locator('.staff-answer')
    const form = page.locator('.staff-form')

    await page.setViewportSize(PHONE)
    const [phoneLetter, phoneForm] = [await letter.boundingBox(), await form.boundingBox()]
    t.ok(phoneForm!.y >= phoneLetter!.y + phoneLetter!.height, 'on a phone the form comes below the letter')
    t.ok(phoneForm!.width > 300, 'and takes the width of the screen')
    await page.setViewportSize(DESKTOP)

    const [deskLetter, deskForm] = [await letter.boundingBox(), await form.boundingBox()]
    t.ok(deskForm!.x >= deskLetter!.x + deskLetter!.width, 'on a desktop the criteria sit to the right of the letter')
    t.ok(Math.abs(deskForm!.y - deskLetter!.y) < 5, 'side by side, both from the top')
    const scrolls = await page.evaluate(() => {
      const work = document.querySelector<HTMLElement>('.staff-work')!
      const side = document.querySelector<HTMLElement>('.staff-side')!
      work.scrollTop = 200
      return { workScrolls: work.scrollHeight > work.clientHeight, work: work.scrollTop, side: side.scrollTop, page: window.scrollY }
    })
    t.ok(scrolls.workScrolls, 'the letter and the case notes scroll in their own column')
    t.same({ work: scrolls.work > 0, side: scrolls.side, page: scrolls.page }, { work: true, side: 0, page: 0 }, 'without moving the criteria or the page')
    await page.getByRole('button', { name: 'Release claim' }).click()
    await page.getByRole('button', { name: 'Claim again' }).waitFor()
    t.same(lee.errors, [], 'no script errors')
  })

  await t.test('40 letters evaluated with the keyboard alone, in the queue\'s order, down to "the queue is empty"', async (t) => {
    const kim = await staffPage(t, browser, url, 'Kim Adebayo', 'staff')
    const { page } = kim
    // From here on any pointer press counts: the evaluator has no mouse.
    await page.evaluate(() => {
      const w = window as unknown as { pointerPresses: number }
      w.pointerPresses = 0
      window.addEventListener('pointerdown', () => (w.pointerPresses += 1), true)
    })
    const waiting = (await asAdmin<QueueResponse>(url, 'GET', '/api/staff/submissions?status=pending')).items.map((item) => item.id)
    t.equal(waiting.length, 40, '40 letters wait')

    // The Staff link in the header, then the first letter: Tab and Enter.
    await tabTo(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Staff' }))
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/staff$/)
    await tabTo(page, page.locator('.staff-queue tbody tr').first().getByRole('link', { name: /^Claim/ }))
    await page.keyboard.press('Enter')

    const opened: string[] = []
    for (let letter = 0; letter < 40; letter += 1) {
      await page.waitForURL(/\/staff\/submissions\//)
      t.equal(await focusedCriterion(page), 'purpose', `letter ${letter + 1}: the focus waits on the first criterion`)
      opened.push(openedId(page))
      const purpose = page.locator('.staff-criterion').first().locator('.staff-descriptor')
      if (letter === 0) t.equal(await purpose.textContent(), `0: ${descriptorFor('writing', 'purpose', 0)}`, 'the focused score says what it means')
      for (const digit of DIGITS) await page.keyboard.press(digit)
      if (letter === 0) t.equal(await purpose.textContent(), `${DIGITS[0]}, chosen: ${descriptorFor('writing', 'purpose', Number(DIGITS[0]))}`, 'and so does the score chosen by its digit')
      const comments = page.getByLabel('Comments for the student')
      t.ok(await comments.evaluate((box) => box === document.activeElement), 'after the last criterion the comments take the focus')
      if (letter === 0) {
        await page.keyboard.type(PHRASE)
        await page.keyboard.press('Control+A')
        await page.keyboard.press('Alt+K')
        await page.getByRole('status').filter({ hasText: `Kept as a phrase: ${PHRASE}` }).waitFor()
      } else {
        await page.keyboard.press('Alt+P')
        await page.keyboard.type('opening para')
        await page.keyboard.press('Enter')
        await page.waitForFunction(() => document.activeElement?.id === 'eval-comments')
        t.equal(await comments.inputValue(), PHRASE, 'the saved phrase goes into the comments, and the focus goes back there')
        await page.keyboard.type(' Well done.')
      }
      t.match(await page.locator('.staff-total').textContent(), /Marks 27 \/ 38.*Suggested grade B/s)
      if (letter === 1) await typedCommentWaits(t, page)
      await page.keyboard.press('Control+Enter')
      if (letter < 39) await page.waitForURL((address) => !address.pathname.endsWith(opened.at(-1)!))
    }
    await page.getByText(QUEUE_EMPTY_MESSAGE).waitFor()
    t.ok(await page.locator('.staff-saved').evaluate((notice) => notice === document.activeElement), 'the focus is on the message, the queue link a Tab away')
    t.same(opened, waiting, 'each letter opened in turn, in the queue\'s order')

    const done = await asAdmin<QueueResponse>(url, 'GET', '/api/staff/submissions?status=evaluated')
    const mine = done.items.filter((item) => opened.includes(item.id))
    t.equal(mine.length, 40, 'all 40 evaluated')
    t.ok(mine.every((item) => item.marks === 27 && item.grade === 'B'), '27 marks and grade B each')
    const second = await asAdmin<SubmissionDetail>(url, 'GET', `/api/staff/submissions/${opened[1]}`)
    t.same(second.evaluation?.anchoredComments, [{ kind: 'text', start: 0, end: 'Dear Dr Patel,'.length, comment: ON_GREETING }], 'the comment that waited went with its evaluation')
    t.equal((await asAdmin<QueueResponse>(url, 'GET', '/api/staff/submissions?status=pending')).items.length, 0, 'nothing pending')
    t.equal(await page.evaluate(() => (window as unknown as { pointerPresses: number }).pointerPresses), 0, 'no mouse press at all')
    await page.setViewportSize(DESKTOP)
    t.same(kim.errors, [], 'no script errors')
  })
})

t.test('a queue of 510: overdue work first and said in words, the true count, every letter reachable by keyboard with "Show more"', async (t) => {
  const COUNT = 510
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000)
  const { url } = await startShippedProduct(t, {
    admin: ADMIN,
    async seed(db) {
      const [writing] = await db.select({ id: tests.id }).from(tests).where(eq(tests.title, WRITING_TESTS[0]!))
      const ids = await fillQueue(db, { testId: writing!.id, count: COUNT, tag: 'long', letter: LETTER })
      // The first letter, one from the middle and one of the last have waited past their 24 hours.
      await sentAt(db, ids[0]!, hoursAgo(30))
      await sentAt(db, ids[200]!, hoursAgo(27))
      await sentAt(db, ids[505]!, hoursAgo(25))
    },
  })
  const browser = await sharedBrowser()
  const lee = await staffPage(t, browser, url, 'Lee Marsh', 'staff')
  const { page } = lee
  const rows = page.locator('.staff-queue tbody tr')
  const more = page.getByRole('link', { name: /^Show \d+ more$/ })
  const names = () => page.locator('.staff-queue .staff-student').allTextContents()
  const student = (n: number) => `Queue Student ${String(n).padStart(3, '0')}`

  await visit(page, url, '/staff')
  t.equal(await page.locator('.staff-count').textContent(), `${COUNT} pending submissions, 3 overdue`, 'the true total, not the first page\'s')
  t.equal(await rows.count(), QUEUE_PAGE_SIZE, 'one page shown')
  t.same((await names()).slice(0, 4), [student(1), student(201), student(506), student(2)], 'the longest overdue first, then the least time left')
  for (const [n, late] of [[0, /Overdue by 6 h \d+ min/], [1, /Overdue by 3 h \d+ min/], [2, /Overdue by 1 h \d+ min/]] as const) {
    t.match(await rows.nth(n).locator('td[data-label="Due"]').textContent(), late, `row ${n + 1} says in words how late it is`)
    t.match(await rows.nth(n).getAttribute('class'), /staff-row-overdue/)
  }
  t.match(await rows.nth(3).locator('td[data-label="Due"]').textContent(), /^23 h \d+ min left$/, 'the first on time says what is left')
  t.equal(await page.locator('.staff-more-count').textContent(), `${QUEUE_PAGE_SIZE} of ${COUNT} shown`)
  // The one state the screens suite cannot reach: it needs this product, seeded before its start.
  await lookAtState(t, page, 'staff-queue-long')

  // By keyboard: Tab to "Show 50 more", Enter; the focus goes to the first row it added.
  await tabTo(page, more, 80)
  await page.keyboard.press('Enter')
  await page.waitForURL(/pages=2/)
  await rows.nth(2 * QUEUE_PAGE_SIZE - 1).waitFor()
  t.equal(await page.evaluate(() => document.activeElement?.closest('tr')?.rowIndex), QUEUE_PAGE_SIZE + 1, 'the focus is on the first row added (below the header row)')
  t.match(await page.evaluate(() => document.activeElement?.textContent), new RegExp(`^Claim ${student(QUEUE_PAGE_SIZE - 1)}`), 'on its Claim link')

  for (let shown = 2 * QUEUE_PAGE_SIZE; shown < COUNT; shown += QUEUE_PAGE_SIZE) {
    await more.press('Enter')
    await rows.nth(Math.min(shown + QUEUE_PAGE_SIZE, COUNT) - 1).waitFor()
  }
  t.equal(await more.count(), 0, 'no more to show')
  const expected = [1, 201, 506, ...Array.from({ length: COUNT }, (_, n) => n + 1).filter((n) => ![1, 201, 506].includes(n))].map(student)
  t.same(await names(), expected, `all ${COUNT}, each once, in the queue's order`)
  await page.reload()
  await rows.nth(COUNT - 1).waitFor()
  t.equal(await rows.count(), COUNT, 'a reload keeps the whole list shown: the URL says how far it goes')
  t.same(lee.errors, [], 'no script errors')
})
