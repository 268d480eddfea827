/**
 * A class uploading at once through the web server's upload routes (server/web/routes/uploads):
 * 20 students sending 2 camera photos of 8 MB each, and 20 students sending a 5-minute speaking
 * recording each. The web server runs alone in a child process of its own, so its peak memory is
 * its own; it forwards to the API host of the shared app child, where the files are counted.
 */
import { fork, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { FormData, Pool } from 'undici'
import { cameraPhoto, longRecording } from '#test/web/media-fixtures.ts'
import { quantile } from '../fire.ts'
import type { ServerChild } from '../load.ts'
import type { BenchCase, Row } from '../runner.ts'
import type { Seeded, SeededStudent } from '../seed.ts'

const STUDENTS = 20
const PHOTOS_EACH = 2
const PHOTO_MB = 8
/** Distinct photos made (each costs seconds); the uploads take turns with them. */
const DISTINCT_PHOTOS = 4
const MAX_PEAK_RSS_MB = 400
const RECORDING_SECONDS = 5 * 60
/** 20 re-encodes of 5 minutes on two cores take about two minutes; past this one has failed. */
const UPLOAD_TIMEOUT_MS = 15 * 60_000
/** Set in the child that runs the web server. */
const CHILD_FLAG = 'OET_BENCH_WEB_CHILD'
const CSRF = 'bench-csrf-token'

const log = (message: string) => console.error(`[bench]   ${message}`)
const row = (figure: string, value: string, target = '', status = ''): Row => ({ figure, value, target, ratio: '', status })
const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

interface Outcome {
  ms: number
  status: number
  text: string
}

interface WebChild {
  port: number
  usage(): Promise<{ rssBytes: number; peakRssBytes: number }>
  close(): Promise<void>
}

/** The web server alone, as server/web/main.ts starts it, in a child process, forwarding to `apiUrl`. */
async function startWebChild(apiUrl: string, mallocArenaMax: string | undefined): Promise<WebChild> {
  const { MALLOC_ARENA_MAX: _inherited, ...env } = process.env
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...env, ...(mallocArenaMax ? { MALLOC_ARENA_MAX: mallocArenaMax } : {}), [CHILD_FLAG]: '1' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const exited = once(child, 'exit')
  const next = () => once(child, 'message').then(([message]) => message as Record<string, number>)
  child.send({ apiUrl })
  const { port } = await next()
  return {
    port: port!,
    async usage() {
      child.send('usage')
      const { rssBytes, peakRssBytes } = await next()
      return { rssBytes: rssBytes!, peakRssBytes: peakRssBytes! }
    },
    async close() {
      child.send('close')
      await exited
    },
  }
}

/** The browser's side: the session cookie and the anti-forgery token, from this site. */
const browserHeaders = (student: SeededStudent, port: number, more: Record<string, string> = {}) => ({
  cookie: `oet_session=${student.token}; oet_csrf=${CSRF}`,
  'x-csrf-token': CSRF,
  origin: `http://127.0.0.1:${port}`,
  accept: 'application/json',
  ...more,
})

async function post(pool: Pool, path: string, headers: Record<string, string>, body: string | FormData): Promise<Outcome> {
  const started = performance.now()
  try {
    const answer = await pool.request({ method: 'POST', path, headers, body, signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS) })
    return { ms: performance.now() - started, status: answer.statusCode, text: await answer.body.text() }
  } catch (error) {
    return { ms: performance.now() - started, status: 0, text: error instanceof Error ? error.message : String(error) }
  }
}

/** How long the uploads took: every one from the same start, so the slowest is the whole burst. */
function timingRows(prefix: string, outcomes: Outcome[]): Row[] {
  const sorted = outcomes.map((o) => o.ms).sort((a, b) => a - b)
  const failed = outcomes.filter((o) => o.status !== 201)
  const detail = failed.length ? ` (${failed.length} failed: ${failed[0]!.status} ${failed[0]!.text.slice(0, 120)})` : ''
  return [
    row(`${prefix} p50`, seconds(quantile(sorted, 0.5))),
    row(`${prefix} p99`, `${seconds(quantile(sorted, 0.99))}${detail}`, 'all answered 201', failed.length === 0 ? 'ok' : 'missed'),
  ]
}

