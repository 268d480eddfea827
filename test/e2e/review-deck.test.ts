import t from 'tap'
import { readFile } from 'node:fs/promises'
import { acceptedAnswers } from '#shared/marking/accepted-answers.ts'
import type { ListeningExtractTest } from '#shared/listening/schema.ts'
import type { ReviewDue } from '#shared/review/schema.ts'
import { sharedBrowser, sharedProduct } from './shared.ts'
import { apiJson, newStudentPage, testIdByTitle } from './student.ts'
import { hydrated } from './browser.ts'

/**
 * Issue 36's review deck and week's plan, as a student meets them: questions missed in a listening
 * test come back as cards; a listening card replays the stretch that holds its answer and stops at
 * its end; answered, a card is rescheduled; the dashboard's plan changes after a new attempt.
 */

const LISTENING = 'OET Listening Practice Test 1'
const READING = 'OET Reading Test 1'

/** The sample's own document: every answer right but the two this test misses. */
async function sample() {
  const document = JSON.parse(await readFile(new URL('../../content/oet-listening-1/test.json', import.meta.url), 'utf8')) as { content: ListeningExtractTest; answerKey: Record<string, string> }
  const right = Object.fromEntries(Object.entries(document.answerKey).map(([id, key]) => [id, acceptedAnswers(key)!.answer]))
  const stretch = document.content.partA.extracts[0]!.answerStretches!['1']!
  return { right, stretch, key1: right['1']! }
}

t.test('a missed listening question comes back as a card that replays its stretch; answered, it is rescheduled; the plan changes after an attempt', async (t) => {
  const { url } = await sharedProduct()
  const browser = await sharedBrowser()
  const { page, errors } = await newStudentPage(t, browser, url, 'Rhea Review')
  const { right, stretch, key1 } = await sample()

  await page.goto(`${url}/dashboard`)
  await hydrated(page)
  const plan = page.getByRole('region', { name: 'Your plan for this week' })
  t.match(await plan.textContent(), /Try listening/, 'before any result, the plan says to try a sub-test')

  const listening = await testIdByTitle(page, url, '/api/oet-listening-tests', LISTENING)
  const options = ['Fourteen', 'wrong']
  await apiJson(page, url, 'POST', `/api/oet-listening-tests/${listening}/submit`, { answers: { ...right, '1': options[0], '25': 'no such option' } })

  await page.goto(`${url}/dashboard`)
  await hydrated(page)
  t.match(await plan.textContent(), /Review 2 cards today/, 'after the attempt the plan has the two missed questions due')
  t.notMatch(await plan.textContent(), /Try listening/, 'and no longer says to try listening')
  await plan.getByRole('link', { name: 'Start review' }).click()
  await page.waitForURL(`${url}/review`)
  await hydrated(page)

  const card = page.getByRole('region', { name: 'A question you missed' })
  t.match(await card.textContent(), /Card 1 of 2.*OET Listening Practice Test 1, Part A, Extract 1/, 'the first card says where it is from')
  await card.getByRole('button', { name: 'Play the part with the answer' }).click()
  const audio = card.getByTestId('stretch-audio')
  await page.waitForFunction(() => {
    const element = document.querySelector<HTMLAudioElement>('[data-testid="stretch-audio"]')
    return element !== null && !element.paused && element.currentTime > 0
  })
  const playing = await audio.evaluate((element: HTMLAudioElement) => element.currentTime)
  t.ok(playing >= stretch.startSeconds && playing < stretch.endSeconds, `it plays from the stretch's start (${playing} s in ${stretch.startSeconds}-${stretch.endSeconds})`)
  // Moved to just before the end, it stops there by itself.
  await audio.evaluate((element: HTMLAudioElement, end: number) => (element.currentTime = end - 0.3), stretch.endSeconds)
  await page.waitForFunction(() => document.querySelector<HTMLAudioElement>('[data-testid="stretch-audio"]')!.paused)
  const stopped = await audio.evaluate((element: HTMLAudioElement) => element.currentTime)
  t.ok(stopped >= stretch.endSeconds - 0.3 && stopped < stretch.endSeconds + 1, `and stops at its end (${stopped} s)`)
  await card.getByRole('button', { name: 'Play the part with the answer' }).waitFor()

  await card.getByRole('textbox').fill(key1)
  await card.getByRole('button', { name: 'Check' }).click()
  await card.getByText('Right.').waitFor()
  t.match(await card.textContent(), /It comes back on \d+ \w+ \d{4} \(right on 1 day of the three that retire it\)/, 'rescheduled to a later day')
  await card.getByRole('button', { name: 'Next card' }).click()

  const second = page.getByRole('region', { name: 'A question you missed' })
  t.match(await second.textContent(), /Card 2 of 2.*Part B/)
  await second.getByRole('radio').first().check()
  await second.getByRole('button', { name: 'Check' }).click()
  await second.locator('.review-outcome').waitFor()
  await second.getByRole('button', { name: 'Finish' }).click()
  const done = page.getByRole('heading', { name: /^Session done: \d of 2 cards right$/ })
  await done.waitFor()
  t.equal(await done.evaluate((element) => element === document.activeElement), true, 'the summary takes the focus')

  const deck = await apiJson<ReviewDue>(page, url, 'GET', '/api/me/review/due')
  t.equal(deck.deckSize, 2, 'both cards stay in the deck')
  t.equal(deck.dueCount, 0, 'neither is due again today')

  const reading = await testIdByTitle(page, url, '/api/oet-reading-tests', READING)
  await page.goto(`${url}/dashboard`)
  await hydrated(page)
  t.match(await plan.textContent(), /Try reading/, 'with listening done, the plan says to try reading')
  await apiJson(page, url, 'POST', `/api/oet-listening-tests/${reading}/submit`, { answers: {} })
  await page.goto(`${url}/dashboard`)
  await hydrated(page)
  t.notMatch(await plan.textContent(), /Try reading/, 'after a reading attempt the plan moves on')
  t.match(await plan.textContent(), /Review \d+ cards today/, "and the reading test's misses are due")
  t.same(errors, [])
})
