/**
 * Real media files for the media services' tests and bench, made on the spot: photos with sharp,
 * speech with espeak-ng, and the containers browsers record in with ffmpeg.
 */
import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { writeFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { promisify } from 'node:util'
import sharp from 'sharp'

const run = promisify(execFile)

/** A photo whose stored pixels are red on the left half and blue on the right, so turning it shows. */
export async function twoColourPhoto(options: { width: number; height: number; orientation?: number; gps?: boolean }) {
  const { width, height } = options
  const half = Math.floor(width / 2)
  const left = { create: { width: half, height, channels: 3, background: '#d01010' } } as const
  const right = { create: { width: width - half, height, channels: 3, background: '#1010d0' } } as const
  let image = sharp({ create: { width, height, channels: 3, background: '#000000' } }).composite([
    { input: await sharp(left).png().toBuffer(), left: 0, top: 0 },
    { input: await sharp(right).png().toBuffer(), left: half, top: 0 },
  ])
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation })
  if (options.gps) {
    image = image.withExif({
      IFD0: { Artist: 'Student Name', Make: 'PhoneMaker' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 2600/100', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 3900/100', GPSMapDatum: 'HOME-ADDRESS-WGS84' },
    })
  }
  return image.jpeg({ quality: 90 }).toBuffer()
}

/**
 * A phone photo of a handwritten letter, of roughly `megabytes`: 4032 x 3024 with EXIF orientation 6
 * as phones write it, uneven light, slanted lines of ink, and sensor grain (what makes a phone's
 * JPEG big). Each call draws new grain, so no two photos are the same file.
 */
export async function cameraPhoto(megabytes: number) {
  const width = 4032
  const height = 3024
  const line = (i: number) =>
    `<text x="${300 + (i % 3) * 20}" y="${260 + i * 90}" font-family="DejaVu Serif" font-style="italic" font-size="64" fill="#1b2a6b" ` +
    `transform="rotate(${(i % 5) - 2} 2000 ${260 + i * 90})">Dear Dr Smith, I am writing to refer Mrs Jane Jones, a 68-year-old patient</text>`
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><radialGradient id="light" cx="45%" cy="40%" r="75%">` +
    `<stop offset="0" stop-color="#f6f2e6"/><stop offset="1" stop-color="#9c958a"/></radialGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#light)"/>${Array.from({ length: 30 }, (_, i) => line(i)).join('')}</svg>`
  const grain = Buffer.from(randomBytes(width * height).map((byte) => 96 + (byte % 64)))
  const pixels = await sharp(Buffer.from(svg))
    .removeAlpha()
    .composite([{ input: grain, raw: { width, height, channels: 1 }, blend: 'overlay' }])
    .raw()
    .toBuffer()
  // The smallest camera-like quality that reaches the size asked for.
  for (const quality of [90, 95, 97, 98, 99, 100]) {
    const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } }).withMetadata({ orientation: 6 }).jpeg({ quality }).toBuffer()
    if (jpeg.length >= megabytes * 1024 * 1024 * 0.95 || quality === 100) return jpeg
  }
  throw new Error('unreachable')
}

/** What the test recordings say: about 11 seconds of a nurse's opening questions. */
export const SPEECH =
  'Good morning. I am the nurse looking after your mother today. Can you tell me how she has been sleeping, ' +
  'and whether she has had any pain overnight? I would also like to talk about her medication.'

/** espeak-ng speech as a WAV in `dir`, at `volume` (1 as spoken; 0.05 is a whisper-quiet microphone). */
export async function speechWav(dir: string, options: { volume?: number; name?: string } = {}) {
  const raw = join(dir, 'espeak.wav')
  await run('espeak-ng', ['-w', raw, SPEECH])
  const path = join(dir, options.name ?? 'speech.wav')
  await run('ffmpeg', ['-v', 'error', '-y', '-i', raw, '-af', `volume=${options.volume ?? 1}`, '-ar', '44100', '-ac', '2', path])
  return path
}

/** The containers browsers record in (and a plain WAV), as MediaRecorder and phones write them. */
export const RECORDING_FORMATS = {
  'WebM/Opus': ['-c:a', 'libopus', '-b:a', '64k', '-f', 'webm'],
  'Ogg/Opus': ['-c:a', 'libopus', '-b:a', '64k', '-f', 'ogg'],
  'MP4/AAC': ['-c:a', 'aac', '-b:a', '96k', '-f', 'mp4'],
  WAV: ['-c:a', 'pcm_s16le', '-f', 'wav'],
} as const

/** `source` re-encoded into one of RECORDING_FORMATS (ffmpeg writes MP4's index at the end, as phones do). */
export async function recordAs(source: string, format: keyof typeof RECORDING_FORMATS, path: string) {
  await run('ffmpeg', ['-v', 'error', '-y', '-i', source, ...RECORDING_FORMATS[format], path])
  return path
}