async function getJson<T>(apiUrl: string, path: string, token: string): Promise<T> {
  const answer = await fetch(`${apiUrl}${path}`, { headers: { authorization: `Bearer ${token}` } })
  if (!answer.ok) throw new Error(`GET ${path} answered ${answer.status}`)
  return (await answer.json()) as T
}

interface StoredFile {
  contentType: string
  width?: number
  height?: number
  durationSeconds?: number
}

/** The files the API host holds for these students' submissions of one skill. */
async function storedFiles(apiUrl: string, students: SeededStudent[], skill: 'writing' | 'speaking'): Promise<StoredFile[]> {
  const lists = await Promise.all(students.map((s) => getJson<{ files: StoredFile[] }[]>(apiUrl, `/api/${skill}-tests/student/results`, s.token)))
  return lists.flat().flatMap((submission) => submission.files)
}

/** Fresh students, and a fresh web server child (so its peak memory is this run's alone). */
async function setUp(context: { app(): Promise<ServerChild> }, mallocArenaMax?: string) {
  const app = await context.app()
  const apiUrl = `http://127.0.0.1:${app.ports.api}`
  const { students } = await app.ask<Seeded>({ type: 'seed', students: STUDENTS })
  const web = await startWebChild(apiUrl, mallocArenaMax)
  const pool = new Pool(`http://127.0.0.1:${web.port}`, { connections: STUDENTS, headersTimeout: UPLOAD_TIMEOUT_MS, bodyTimeout: UPLOAD_TIMEOUT_MS })
  const firstTest = async (kind: string) => (await getJson<{ id: string }[]>(apiUrl, `/api/${kind}-tests`, students[0]!.token))[0]!.id
  return { apiUrl, students, web, pool, firstTest }
}

interface PhotoRun {
  outcomes: Outcome[]
  peakRssBytes: number
  startRssBytes: number
  stored: number
}

