import { createReadStream } from 'node:fs'
import { dirname, join } from 'node:path'
import type { Readable } from 'node:stream'
import { TEST_AUDIO_MAX_SECONDS, TEST_MEDIA_MAX_BYTES } from '#shared/media/upload-limits.ts'
import { jobLimit } from '../../common/media/job-limit.ts'
import { probeAudio, TRUNCATED, type AudioProbe, type HeardAudio } from '../../common/media/probe-audio.ts'
import { runProcess } from '../../common/media/run-process.ts'
import { spoolToFile } from '../../common/media/spool.ts'
import { HttpError } from '../errors.ts'

/** What a test's recording is kept as: the Ogg/Opus the sample content ships and every player here plays. */
export const LISTENING_AUDIO_TYPE = 'audio/ogg'

// Admin uploads are rare and long: one at a time, so the machine's cores stay with the students'
// recordings (the web server's own ffmpeg jobs). A whole listening test takes well under a minute.
const listeningJobs = jobLimit(1)
const TIMEOUT_MS = 300_000

/**
 * The encode of a test's recording: unlike a student's answer (mono, loudness-levelled speech,
 * decision 0086) it keeps the author's stereo image and levels. Opus already is copied, not
 * encoded again (the sample content is 24 kb/s speech, which a second encode would only bloat and
 * blur), and decoded to nothing alongside so a damaged stream is still found; anything else is
 * encoded at 48 kHz in its own channels (at most two) at 64 kb/s a channel. No metadata, no
 * chapters, no cover art; `bitexact` leaves out the encoder's version and the random stream
 * serial, so the same upload is kept as the same bytes. `-xerror` stops at the first decoding error.
 */
export function listeningArgs(inputPath: string, outputPath: string, source: { codec: string; channels: number }) {
  const channels = Math.min(Math.max(source.channels, 1), 2)
  const audio =
    source.codec === 'opus'
      ? ['-c:a', 'copy']
      : ['-ac', String(channels), '-ar', '48000', '-c:a', 'libopus', '-b:a', `${64 * channels}k`, '-application', 'audio', '-flags:a', '+bitexact']
  return [
    ...['-hide_banner', '-nostdin', '-nostats', '-loglevel', 'error', '-xerror', '-progress', 'pipe:1'],
    ...['-i', inputPath, '-map', '0:a:0', '-vn', '-sn', '-dn', '-map_metadata', '-1', '-map_chapters', '-1'],
    ...audio,
    ...['-fflags', '+bitexact', '-f', 'ogg', '-y', outputPath],
    ...(source.codec === 'opus' ? ['-map', '0:a:0', '-f', 'null', '-'] : []),
  ]
}

const refused = (statusCode: number, message: string) => new HttpError(statusCode, message)
const notAudio = () =>
  refused(415, 'No sound could be read from this file, so it is not a recording we can play. Please export it again as MP3, WAV, M4A, Ogg or WebM audio and upload that file.')
const damaged = () =>
  refused(415, "This recording is damaged or incomplete: it can't be played to its end. Please export it again from your audio editor and upload the complete file.")
const tooLong = () =>
  refused(413, `This recording is longer than ${TEST_AUDIO_MAX_SECONDS / 60} minutes. Please split it into shorter recordings, one per part or extract.`)
const busy = () => refused(503, 'This recording took too long to process because the server is busy. Nothing was saved; please try again in a few minutes.')

/**
 * A test's recording as it is kept (decision 0086): spooled to a temporary file through the byte
 * limiter, checked with ffprobe, re-encoded by ffmpeg (`listeningArgs`) into a file of its own,
 * checked again and handed to `keep` as a stream; the temporary files are gone when this returns.
 * Throws HttpError: 415 not audio or damaged, 413 too long, 503 past the time limit.
 */
export async function cleanAudio<T>(source: Readable, tooLarge: () => Error, keep: (cleaned: Readable) => Promise<T>): Promise<T> {
  const spooled = await spoolToFile(source, { maxBytes: TEST_MEDIA_MAX_BYTES, tooLarge })
  try {
    const outputPath = join(dirname(spooled.path), 'kept.ogg')
    await listeningJobs.run(() => encode(spooled.path, outputPath))
    return await keep(createReadStream(outputPath))
  } finally {
    await spooled.remove()
  }
}

async function encode(inputPath: string, outputPath: string) {
  const deadline = Date.now() + TIMEOUT_MS
  const remaining = () => Math.max(1, deadline - Date.now())

  const input = heard(await probeAudio(inputPath, remaining()))
  if (input.seconds !== undefined && !input.estimated && input.seconds > TEST_AUDIO_MAX_SECONDS) throw tooLong()
  const encoded = await runProcess('ffmpeg', listeningArgs(inputPath, outputPath, input), {
    timeoutMs: remaining(),
    onStdoutLine: (line) => line.startsWith('out_time_us=') && Number(line.slice(12)) / 1e6 > TEST_AUDIO_MAX_SECONDS,
  })
  if (encoded.stoppedEarly) throw tooLong()
  if (encoded.timedOut) throw busy()
  if (encoded.code !== 0 || TRUNCATED.test(encoded.stderr)) throw damaged()

  const output = heard(await probeAudio(outputPath, remaining()))
  if (!output.seconds) throw damaged()
  // An MP3 or WAV cut short decodes "fine" up to the cut: its header still says how long it was.
  if (input.seconds !== undefined && !input.estimated && output.seconds < input.seconds * 0.98 - 0.5) throw damaged()
}

/** The probe's audio, or its refusal in the author's words. */
function heard(probe: AudioProbe): HeardAudio {
  if (probe.kind === 'audio') return probe
  if (probe.kind === 'timed-out') throw busy()
  throw probe.kind === 'damaged' ? damaged() : notAudio()
}
