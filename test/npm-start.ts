import { spawn } from 'node:child_process'
import { openSync, closeSync } from 'node:fs'
import { readFile, watch } from 'node:fs/promises'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { freePort } from './free-port.ts'
import { recordStart } from './start-count.ts'

/*
 * `npm start` as the README runs it, on a data dir the caller gives: only the ports, the data dir
 * and the address students use (PUBLIC_URL, which an operator sets to their own) differ from the
 * defaults, plus the settings the caller names.
 */

export const ROOT = fileURLToPath(new URL('..', import.meta.url))
/** A fresh data dir runs initdb, the migrations and the sample import: slow on a busy machine. */
const START_LIMIT_MS = 180_000
/** How long a line the product is about to log may take to reach its log file, at most. */
const WRITE_LIMIT_MS = 20_000

/** A line of pino JSON the product wrote: the fields the tests read. */
export interface LogLine {
  level: number
  msg?: string
  userId?: string
  req?: { remoteAddress?: string }
}

export interface RunningProduct {
  url: string
  /** Resolves once the web server answers /healthz; throws with the log if the process ends or never answers. */
  ready(): Promise<void>
  /** The exit code once the process has ended by itself or been stopped, undefined while it runs. */
  exitCode(): number | null | undefined
  /** SIGTERM, as an operator stops it; after `graceMs` everything left in its process group is killed. */
  stop(graceMs: number): Promise<void>
  /** What it has written so far. */
  log(): Promise<string>
  /** The JSON lines it has written so far (npm's own lines left out). */
  logLines(): Promise<LogLine[]>
  /** What `find` makes of its JSON lines once it finds something: looked for again each time the log is written to. */
  whenLogged<T>(find: (lines: LogLine[]) => T | undefined): Promise<T>
}

/** Starts `npm start` with DATA_DIR `dataDir`/data, its output to `dataDir`/server.log. */
export async function npmStart(dataDir: string, settings: NodeJS.ProcessEnv = {}): Promise<RunningProduct> {
  const [port, apiPort] = [await freePort(), await freePort()]
  const url = `http://127.0.0.1:${port}`
  const where = { PORT: String(port), API_PORT: String(apiPort), HOST: '127.0.0.1', DATA_DIR: join(dataDir, 'data'), PUBLIC_URL: url }
  return startProductProcess(['npm', 'start'], dataDir, { ...where, ...settings }, `${url}/healthz`)
}

/**
 * Starts a command of the product (`npm start`, or a server entry as docker-compose runs it) with
 * `settings` over this environment, in `cwd` (the checkout unless named), its output to
 * `dataDir`/server.log; ready once `readyUrl` answers. Its url is the origin of `readyUrl`.
 */
export async function startProductProcess(command: string[], dataDir: string, settings: NodeJS.ProcessEnv, readyUrl: string, cwd = ROOT): Promise<RunningProduct> {
  const logFile = join(dataDir, 'server.log')
  const url = new URL(readyUrl).origin
  const env = productEnvironment(settings)

  await recordStart('product', command.join(' '))
  const out = openSync(logFile, 'a')
  const [program, ...args] = command
  const child = spawn(program!, args, { cwd, env, detached: true, stdio: ['ignore', out, out] })
  closeSync(out)
  let exited: number | null | undefined
  child.once('exit', (code, signal) => (exited = code ?? (signal ? -1 : null)))
  const log = () => readFile(logFile, 'utf8')
  const logLines = async () =>
    (await log())
      .split('\n')
      // A line still being written (no closing brace yet) is read next time.
      .filter((line) => line.startsWith('{') && line.endsWith('}'))
      .map((line) => JSON.parse(line) as LogLine)

  return {
    url,
    exitCode: () => exited,
    log,
    async ready() {
      const started = Date.now()
      while (!(await answers(readyUrl))) {
        if (exited !== undefined) throw new Error(`${command.join(' ')} ended (code ${exited}) before answering:\n${await log()}`)
        if (Date.now() - started > START_LIMIT_MS) throw new Error(`${command.join(' ')} did not answer within ${START_LIMIT_MS / 1000} s:\n${await log()}`)
        await sleep(250)
      }
    },
    async stop(graceMs) {
      signal(child.pid!, 'SIGTERM')
      // npm may end before the product has closed its database: wait for the whole group.
      for (const until = Date.now() + graceMs; groupAlive(child.pid!) && Date.now() < until; ) await sleep(100)
      signal(child.pid!, 'SIGKILL')
      while (exited === undefined) await sleep(20)
    },
    logLines,
    async whenLogged(find) {
      // Bounded only to end a failing wait: the log is written to within moments of the request.
      const changes = watch(logFile, { signal: AbortSignal.timeout(WRITE_LIMIT_MS) })[Symbol.asyncIterator]()
      try {
        for (;;) {
          const found = find(await logLines())
          if (found !== undefined) return found
          await changes.next()
        }
      } catch (error) {
        if ((error as Error).name === 'AbortError') throw new Error(`not in ${command.join(' ')}'s log within ${WRITE_LIMIT_MS / 1000} s`, { cause: error })
        throw error
      } finally {
        await changes.return?.()
      }
    },
  }
}

/** This environment without the test runner's own settings (not the product's defaults), with `settings` over it. */
export function productEnvironment(settings: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env }
  for (const name of ['LOG_LEVEL', 'DATABASE_URL', 'API_URL', 'TRUST_PROXY', 'NODE_OPTIONS', 'TAP', 'TS_NODE_PROJECT', 'TAP_TYPE_STRIP_ONLY']) delete env[name]
  return Object.assign(env, settings)
}

async function answers(address: string): Promise<boolean> {
  try {
    return (await fetch(address, { signal: AbortSignal.timeout(2_000) })).ok
  } catch {
    return false
  }
}

/** Signals npm and everything it started (it runs in a process group of its own). */
function signal(pid: number, name: NodeJS.Signals) {
  try {
    process.kill(-pid, name)
  } catch {
    // Already gone.
  }
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0)
    return true
  } catch {
    return false
  }
}