/** One burst: every student sends their photos at the same moment; then what was stored is counted. */
async function photoBurst(context: { app(): Promise<ServerChild> }, photos: Buffer[], mallocArenaMax?: string): Promise<PhotoRun> {
  const { apiUrl, students, web, pool, firstTest } = await setUp(context, mallocArenaMax)
  try {
    const testId = await firstTest('oet-writing')
    const before = await web.usage()
    const outcomes = await Promise.all(
      students.map((student, s) => {
        const form = new FormData()
        form.append('startTime', new Date().toISOString())
        for (let p = 0; p < PHOTOS_EACH; p++) {
          const photo = photos[(s * PHOTOS_EACH + p) % photos.length]!
          form.append('file', new Blob([photo as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' }), `page-${p + 1}.jpg`)
        }
        return post(pool, `/api/writing-tests/submission/${testId}/submit`, browserHeaders(student, web.port), form)
      }),
    )
    const after = await web.usage()
    const files = await storedFiles(apiUrl, students, 'writing')
    const stored = files.filter((f) => f.contentType === 'image/jpeg' && Math.max(f.width ?? 0, f.height ?? 0) <= 2400).length
    return { outcomes, peakRssBytes: after.peakRssBytes, startRssBytes: before.rssBytes, stored }
  } finally {
    await pool.close()
    await web.close()
  }
}

export const photoUploads: BenchCase = {
  name: `upload routes: ${STUDENTS} students upload ${PHOTOS_EACH} photos of ${PHOTO_MB} MB at once`,
  async run(context) {
    const photos: Buffer[] = []
    for (let i = 0; i < DISTINCT_PHOTOS; i++) photos.push(await cameraPhoto(PHOTO_MB))
    log(`${DISTINCT_PHOTOS} camera photos of ${mb(photos[0]!.length)} (4032 x 3024, EXIF orientation 6)`)
    const glibc = await photoBurst(context, photos)
    // glibc gives each of libvips' threads a heap of its own and rarely hands memory back; capping
    // the heaps (an environment variable, read at start) is what sharp's documentation suggests.
    const capped = await photoBurst(context, photos, '2')
    const expected = STUDENTS * PHOTOS_EACH
    const peakRow = (figure: string, run: PhotoRun) =>
      row(figure, `${mb(run.peakRssBytes)} (${mb(run.startRssBytes)} before)`, `< ${MAX_PEAK_RSS_MB} MB`, run.peakRssBytes < MAX_PEAK_RSS_MB * 2 ** 20 ? 'ok' : 'missed')
    const allStored = glibc.stored === expected && capped.stored === expected
    return [
      row(`${STUDENTS} students x ${PHOTOS_EACH} photos of ${PHOTO_MB} MB at once`, `all answered in ${seconds(Math.max(...glibc.outcomes.map((o) => o.ms)))}`),
      ...timingRows('  upload', glibc.outcomes),
      peakRow('  web server peak RSS, glibc malloc defaults', glibc),
      peakRow('  web server peak RSS, MALLOC_ARENA_MAX=2', capped),
      row('  photos stored (JPEG, <= 2400 px)', `${glibc.stored} and ${capped.stored} of ${expected}`, `${expected} each run`, allStored ? 'ok' : 'missed'),
    ]
  },
}

export const speakingUploads: BenchCase = {
  name: `upload routes: ${STUDENTS} speaking uploads of ${RECORDING_SECONDS / 60} minutes at once`,
  async run(context) {
    const dir = await mkdtemp(join(tmpdir(), 'oet-bench-speaking-'))
    try {
      const recording = await readFile(await longRecording(dir, RECORDING_SECONDS))
      // The speaking screen's JSON body: the recording in base64.
      const body = (fileName: string) => JSON.stringify({ mainCardNumber: 1, audio: recording.toString('base64'), fileName })
      log(`a ${RECORDING_SECONDS / 60}-minute WebM recording of ${mb(recording.length)} (${mb(body('x').length)} as JSON)`)
      const { apiUrl, students, web, pool, firstTest } = await setUp(context)
      try {
        const testId = await firstTest('oet-speaking')
        const outcomes = await Promise.all(
          students.map((student) =>
            post(pool, `/api/speaking-tests/submission/${testId}/submit`, browserHeaders(student, web.port, { 'content-type': 'application/json' }), body(`${testId}-1.webm`)),
          ),
        )
        const after = await web.usage()
        const files = await storedFiles(apiUrl, students, 'speaking')
        const whole = files.filter((f) => f.contentType === 'audio/webm' && Math.abs((f.durationSeconds ?? 0) - RECORDING_SECONDS) < 2)
        return [
          row(`${STUDENTS} speaking uploads of ${RECORDING_SECONDS / 60} min at once`, `all answered in ${seconds(Math.max(...outcomes.map((o) => o.ms)))}`),
          ...timingRows('  upload', outcomes),
          row('  web server peak RSS', mb(after.peakRssBytes)),
          row('  recordings stored (Opus WebM, 5:00)', `${whole.length} of ${STUDENTS}`, `${STUDENTS}`, whole.length === STUDENTS ? 'ok' : 'missed'),
        ]
      } finally {
        await pool.close()
        await web.close()
      }
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  },
}

/** The high-water mark of this process' resident memory, as the kernel kept it. */
async function peakRss() {
  const status = await readFile('/proc/self/status', 'utf8')
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)![1]) * 1024
}

async function webChild() {
  const [{ apiUrl }] = (await once(process, 'message')) as [{ apiUrl: string }]
  const { buildWebServer } = await import('#web/server.ts')
  const { loadWebConfig } = await import('#web/config.ts')
  const web = await buildWebServer(loadWebConfig({ API_URL: apiUrl, LOG_LEVEL: 'silent' }))
  await web.listen({ host: '127.0.0.1', port: 0 })
  process.on('message', (message) => {
    if (message === 'usage') void peakRss().then((peakRssBytes) => process.send!({ rssBytes: process.memoryUsage.rss(), peakRssBytes }))
    if (message === 'close') void web.close().then(() => process.exit(0))
  })
  process.on('disconnect', () => process.exit(0))
  process.send!({ port: (web.server.address() as AddressInfo).port })
}

if (process.env[CHILD_FLAG]) await webChild()

export const uploadRouteCases: BenchCase[] = [photoUploads, speakingUploads]
