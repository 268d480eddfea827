import { spawn } from 'node:child_process'

export interface ProcessResult {
  code: number | null
  stdout: string
  /** The last 64 KiB of what the process wrote to stderr. */
  stderr: string
  timedOut: boolean
  /** Set when `onStdoutLine` asked for the process to be stopped. */
  stoppedEarly: boolean
}

export interface RunOptions {
  timeoutMs: number
  /** Sees each line of stdout as it arrives; returning true kills the process. */
  onStdoutLine?: (line: string) => boolean | void
}

const STDERR_KEPT = 64 * 1024

/** The media tools' child processes alive right now, and the most ever alive at once (the tests and bench read them). */
export const liveProcesses = { running: 0, peak: 0 }

/**
 * Runs a media tool with pipes (no shell, no stdin) and a time limit after which it is killed.
 * Resolves whatever its exit code; rejects only when it can't be started (e.g. ffmpeg missing).
 */
export function runProcess(command: string, args: string[], options: RunOptions): Promise<ProcessResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let pending = ''
    let stderr = ''
    let timedOut = false
    let stoppedEarly = false
    let counted = false

    const timer = setTimeout(() => {
      timedOut = true
      child.kill('SIGKILL')
    }, options.timeoutMs)

    child.once('spawn', () => {
      counted = true
      liveProcesses.running++
      liveProcesses.peak = Math.max(liveProcesses.peak, liveProcesses.running)
    })
    child.stdout.setEncoding('utf8').on('data', (text: string) => {
      stdout += text
      if (!options.onStdoutLine) return
      pending += text
      const lines = pending.split('\n')
      pending = lines.pop()!
      for (const line of lines) {
        if (!stoppedEarly && options.onStdoutLine(line)) {
          stoppedEarly = true
          child.kill('SIGKILL')
        }
      }
    })
    child.stderr.setEncoding('utf8').on('data', (text: string) => {
      stderr = (stderr + text).slice(-STDERR_KEPT)
    })
    child.once('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    child.once('close', (code) => {
      clearTimeout(timer)
      if (counted) liveProcesses.running--
      resolve({ code, stdout, stderr, timedOut, stoppedEarly })
    })
  })
}
