import { runBoth } from './processes.ts'

/** A stretch of silence in a recording, in seconds from its start. */
export interface Gap {
  start: number
  end: number
}

/** The silences ffmpeg's silencedetect finds in a file: quieter than `noise` for at least `min` seconds. */
export async function silences(file: string, noise: string, min: number): Promise<Gap[]> {
  const { stderr } = await runBoth('ffmpeg', ['-hide_banner', '-nostats', '-i', file, '-af', `silencedetect=noise=${noise}:d=${min}`, '-f', 'null', '-'])
  const gaps: Gap[] = []
  let start: number | undefined
  for (const line of stderr.split('\n')) {
    const opened = /silence_start: (-?[0-9.]+)/.exec(line)
    if (opened) start = Math.max(0, Number(opened[1]))
    const closed = /silence_end: ([0-9.]+)/.exec(line)
    if (closed && start !== undefined) {
      gaps.push({ start, end: Number(closed[1]) })
      start = undefined
    }
  }
  // A silence running to the end of the file is reported without an end.
  if (start !== undefined) gaps.push({ start, end: Number.POSITIVE_INFINITY })
  return gaps
}
