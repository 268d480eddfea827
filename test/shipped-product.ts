import { spawn } from 'node:child_process'
import { openSync, closeSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { freePort } from './free-port.ts'

/*
 * The product as the README starts it: `npm start` on the built client, at the default log level,
 * on a fresh data dir. Only the ports, the data dir and the address students use (PUBLIC_URL, which
 * an operator sets to their own) differ, plus what a test names: an admin from ADMIN_EMAIL and
 * ADMIN_PASSWORD as the README's Docker line sets them, TRUST_PROXY for a proxy in front, and
 * ALLOW_CUSTOM_TIMING for tests that watch a clock run out.
 */

interface Teardown {
  teardown(fn: () => unknown): void
}

export interface ShippedOptions {
  /** Let attempts carry shorter timings, so browser tests can watch a clock run out. */
  customTiming?: boolean
  /** The operator's admin, made at start. */
  admin?: { email: string; password: string }
  /** The proxies in front of the web server whose X-Forwarded-For it believes, as an operator names them. */
  trustProxy?: string
}

/** A line of pino JSON the product wrote: the fields the tests read. */
export interface LogLine {
  level: number
  msg?: string
  userId?: string
  req?: { remoteAddress?: string }
}

export interface ShippedProduct {
  url: string
  /** The JSON lines the process has written so far (npm's own lines left out). */
  logLines(): Promise<LogLine[]>
}

const ROOT = fileURLToPath(new URL('..', import.meta.url))
/** A fresh data dir runs initdb, the migrations and the sample import: slow on a busy machine. */
const START_LIMIT_MS = 180_000

/** Starts `npm start` and answers once its web server answers /healthz; stopped when the test ends. */
export async function startShippedProduct(t: Teardown, { customTiming = false, admin, trustProxy }: ShippedOptions = {}): Promise<ShippedProduct> {
  const dataDir = await mkdtemp(join(tmpdir(), 'oet-shipped-'))
  const logFile = join(dataDir, 'server.log')
  const [port, apiPort] = [await freePort(), await freePort()]
  const url = `http://127.0.0.1:${port}`
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), API_PORT: String(apiPort), HOST: '127.0.0.1', DATA_DIR: join(dataDir, 'data'), PUBLIC_URL: url }
  // The test runner's own settings are not the product's defaults.
  for (const name of ['LOG_LEVEL', 'DATABASE_URL', 'API_URL', 'TRUST_PROXY', 'NODE_OPTIONS', 'TAP', 'TS_NODE_PROJECT']) delete env[name]
  if (customTiming) env.ALLOW_CUSTOM_TIMING = 'true'
  if (admin) Object.assign(env, { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password })
  if (trustProxy) env.TRUST_PROXY = trustProxy

  const out = openSync(logFile, 'a')
  const child = spawn('npm', ['start'], { cwd: ROOT, env, detached: true, stdio: ['ignore', out, out] })
  closeSync(out)
  let exited: number | null | undefined
  const exit = new Promise<void>((resolve) => child.once('exit', (code, signal) => resolve(void (exited = code ?? (signal ? -1 : null)))))
  const log = () => readFile(logFile, 'utf8')

  let stopping = false
  t.teardown(async () => {
    const crashed = exited !== undefined && !stopping
    stopping = true
    if (exited === undefined) {
      signal(child.pid!, 'SIGTERM')
      await Promise.race([exit, sleep(15_000)])
      signal(child.pid!, 'SIGKILL')
    }
    const tail = (await log()).split('\n').slice(-20).join('\n')
    await rm(dataDir, { recursive: true, force: true })
    // The product ending by itself while a test used it is the failure every student would meet.
    if (crashed) throw new Error(`npm start ended by itself (code ${exited}) during the test:\n${tail}`)
  })

  const started = Date.now()
  while (!(await answers(`${url}/healthz`))) {
    if (exited !== undefined) throw new Error(`npm start ended (code ${exited}) before answering:\n${await log()}`)
    if (Date.now() - started > START_LIMIT_MS) throw new Error(`npm start did not answer within ${START_LIMIT_MS / 1000} s:\n${await log()}`)
    await sleep(250)
  }
  return {
    url,
    logLines: async () =>
      (await log())
        .split('\n')
        // A line still being written (no closing brace yet) is read next time.
        .filter((line) => line.startsWith('{') && line.endsWith('}'))
        .map((line) => JSON.parse(line) as LogLine),
  }
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