/** WebM as MediaRecorder writes it: written to a pipe, so with no duration and no seek index. */
export async function liveWebm(source: string, path: string) {
  const { stdout } = await run('ffmpeg', ['-v', 'error', '-i', source, '-c:a', 'libopus', '-b:a', '48k', '-f', 'webm', 'pipe:1'], {
    encoding: 'buffer',
    maxBuffer: 64 * 1024 * 1024,
  })
  await writeFile(path, stdout)
  return path
}

/** A tone of `seconds` as small 8 kHz 8-bit WAV (fast to make even for 20 minutes). */
export async function toneWav(path: string, seconds: number) {
  await run('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=8000:duration=${seconds}`, '-c:a', 'pcm_u8', path])
  return path
}

export interface AudioFacts {
  formatName: string
  codec: string
  channels: number
  sampleRate: number
  /** The container's own duration (undefined when it states none). */
  durationSeconds: number | undefined
}

export async function probeAudio(path: string): Promise<AudioFacts> {
  const { stdout } = await run('ffprobe', ['-v', 'error', '-show_entries', 'format=format_name,duration:stream=codec_name,channels,sample_rate', '-of', 'json', path])
  const facts = JSON.parse(stdout) as { format: { format_name: string; duration?: string }; streams: { codec_name: string; channels: number; sample_rate: string }[] }
  const stream = facts.streams[0]!
  const duration = Number(facts.format.duration)
  return {
    formatName: facts.format.format_name,
    codec: stream.codec_name,
    channels: stream.channels,
    sampleRate: Number(stream.sample_rate),
    durationSeconds: Number.isFinite(duration) ? duration : undefined,
  }
}

/** Integrated loudness in LUFS (EBU R128), as ffmpeg's ebur128 filter measures it. */
export async function integratedLoudness(path: string) {
  const { stderr } = await run('ffmpeg', ['-hide_banner', '-nostats', '-i', path, '-af', 'ebur128', '-f', 'null', '-'])
  const summary = stderr.slice(stderr.lastIndexOf('Summary:'))
  const match = /I:\s+(-?[\d.]+) LUFS/.exec(summary)
  if (!match) throw new Error(`no loudness in ffmpeg's output:\n${stderr.slice(-500)}`)
  return Number(match[1])
}

/** `seconds` of speech as MediaRecorder would upload it (WebM/Opus at 64 kb/s, no duration): the spoken text over and over. */
export async function longRecording(dir: string, seconds: number) {
  const speech = await speechWav(dir, { name: 'long-source.wav' })
  const path = join(dir, `recording-${seconds}s.webm`)
  const { stdout } = await run(
    'ffmpeg',
    ['-v', 'error', '-stream_loop', '-1', '-i', speech, '-t', String(seconds), '-c:a', 'libopus', '-b:a', '64k', '-f', 'webm', 'pipe:1'],
    { encoding: 'buffer', maxBuffer: 256 * 1024 * 1024 },
  )
  await writeFile(path, stdout)
  return path
}

/**
 * What Chromium's MediaRecorder really uploads (fake microphone: a beep a second), in each type it
 * supports of those the speaking screens try: WebM with unknown-size clusters, fragmented MP4.
 */
export async function chromiumRecordings(t: { teardown(fn: () => unknown): void }, milliseconds: number) {
  const { launchBrowser } = await import('#test/e2e/browser.ts')
  const browser = await launchBrowser(t, ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'])
  // getUserMedia needs a secure context: a page from localhost is one.
  const server = createServer((_request, response) => response.end('<!doctype html><title>recorder</title>'))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  t.teardown(() => server.close())
  const page = await browser.newPage()
  await page.goto(`http://localhost:${(server.address() as AddressInfo).port}/`)
  const recordings: Record<string, Buffer> = {}
  for (const type of ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/mp4']) {
    const base64 = await page.evaluate(
      async ({ type, milliseconds }) => {
        if (!MediaRecorder.isTypeSupported(type)) return null
        const stream = await navigator.mediaDevices.getUserMedia({ audio: true })
        const recorder = new MediaRecorder(stream, { mimeType: type })
        const chunks: Blob[] = []
        recorder.ondataavailable = (event) => chunks.push(event.data)
        const stopped = new Promise((resolve) => (recorder.onstop = resolve))
        recorder.start(1000)
        await new Promise((resolve) => setTimeout(resolve, milliseconds))
        recorder.stop()
        await stopped
        stream.getTracks().forEach((track) => track.stop())
        const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer())
        let binary = ''
        for (const byte of bytes) binary += String.fromCharCode(byte)
        return btoa(binary)
      },
      { type, milliseconds },
    )
    if (base64) recordings[type] = Buffer.from(base64, 'base64')
  }
  return recordings
}
