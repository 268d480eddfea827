import t, { type Test } from 'tap'
import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { Page } from 'playwright-core'
import type { Submission } from '#shared/submissions/schema.ts'
import { DESKTOP, hydrated, launchBrowser, secondsOfClock } from './browser.ts'
import { button, dialog, holdFirstAnswer, keptRead, MOCK_1, recordAnswer, recordFor, SPEAKING_1 } from './speaking-page.ts'
import { apiJson, newStudentPage, registerStudent, testIdByTitle, watchScriptErrors } from './student.ts'
import { sharedBrowser, sharedProduct } from './shared.ts'

const run = promisify(execFile)

/** A short spoken answer as Opus in WebM, made as a student's own recording app would. */
async function makeFiles(t: Test) {
  const dir = await mkdtemp(join(tmpdir(), 'oet-speaking-e2e-'))
  t.teardown(() => rm(dir, { recursive: true, force: true }))
  const wav = join(dir, 'answer.wav')
  const webm = join(dir, 'my-answer.webm')
  await run('espeak-ng', ['-w', wav, 'Hello, I am the nurse looking after your child today.'])
  await run('ffmpeg', ['-loglevel', 'error', '-y', '-i', wav, '-c:a', 'libopus', '-b:a', '32k', webm])
  const text = join(dir, 'notes.txt')
  await writeFile(text, 'not a recording')
  return { webm, text }
}

/**
 * The percentages the upload overlay shows, in order, until it closes. The upload is slowed so
 * that its progress can be seen, and the page itself writes down every percentage it renders, so
 * a busy machine that looks late misses none. `send` starts the upload; the server's answer is
 * held back (the overlay then stands at its last percentage) while `whileShown` looks at it.
 */
async function watchUpload(page: Page, upload: string, pattern: RegExp, send: () => Promise<void>, whileShown: () => Promise<void>): Promise<number[]> {
  await page.evaluate(() => {
    const shown: string[] = []
    // An inline callback, not a named one: tsx names those with a helper the page lacks.
    new MutationObserver(() => {
      const text = document.querySelector('.sp-upload-text')?.textContent
      if (text && text !== shown.at(-1)) shown.push(text)
    }).observe(document.body, { subtree: true, childList: true, characterData: true })
    Object.assign(window, { uploadTexts: shown })
  })
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 8 * 1024 })
  const answer = await holdFirstAnswer(page, upload)
  try {
    await send()
    await answer.held
    await whileShown()
    await answer.release()
    await page.locator('.sp-upload-text').waitFor({ state: 'hidden', timeout: 30_000 })
  } finally {
    await answer.release()
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 })
    await cdp.detach()
  }
  const texts = await page.evaluate(() => (window as unknown as { uploadTexts: string[] }).uploadTexts)
  return texts.map((text) => Number(pattern.exec(text)?.[1] ?? Number.NaN))
}

/** What a student sees of real progress: percentages that rise, more than one of them. */
function checkProgress(t: Test, seen: number[], what: string) {
  t.ok(seen.length >= 2 && seen.every((n) => Number.isInteger(n) && n >= 0 && n <= 100), `${what}: the percentage moves (${seen.join(', ')})`)
  t.same([...seen].sort((a, b) => a - b), seen, `${what}: and never goes back`)
}

// One product for the file: each test has a student of its own.
const { url } = await sharedProduct()

