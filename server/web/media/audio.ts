import { readFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import { dirname, join } from 'node:path'
import type { Readable } from 'node:stream'
import { SPEAKING_RECORDING_MAX_SECONDS } from '#shared/speaking/speaking.ts'
import { SPEAKING_AUDIO_MAX_BYTES } from '#shared/media/upload-limits.ts'
import { MediaError, recordingTooLarge } from './errors.ts'
import { probeAudio, TRUNCATED, type AudioProbe, type HeardAudio } from '../../common/media/probe-audio.ts'
import { runProcess } from '../../common/media/run-process.ts'
import { mediaJobs } from './media-jobs.ts'
import { spoolToFile } from '../../common/media/spool.ts'

export interface AudioOptions {
  /** Largest upload accepted, in bytes (413 past it). */
  maxBytes: number
  /** Longest recording accepted, in seconds (413 past it). */
  maxSeconds: number
  /** How long one job's ffprobe and ffmpeg runs may take, once it has its turn (503 past it). */
  timeoutMs: number
  /** Where uploads and encodes are kept while they are worked on; the system's temporary folder by default. */
  tmpDir?: string
}

export const AUDIO_DEFAULTS: AudioOptions = {
  maxBytes: SPEAKING_AUDIO_MAX_BYTES,
  maxSeconds: SPEAKING_RECORDING_MAX_SECONDS,
  // 20 minutes of speech takes about 50 s on one free core; the rest is room for a busy machine.
  timeoutMs: 180_000,
}

export interface NormalisedAudio {
  /** Opus in WebM, mono, 48 kHz, ~32 kb/s, loudness-normalised, with its duration and cues written. */
  buffer: Buffer
  contentType: 'audio/webm'
  durationSeconds: number
  bytesIn: number
  bytesOut: number
}

/** Encodes at once: each ffmpeg keeps one core busy, so more would only slow every one of them. */
export const audioJobs = mediaJobs('ffmpeg', availableParallelism())

/** The encode: exported so the bench can time the same command run alone. */
export function ffmpegArgs(inputPath: string, outputPath: string) {
  return [
    ...['-hide_banner', '-nostdin', '-nostats', '-loglevel', 'error', '-progress', 'pipe:1'],
    ...['-i', inputPath, '-map', '0:a:0', '-vn', '-sn', '-dn', '-map_metadata', '-1'],
    // Mono first (half the work for loudnorm), single-pass EBU R128 loudness to -16 LUFS, and back
    // to 48 kHz from the 192 kHz that loudnorm works at.
    ...['-af', 'aformat=channel_layouts=mono,loudnorm=I=-16:TP=-1.5:LRA=11,aresample=48000', '-ac', '1', '-ar', '48000'],
    ...['-c:a', 'libopus', '-b:a', '32k', '-application', 'voip', '-f', 'webm', '-y', outputPath],
  ]
}

const notAudio = (cause?: unknown) =>
  new MediaError(415, 'AUDIO_NOT_RECOGNISED', 'This file is not a recording we can play. Please record your answer again, or upload an audio file (for example WebM, MP3, M4A or WAV).', { cause })
const damaged = (cause?: unknown) =>
  new MediaError(415, 'AUDIO_DAMAGED', "This recording is incomplete or damaged and can't be played. Please record it again, or upload the complete file.", { cause })
const tooLong = (maxSeconds: number) =>
  new MediaError(413, 'AUDIO_TOO_LONG', `This recording is longer than ${Math.round(maxSeconds / 60)} minutes. Please upload a recording of at most ${Math.round(maxSeconds / 60)} minutes.`)
const timedOut = () =>
  new MediaError(503, 'AUDIO_TIMEOUT', 'Your recording took too long to process because the server is busy. Nothing was saved; please try again in a few minutes.')

/**
 * Re-encodes one recording read from `input` (any audio ffmpeg reads: WebM/Opus, Ogg/Opus, MP4/AAC,
 * WAV, MP3...) into the one format staff hear. The upload is streamed to a temporary file (MP4 with
 * its index at the end can't be read from a pipe), waits for a free core, is checked with ffprobe,
 * encoded by ffmpeg into a file (a WebM written to a pipe has no duration or seek index), measured
 * with ffprobe, and read back; the temporary files are deleted before this returns.
 * Throws MediaError: 415 not audio or damaged; 413 too large or too long; 503 past the time limit.
 */
export async function normaliseAudio(input: Readable, options: Partial<AudioOptions> = {}): Promise<NormalisedAudio> {
  const settings = { ...AUDIO_DEFAULTS, ...options }
  const spooled = await spoolToFile(input, {
    maxBytes: settings.maxBytes,
    dir: settings.tmpDir,
    tooLarge: () => new MediaError(413, 'AUDIO_TOO_LARGE', recordingTooLarge(settings.maxBytes)),
  })
  try {
    const outputPath = join(dirname(spooled.path), 'normalised.webm')
    const durationSeconds = await audioJobs.run(() => encode(spooled.path, outputPath, settings))
    const buffer = await readFile(outputPath)
    return { buffer, contentType: 'audio/webm', durationSeconds, bytesIn: spooled.bytes, bytesOut: buffer.length }
  } finally {
    await spooled.remove()
  }
}

async function encode(inputPath: string, outputPath: string, settings: AudioOptions): Promise<number> {
  const deadline = Date.now() + settings.timeoutMs
  const remaining = () => Math.max(1, deadline - Date.now())

  const input = heard(await probeAudio(inputPath, remaining()))
  if (input.seconds !== undefined && input.seconds > settings.maxSeconds) throw tooLong(settings.maxSeconds)

  // A recording whose container does not say how long it is (MediaRecorder's WebM) is stopped as soon as it passes the limit.
  const encoded = await runProcess('ffmpeg', ffmpegArgs(inputPath, outputPath), {
    timeoutMs: remaining(),
    onStdoutLine: (line) => line.startsWith('out_time_us=') && Number(line.slice(12)) / 1e6 > settings.maxSeconds,
  })
  if (encoded.stoppedEarly) throw tooLong(settings.maxSeconds)
  if (encoded.timedOut) throw timedOut()
  if (encoded.code !== 0) throw damaged(encoded.stderr)
  if (TRUNCATED.test(encoded.stderr)) throw damaged(encoded.stderr)

  const output = heard(await probeAudio(outputPath, remaining()))
  if (!output.seconds) throw notAudio(output.stderr)
  if (output.seconds > settings.maxSeconds) throw tooLong(settings.maxSeconds)
  return output.seconds
}

/** The probe's audio, or its refusal in the student's words. */
function heard(probe: AudioProbe): HeardAudio {
  if (probe.kind === 'audio') return probe
  if (probe.kind === 'timed-out') throw timedOut()
  throw probe.kind === 'damaged' ? damaged(probe.stderr) : notAudio(probe.stderr)
}
