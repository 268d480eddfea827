import { spawn } from 'node:child_process'

/** Runs a program with an argument array; resolves with its stdout and stderr, rejects with its stderr. */
export function runBoth(program: string, args: string[]): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    const out: Buffer[] = []
    const err: Buffer[] = []
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk))
    child.on('error', (error) => reject(new Error(`${program}: ${error.message}`)))
    child.on('close', (code) => {
      const stderr = Buffer.concat(err).toString('utf8').trim()
      if (code === 0) resolvePromise({ stdout: Buffer.concat(out).toString('utf8'), stderr })
      else reject(new Error(`${program} exited with ${code}${stderr ? `: ${stderr.split('\n').slice(-3).join(' / ')}` : ''}`))
    })
  })
}

/** Runs a program with an argument array; resolves with its stdout, rejects with its stderr. */
export async function run(program: string, args: string[]): Promise<string> {
  return (await runBoth(program, args)).stdout
}

/** A media file's length in seconds, by ffprobe. */
export async function durationSeconds(file: string): Promise<number> {
  const out = await run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file])
  return Number.parseFloat(out.trim())
}