t.test('the speaking screens', async (t) => {
  const browser = await sharedBrowser()
  const files = await makeFiles(t)

  await t.test('the standalone test: record, pause, resume, delete, re-record, upload, submit both parts', async (t) => {
    const { page, errors } = await newStudentPage(t, browser, url, 'Speaking Student')
    // The page's clock runs as the real one; the test moves it on while the recording is paused.
    await page.clock.install()
    await page.goto(`${url}/oet-speaking`)
    await hydrated(page)
    const card = page.getByRole('article', { name: SPEAKING_1 })
    t.ok(await card.isVisible(), 'the hub lists the sample speaking tests')
    t.ok(await page.getByRole('article', { name: /^OET Speaking 2/ }).isVisible())
    t.ok(await page.getByText('Your recordings will be listed here').isVisible(), 'no recordings yet')

    await card.getByRole('link', { name: `Start ${SPEAKING_1}` }).click()
    await page.waitForURL(/\/oet-speaking\/[^/]+$/)
    const testId = new URL(page.url()).pathname.split('/').at(-1) ?? ''
    // The link navigates in the client: the hub's heading stays until the test's data arrives.
    const title = page.getByRole('heading', { level: 1, name: 'OET Speaking Sub-test 1' })
    await title.waitFor()
    t.equal(await title.textContent(), 'OET Speaking Sub-test 1', 'the title prefixed OET')
    t.ok(await page.getByText('Nursing', { exact: true }).isVisible(), 'the discipline')
    const roleCard = page.getByRole('article', { name: 'Nurse Candidate card' })
    t.match(await roleCard.textContent(), /SETTING\s*Hospital ward \(cardiology\)/, 'the setting')
    t.equal(await roleCard.getByRole('listitem').count(), 5, 'one bullet per task')
    t.ok(await page.getByRole('heading', { name: 'Record or Upload Response (Part 1)' }).isVisible())
    // The preparation clock is the server's: it shows once the server has said when it began.
    await keptRead(page)
    t.ok(await page.getByRole('timer', { name: 'Preparation time' }).isVisible(), 'the preparation time counts down')
    t.ok(await button(page, 'Record').isDisabled(), 'recording waits for the preparation time')

    // The part opens afresh once the browser's kept recordings are read: the alert would go with it.
    await keptRead(page)
    await button(page, 'Submit Part 1').click()
    t.equal(await page.getByRole('alert').filter({ hasText: 'Record or upload' }).textContent(), 'Record or upload audio before submitting.')
    await button(page, 'Skip preparation time').click()
    await page.getByRole('timer', { name: 'Preparation time' }).waitFor({ state: 'hidden' })
    t.ok(await button(page, 'Record').isEnabled(), 'recording opens once the preparation is skipped')
    await page.waitForFunction(() => document.activeElement?.textContent === 'Record')
    t.pass('the keyboard goes on to Record')

    // Wall-clock bounds for the preview's length below, whatever the steps on the way cost.
    const recordClickedAt = Date.now()
    await button(page, 'Record').click()
    await page.getByText('Recording', { exact: true }).waitFor()
    t.ok(await page.getByLabel('Or upload a .webm recording').isDisabled(), 'upload is disabled while recording')
    await recordFor(page, 1)
    const meter = page.getByRole('meter', { name: 'Microphone level' })
    await page.waitForFunction(() => Number(document.querySelector('[role="meter"]')?.getAttribute('aria-valuenow')) > 0)
    t.ok(Number(await meter.getAttribute('aria-valuenow')) > 0, 'the level meter moves with the fake microphone')
    await button(page, 'Pause').click()
    await page.getByText('Paused', { exact: true }).waitFor()
    const pauseSeenAt = Date.now()
    const pausedAt = await page.locator('.sp-elapsed').textContent()
    await page.clock.runFor(3000)
    t.equal(await page.locator('.sp-elapsed').textContent(), pausedAt, 'the clock stands still while paused, three seconds on')
    const pausedMs = Date.now() - pauseSeenAt
    await button(page, 'Resume').click()
    await recordFor(page, 2)
    const clockAtStop = secondsOfClock(await page.locator('.sp-elapsed').textContent())
    await button(page, 'Stop').click()
    const preview = page.locator('.sp-preview')
    await preview.locator('audio').waitFor()
    const recordedAtMost = (Date.now() - recordClickedAt - pausedMs) / 1000
    await page.waitForFunction(() => document.activeElement?.tagName === 'AUDIO')
    t.pass('the keyboard goes on to the preview')
    const previewText = (await preview.textContent()) ?? ''
    const length = secondsOfClock(/Your recording, (\d+:\d\d)/.exec(previewText)?.[1])
    t.ok(
      length >= clockAtStop && length <= recordedAtMost,
      `the preview with its length, the pause left out (${previewText}; clock ${clockAtStop} s at Stop, at most ${recordedAtMost.toFixed(1)} s recorded)`,
    )
    t.ok(await button(page, 'Record').isDisabled(), 'one response at a time: Record waits for Delete')
    t.ok(await page.getByLabel('Or upload a .webm recording').isDisabled(), 'and so does upload')

    await button(page, 'Delete').click()
    await preview.waitFor({ state: 'hidden' })
    t.ok(await button(page, 'Record').isEnabled(), 'deleted: record again')
    await recordAnswer(page, 2)

    await button(page, 'Submit Part 1').click()
    const confirm = dialog(page, 'Submit Part 1')
    t.equal(
      await confirm.locator('.dialog-body').textContent(),
      "Are you sure you want to submit this audio for part 1? You won't be able to redo it.",
    )
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await confirm.waitFor({ state: 'hidden' })
    t.ok(await preview.isVisible(), 'Cancel keeps the recording')
    await button(page, 'Submit Part 1').click()
    const sent = await watchUpload(
      page,
      '/api/speaking-tests/submission/*/submit',
      /^Uploading: (\d+)%$/,
      () => confirm.getByRole('button', { name: 'Yes, submit' }).click(),
      async () => {
        t.ok(await dialog(page, 'Submitting Part 1').isVisible(), 'the upload overlay')
      },
    )
    checkProgress(t, sent, '"Uploading: n%"')
    await page.getByRole('heading', { name: 'Record or Upload Response (Part 2)' }).waitFor({ timeout: 30_000 })
    t.ok(await page.getByRole('status').filter({ hasText: 'Part 1 submitted' }).isVisible(), 'part 1 is in; part 2 is on screen')
    t.ok(await page.getByText('Emergency department (paediatrics)').isVisible(), "the second role-play's card")

    await button(page, 'Skip preparation time').click()
    const fileInput = page.getByLabel('Or upload a .webm recording')
    await fileInput.setInputFiles(files.text)
    t.equal(await page.getByRole('alert').filter({ hasText: 'upload' }).textContent(), 'Please upload a .webm audio file', 'a text file is refused')
    await fileInput.setInputFiles(files.webm)
    t.match(await preview.textContent(), /Your file: my-answer\.webm/, 'the chosen file in the preview')
    t.ok(await button(page, 'Record').isDisabled(), 'a chosen file disables recording')
    await button(page, 'Submit Part 2').click()
    await dialog(page, 'Submit Part 2').getByRole('button', { name: 'Yes, submit' }).click()
    const complete = dialog(page, 'Test Complete')
    await complete.waitFor({ timeout: 30_000 })
    t.equal(await complete.locator('.dialog-body').textContent(), "You've successfully submitted both parts.")
    await complete.getByRole('button', { name: 'OK' }).click()
    await page.waitForURL(/\/oet-speaking$/)

    const items = page.locator('.sp-sub')
    await items.first().waitFor()
    t.equal(await items.count(), 1, 'both parts listed in the hub as one sitting, evaluated as one (decision 0105)')
    t.match(await items.first().locator('.sp-sub-title').textContent(), /Parts 1 and 2$/)
    t.equal(await page.getByText('Pending evaluation', { exact: true }).count(), 1, 'pending')
    t.ok(await page.getByText('will be evaluated within 24 hrs').first().isVisible(), 'the 24-hour notice')
    t.equal(await page.locator('.sp-sub audio').count(), 2, 'a player for each recording')
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLAudioElement>('.sp-sub audio')].every((audio) => audio.duration > 1))
    t.pass('each player reads its recording and knows its length')
    t.ok(await card.getByText('Parts 1 and 2 submitted').isVisible(), 'the test card says what was sent')

    const mine = await apiJson<Submission[]>(page, url, 'GET', '/api/speaking-tests/student/results')
    t.same(mine.map((item) => item.mainCardNumber).sort(), [1, 2], 'the API holds both parts')
    t.ok(mine.every((item) => (item.files[0]?.durationSeconds ?? 0) > 1), 'each with its real duration')

    await page.goto(`${url}/oet-speaking/${testId}`)
    await hydrated(page)
    t.ok(await page.getByText('You have submitted every part of this test.').isVisible(), 'going back: nothing left to send')
    t.same(errors, [], 'no script errors')
  })

  await t.test('the mock speaking screen: both parts collected and sent together', async (t) => {
    const { page, errors } = await newStudentPage(t, browser, url, 'Mock Speaker', { ignore: /status of 502/ })
    const mockId = await testIdByTitle(page, url, '/api/mock-tests', MOCK_1)
    await page.goto(`${url}/mock-speaking/${mockId}`)
    await hydrated(page)
    t.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'OET Speaking Sub-test (Mock 1)')
    t.ok(await page.getByRole('heading', { name: 'Part 1: Record or Upload' }).isVisible())
    // A Skip pressed before the kept recordings are read is undone when the part opens afresh.
    await keptRead(page)
    await button(page, 'Skip preparation time').click()
    await button(page, 'Submit Part 1').click()
    t.equal(await page.getByRole('alert').filter({ hasText: 'Please' }).textContent(), 'Please record or upload an audio file first.')

    const chooser = page.waitForEvent('filechooser')
    await button(page, 'Upload Audio').click()
    await (await chooser).setFiles(files.text)
    t.equal(await page.getByRole('alert').filter({ hasText: 'Please' }).textContent(), 'Please upload a valid audio file', 'not audio: refused')
    await recordAnswer(page, 1)
    await button(page, 'Submit Part 1').click()
    const confirm = dialog(page, 'Submit Part 1?')
    await confirm.getByRole('button', { name: 'Yes', exact: true }).click()
    await page.getByRole('heading', { name: 'Part 2: Record or Upload' }).waitFor()

    await button(page, 'Skip preparation time').click()
    await recordAnswer(page, 1)
    await button(page, 'Submit All Completed Parts').click()
    // The first try fails as a server without an answer would: the fallback message, nothing lost.
    await page.route('**/api/mock-tests/submission/*/speaking', (route) => route.fulfill({ status: 502, body: '' }), { times: 1 })
    await dialog(page, 'Submit Part 2?').getByRole('button', { name: 'Yes', exact: true }).click()
    const failed = dialog(page, 'Submission Failed')
    await failed.waitFor()
    t.equal(await failed.getByRole('alert').textContent(), 'Failed to submit all audios.')
    await failed.getByRole('button', { name: 'OK' }).click()
    t.ok(await page.locator('.sp-response .sp-preview audio').isVisible(), 'the recording is still there to send again')

    await button(page, 'Submit All Completed Parts').click()
    const sent = await watchUpload(
      page,
      '/api/mock-tests/submission/*/speaking',
      /^Uploading All Files: (\d+)%$/,
      () => dialog(page, 'Submit Part 2?').getByRole('button', { name: 'Yes', exact: true }).click(),
      async () => {
        t.ok(await dialog(page, 'Submitting your recordings').isVisible(), 'one overlay for all the files')
      },
    )
    checkProgress(t, sent, '"Uploading All Files: n%"')
    const done = dialog(page, 'All Parts Submitted!')
    await done.waitFor({ timeout: 30_000 })
    await done.getByRole('button', { name: 'OK' }).click()
    await page.waitForURL(/\/dashboard$/)

    const mine = await apiJson<Submission[]>(page, url, 'GET', '/api/speaking-tests/student/results')
    t.same(mine.map((item) => [item.source, item.mainCardNumber]).sort(), [
      ['mock', 1],
      ['mock', 2],
    ])
    t.same(errors, [], 'no script errors')
  })
})

