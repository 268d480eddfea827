/**
 * The web server's upload normalisation on its own (server/web/media): one 5-minute recording
 * re-encoded, timed against the same ffmpeg command run alone; and 40 camera photos of 8 MB
 * normalised at once in a child process of their own, for throughput and its peak memory.
 * (The rows for 20 students uploading through the routes belong with the upload routes.)
 */
import { execFile, fork } from 'node:child_process'
import { createReadStream } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { ffmpegArgs, normaliseAudio } from '#web/media/audio.ts'
import { imageJobs, normaliseImage } from '#web/media/image.ts'
import { cameraPhoto, longRecording } from '#test/web/media-fixtures.ts'
import type { BenchCase, Row } from '../runner.ts'

const RECORDING_SECONDS = 5 * 60
const PHOTOS = 40
const PHOTO_MB = 8
/** Distinct photos made; the 40 uploads take turns with them (making each costs seconds). */
const DISTINCT_PHOTOS = 4
const MAX_PEAK_RSS_MB = 400
const MIN_SPEED_SHARE = 0.9
/** Set in the child that normalises the photos, so its memory is theirs alone. */
const CHILD_FLAG = 'OET_BENCH_PHOTO_CHILD'

const log = (message: string) => console.error(`[bench]   ${message}`)
const row = (figure: string, value: string, target = '', ratio = '', status = ''): Row => ({ figure, value, target, ratio, status })
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`
const run = promisify(execFile)

async function timed<T>(job: () => Promise<T>): Promise<number> {
  const started = performance.now()
  await job()
  return performance.now() - started
}

export const audioReencode: BenchCase = {
  name: 'uploads: re-encode a 5-minute recording',
  async run() {
    const dir = await mkdtemp(join(tmpdir(), 'oet-bench-audio-'))
    try {
      const recording = await longRecording(dir, RECORDING_SECONDS)
      log(`a ${RECORDING_SECONDS / 60}-minute WebM recording of ${mb((await readFile(recording)).length)}`)
      const alone = () => run('ffmpeg', ffmpegArgs(recording, join(dir, 'alone.webm')))
      const service = () => normaliseAudio(createReadStream(recording), { tmpDir: dir })
      // Alternated, best of two each: the machine is shared, and the best run is the least disturbed.
      const aloneMs: number[] = []
      const serviceMs: number[] = []
      for (let round = 0; round < 2; round++) {
        aloneMs.push(await timed(alone))
        serviceMs.push(await timed(service))
      }
      const best = { alone: Math.min(...aloneMs), service: Math.min(...serviceMs) }
      const share = best.alone / best.service
      return [
        row(
          're-encode 5 min recording (ffmpeg, loudnorm)',
          `${seconds(best.service)} (ffmpeg alone ${seconds(best.alone)})`,
          `>= ${MIN_SPEED_SHARE} of ffmpeg alone`,
          `${share.toFixed(2)}x ffmpeg alone`,
          share >= MIN_SPEED_SHARE ? 'ok' : 'missed',
        ),
      ]
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  },
}

interface PhotoRun {
  elapsedMs: number
  peakRssBytes: number
  startRssBytes: number
  bytesIn: number
  bytesOut: number
}

export const photoBurst: BenchCase = {
  name: `uploads: normalise ${PHOTOS} photos of ${PHOTO_MB} MB at once`,
  async run() {
    const dir = await mkdtemp(join(tmpdir(), 'oet-bench-photos-'))
    try {
      const files: string[] = []
      for (let i = 0; i < DISTINCT_PHOTOS; i++) {
        const path = join(dir, `photo-${i}.jpg`)
        await writeFile(path, await cameraPhoto(PHOTO_MB))
        files.push(path)
      }
      log(`${DISTINCT_PHOTOS} camera photos of ${mb((await readFile(files[0]!)).length)} (4032 x 3024, EXIF orientation 6)`)
      const glibc = await inChild({ files, dir }, { MALLOC_ARENA_MAX: undefined })
      // glibc gives each of libvips' worker threads its own heap and rarely hands memory back;
      // sharp's documentation recommends jemalloc or, simpler, capping the heaps.
      const capped = await inChild({ files, dir }, { MALLOC_ARENA_MAX: '2' })
      const perSecond = (PHOTOS * 1000) / glibc.elapsedMs
      const peakRow = (figure: string, result: PhotoRun) =>
        row(
          figure,
          `${mb(result.peakRssBytes)} (${mb(result.startRssBytes)} before)`,
          `< ${MAX_PEAK_RSS_MB} MB`,
          '',
          result.peakRssBytes < MAX_PEAK_RSS_MB * 2 ** 20 ? 'ok' : 'missed',
        )
      return [
        row(`normalise ${PHOTOS} photos of ${PHOTO_MB} MB at once`, `${perSecond.toFixed(1)} photos/s (${seconds(glibc.elapsedMs)}, ${imageJobs.limit} at a time)`),
        peakRow('  peak RSS, glibc malloc defaults', glibc),
        peakRow('  peak RSS, MALLOC_ARENA_MAX=2', capped),
        row('  bytes in, bytes out', `${mb(glibc.bytesIn)} in, ${mb(glibc.bytesOut)} out`),
      ]
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  },
}

/** Runs the burst in a fresh Node process (this module again, flagged), so its peak RSS is the burst's own. */
function inChild(job: { files: string[]; dir: string }, env: Record<string, string | undefined>): Promise<PhotoRun> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [], { execArgv: ['--import', 'tsx'], env: { ...process.env, ...env, [CHILD_FLAG]: '1' } })
    child.once('message', (result) => resolve(result as PhotoRun))
    child.once('error', reject)
    child.once('exit', (code) => reject(new Error(`the photo child exited with ${code} before answering`)))
    child.send(job)
  })
}

/** The high-water mark of this process' resident memory, as the kernel kept it. */
async function peakRss() {
  const status = await readFile('/proc/self/status', 'utf8')
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)![1]) * 1024
}

async function photoChild() {
  const { files, dir } = await new Promise<{ files: string[]; dir: string }>((resolve) => process.once('message', resolve))
  const startRssBytes = process.memoryUsage.rss()
  const started = performance.now()
  // Each JPEG is let go once counted, as the upload route does once it has stored it.
  const sizes = await Promise.all(
    Array.from({ length: PHOTOS }, async (_, i) => {
      const { bytesIn, bytesOut } = await normaliseImage(createReadStream(files[i % files.length]!), { tmpDir: dir })
      return { bytesIn, bytesOut }
    }),
  )
  const elapsedMs = performance.now() - started
  const sum = (pick: (size: (typeof sizes)[number]) => number) => sizes.reduce((total, size) => total + pick(size), 0)
  const answer: PhotoRun = { elapsedMs, peakRssBytes: await peakRss(), startRssBytes, bytesIn: sum((s) => s.bytesIn), bytesOut: sum((s) => s.bytesOut) }
  process.send!(answer, () => process.exit(0))
}

if (process.env[CHILD_FLAG]) await photoChild()

export const uploadCases: BenchCase[] = [audioReencode, photoBurst]
