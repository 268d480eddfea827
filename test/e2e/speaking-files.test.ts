import t from 'tap'
import type { Page } from 'playwright-core'
import type { QueueResponse } from '#shared/evaluation/schema.ts'
import { hydrated } from './browser.ts'
import { button, choose, dialog, keptRead, MOCK_1, previewPlays, recordAnswer, SPEAKING_1, spokenFiles } from './speaking-page.ts'
import { asAdmin } from './staff.ts'
import { newStudentPage, testIdByTitle } from './student.ts'
import { sharedBrowser, sharedProduct } from './shared.ts'

/*
 * Files a student chooses are judged by what they hold, before anything is sent: a .webm
 * recording that Chromium types as video/webm is taken, a file past the 20-minute limit is
 * refused by name; and in the mock's batch a part the server refuses does not take the good one
 * with it: staff's queue holds the good part.
 */

const partStates = (page: Page) => page.locator('.sp-parts .sp-part-state').allTextContents()

const { url } = await sharedProduct()
const browser = await sharedBrowser()
const files = await spokenFiles(t)

t.test('the mock speaking screen judges each file by its content and sends each part on its own', async (t) => {
  const { page, errors } = await newStudentPage(t, browser, url, 'Mock File Student')
  const mockId = await testIdByTitle(page, url, '/api/mock-tests', MOCK_1)
  const sent: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/mock-tests/submission/')) sent.push(request.url())
  })
  await page.goto(`${url}/mock-speaking/${mockId}`)
  await hydrated(page)
  await keptRead(page)
  t.same(await partStates(page), ['Part 1: missing, not recorded or uploaded yet', 'Part 2: missing, not recorded or uploaded yet'], 'each part and how it stands, before anything')
  t.ok(await page.getByText('A response may be up to 20 minutes long. Recording stops by itself at 20:00.').isVisible(), 'the limit is shown beside the recorder')
  await button(page, 'Skip preparation time').click()

  await choose(page, files.text, 'video/webm')
  t.equal(await page.locator('.sp-message[role=alert]').textContent(), 'Please upload a valid audio file', 'a text file named .webm: refused by its content')
  await choose(page, files.long, 'audio/webm')
  t.equal(
    await page.locator('.sp-message[role=alert]').textContent(),
    'ward round.webm is 21:00 long. A response may be at most 20 minutes: please choose a shorter recording.',
    'a file past the limit is refused by name, with its length',
  )
  t.same(sent, [], 'and nothing was uploaded to find that out')

  await recordAnswer(page, 1)
  // A browser's WebM states no length of its own: the preview knows it, so it can be sought.
  await previewPlays(page)
  const length = await page.locator('.sp-response .sp-preview audio').evaluate((audio: HTMLAudioElement) => audio.duration)
  t.ok(Number.isFinite(length) && length >= 1 && length < 3, `the recording's preview has its length (${length} s)`)
  await button(page, 'Submit Part 1').click()
  await dialog(page, 'Submit Part 1?').getByRole('button', { name: 'Yes', exact: true }).click()
  await page.getByRole('heading', { name: 'Part 2: Record or Upload' }).waitFor()
  await button(page, 'Skip preparation time').click()

  // The copy cut short plays in the browser (its header is whole), so it is taken here; the server refuses it.
  await choose(page, files.cut, 'video/webm')
  t.notOk(await page.locator('.sp-message[role=alert]').isVisible(), 'no refusal in the browser')
  t.match(await partStates(page), [/^Part 1: recorded, 0:0\d, ready to send$/, /^Part 2: file copied from phone\.webm, 0:\d\d, not confirmed yet$/])
  await button(page, 'Submit All Completed Parts').click()
  await dialog(page, 'Submit Part 2?').getByRole('button', { name: 'Yes', exact: true }).click()
  const partial = dialog(page, 'Not every part was submitted')
  await partial.waitFor({ timeout: 60_000 })
  t.same(await partial.locator('.sp-part-state').allTextContents(), [
    'Part 1: sent to staff',
    "Part 2: not accepted. This recording is incomplete or damaged and can't be played. Please record it again, or upload the complete file.",
  ])
  t.equal(sent.length, 2, 'one request per part')

  const queue = async () =>
    (await asAdmin<QueueResponse>(url, 'GET', '/api/staff/submissions?status=pending&skill=speaking')).items
      .filter((item) => item.student.name === 'Mock File Student')
      // A sitting's role-plays are one item (decision 0105), listing each role-play it holds.
      .flatMap((item) => (item.rolePlays ?? [item.mainCardNumber]).map((part) => [item.source, part]))
  t.same(await queue(), [['mock', 1]], "staff's queue holds part 1, though part 2 was refused")

  await partial.getByRole('button', { name: 'OK' }).click()
  await page.getByRole('heading', { name: 'Part 2: Record or Upload' }).waitFor()
  t.match(await page.locator('.sp-response .sp-message[role=alert]').textContent(), /^This response was not accepted: This recording is incomplete/)
  t.match(await partStates(page), ['Part 1: sent to staff', /^Part 2: file copied from phone\.webm, .*not accepted\./])
  await page.locator('.sp-response').getByRole('button', { name: 'Delete', exact: true }).click()

  // The student's own .webm recording: Chromium calls it video/webm, and it is taken.
  await choose(page, files.answer, 'video/webm')
  t.notOk(await page.locator('.sp-message[role=alert]').isVisible(), 'a video/webm typed recording is accepted')
  t.match(await page.locator('.sp-response .sp-preview-title').textContent(), 'Your file: role play 2.webm')
  t.match(await partStates(page), ['Part 1: sent to staff', /^Part 2: file role play 2\.webm, 0:0\d, not confirmed yet$/])
  await button(page, 'Submit All Completed Parts').click()
  await dialog(page, 'Submit Part 2?').getByRole('button', { name: 'Yes', exact: true }).click()
  await dialog(page, 'All Parts Submitted!').waitFor({ timeout: 60_000 })
  t.equal(sent.length, 3, 'only part 2 was sent again')
  t.same((await queue()).sort(), [
    ['mock', 1],
    ['mock', 2],
  ], 'both parts are in the queue, each once, as one sitting')
  t.equal((await asAdmin<QueueResponse>(url, 'GET', '/api/staff/submissions?status=pending&skill=speaking')).items.filter((item) => item.student.name === 'Mock File Student').length, 1, 'one item')
  t.same(errors.filter((error) => !/status of 415/.test(error)), [], 'no script errors')
})

t.test('the standalone screen: a .webm file is judged by its content too', async (t) => {
  const { page, errors } = await newStudentPage(t, browser, url, 'Standalone File Student')
  const testId = await testIdByTitle(page, url, '/api/oet-speaking-tests', SPEAKING_1)
  await page.goto(`${url}/oet-speaking/${testId}`)
  await hydrated(page)
  await keptRead(page)
  await button(page, 'Skip preparation time').click()
  await choose(page, files.text)
  t.equal(await page.locator('.sp-message[role=alert]').textContent(), 'Please upload a .webm audio file', 'a .webm that is not a recording')
  await choose(page, files.long)
  t.equal(await page.locator('.sp-message[role=alert]').textContent(), 'ward round.webm is 21:00 long. A response may be at most 20 minutes: please choose a shorter recording.')
  await choose(page, files.answer, 'video/webm')
  t.match(await page.locator('.sp-preview-title').textContent(), 'Your file: role play 2.webm', 'a recording typed as video/webm is taken')
  t.same(errors, [], 'no script errors')
})