t.test('a refused microphone says how to allow it', async (t) => {
  // A fake device but no automatic yes: the page's request is refused as a student's "Block" would be.
  const browser = await launchBrowser(t, ['--use-fake-device-for-media-stream', '--deny-permission-prompts'])
  const context = await browser.newContext({ viewport: DESKTOP, permissions: [] })
  t.teardown(() => context.close())
  const page = await context.newPage()
  const errors = watchScriptErrors(page)
  await registerStudent(page, url, 'Blocked Microphone')
  const testId = await testIdByTitle(page, url, '/api/oet-speaking-tests', SPEAKING_1)
  await page.goto(`${url}/oet-speaking/${testId}`)
  await hydrated(page)
  // A Skip pressed before the kept recordings are read is undone when the part opens afresh.
  await keptRead(page)
  await button(page, 'Skip preparation time').click()
  await button(page, 'Record').click()
  const problem = page.locator('.sp-problem')
  await problem.waitFor()
  t.match(await problem.textContent(), /^Microphone access was refused/, 'refused, in words')
  t.match(await problem.textContent(), /set Microphone to Allow/, 'with how to allow it')
  t.ok(await page.getByLabel('Or upload a .webm recording').isEnabled(), 'upload is still open')
  t.same(errors, [], 'no script errors')
})
