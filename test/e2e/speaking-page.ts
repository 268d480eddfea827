import type { Test } from 'tap'
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { Page } from 'playwright-core'

/*
 * What the speaking browser tests and the speaking screens share: the sample tests they sit, the
 * files a student chooses, and how a student records on the speaking screens.
 */

const run = promisify(execFile)

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

/** The preview's player has read the recording (kept in the browser, it still plays). */
export async function previewPlays(page: Page, scope = '.sp-preview') {
  await page.waitForFunction((selector) => {
    const audio = document.querySelector<HTMLAudioElement>(`${selector} audio`)
    return audio !== null && audio.readyState >= HTMLMediaElement.HAVE_METADATA
  }, scope)
}

/** The player of the recording a reload left, offered back, has read it: it plays. */
export const offeredPlays = (page: Page) => previewPlays(page, '.sp-draft')

/** Files made as a student's own apps would make them: speech, a long tone, a copy cut short, text named .webm. */
export async function spokenFiles(t: Test) {
  const dir = await mkdtemp(join(tmpdir(), 'oet-speaking-files-'))
  t.teardown(() => rm(dir, { recursive: true, force: true }))
  const wav = join(dir, 'answer.wav')
  await run('espeak-ng', ['-w', wav, 'Good morning. I am the physiotherapist who will help you with your knee exercises today. Let us start with a few questions.'])
  const answer = join(dir, 'role play 2.webm')
  await run('ffmpeg', ['-loglevel', 'error', '-y', '-i', wav, '-c:a', 'libopus', '-b:a', '32k', answer])
  // 21 minutes at a low bit rate: a small file whose header states its length. Ten seconds are
  // encoded and copied over and over, which takes a second where encoding 21 minutes takes half a minute.
  const tone = join(dir, 'tone.webm')
  await run('ffmpeg', ['-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=220:sample_rate=16000', '-t', '10', '-c:a', 'libopus', '-b:a', '6k', tone])
  const long = join(dir, 'ward round.webm')
  await run('ffmpeg', ['-loglevel', 'error', '-y', '-stream_loop', '-1', '-i', tone, '-t', '1260', '-c', 'copy', long])
  // A copy that stopped half-way: its header plays in the browser, the server finds it damaged.
  const whole = await readFile(answer)
  const cut = join(dir, 'copied from phone.webm')
  await writeFile(cut, whole.subarray(0, Math.floor(whole.length / 2)))
  const text = join(dir, 'notes.webm')
  await writeFile(text, 'not a recording at all')
  return { answer, long, cut, text }
}

/** Chooses a file through "Upload Audio" (or the standalone file input) and waits until it has been judged. */
export async function choose(page: Page, path: string, mimeType?: string) {
  const chooser = page.waitForEvent('filechooser')
  const upload = page.getByRole('button', { name: 'Upload Audio' })
  if (await upload.isVisible()) await upload.click()
  else await page.getByLabel('Or upload a .webm recording').click()
  const files = await chooser
  if (mimeType) await files.setFiles({ name: path.split('/').at(-1)!, mimeType, buffer: await readFile(path) })
  else await files.setFiles(path)
  await page.waitForFunction(() => !/^Checking /.test(document.querySelector('.sp-upload [role=status]')?.textContent ?? ''))
}

/**
 * Holds back the server's answer to the first upload to `path` (`*` for any part of it), so the
 * upload overlay stands at its last percentage; any after it (the mock sends one per part) go on
 * at once. `held` settles once the server has answered; `release` lets the answer through and
 * stops holding (once, however often it is called).
 */
export async function holdFirstAnswer(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern: `*${path}`, requestStage: 'Response' }] })
  let heldId: string | undefined
  let released = false
  const held = new Promise<void>((resolve) =>
    cdp.on('Fetch.requestPaused', ({ requestId }) => {
      if (heldId === undefined) {
        heldId = requestId
        return resolve()
      }
      void cdp.send('Fetch.continueRequest', { requestId }).catch(() => undefined)
    }),
  )
  const release = async () => {
    if (released) return
    released = true
    if (heldId !== undefined) await cdp.send('Fetch.continueRequest', { requestId: heldId })
    await cdp.send('Fetch.disable').catch(() => undefined)
    await cdp.detach()
  }
  return { held, release }
}
