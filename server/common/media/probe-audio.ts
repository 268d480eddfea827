import { runProcess } from './run-process.ts'

/** What ffmpeg's demuxers say about a file that stops part-way: decoding "succeeds" with what is there. */
export const TRUNCATED = /File ended prematurely|partial file|moov atom not found/i

/** A file's first audio stream, as ffprobe found it. */
export interface HeardAudio {
  kind: 'audio'
  /** The container's duration, when it states one. */
  seconds: number | undefined
  /** The duration was guessed from the bitrate (an MP3 without its frame count): it may be far out. */
  estimated: boolean
  codec: string
  channels: number
  stderr: string
}

/** What ffprobe found in a file: its audio, or why there is none to hear. */
export type AudioProbe = HeardAudio | { kind: 'not-audio' | 'damaged' | 'timed-out'; stderr: string }

/**
 * Looks at a file with ffprobe, for the web server's recordings and the API host's test audio
 * alike; each host words the outcome as its own refusal. Rejects only when ffprobe can't be started.
 */
export async function probeAudio(path: string, timeoutMs: number): Promise<AudioProbe> {
  const args = ['-v', 'warning', '-select_streams', 'a', '-show_entries', 'stream=index,codec_name,channels:format=duration', '-of', 'json', path]
  const result = await runProcess('ffprobe', args, { timeoutMs })
  const { stderr } = result
  if (result.timedOut) return { kind: 'timed-out', stderr }
  if (result.code !== 0) return { kind: TRUNCATED.test(stderr) ? 'damaged' : 'not-audio', stderr }
  const parsed = JSON.parse(result.stdout) as { streams?: { codec_name?: string; channels?: number }[]; format?: { duration?: string } }
  const stream = parsed.streams?.[0]
  if (!stream) return { kind: 'not-audio', stderr }
  const seconds = Number(parsed.format?.duration)
  return {
    kind: 'audio',
    seconds: Number.isFinite(seconds) ? seconds : undefined,
    estimated: /Estimating duration from bitrate/i.test(stderr),
    codec: stream.codec_name ?? '',
    channels: stream.channels ?? 0,
    stderr,
  }
}
