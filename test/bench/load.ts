import autocannon from 'autocannon'
import { fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { ServeMode, ServeReady } from './serve.ts'

/** What one autocannon run measured. */
export interface LoadResult {
  /** Mean requests per second over the run. */
  rps: number
  /** 99th percentile latency in ms. */
  p99: number
  requests: number
  /** Answers outside 2xx, plus connection errors and timeouts. */
  failures: number
}

export interface LoadOptions {
  url: string
  connections: number
  /** Seconds. */
  duration: number
  method?: 'GET' | 'POST'
  headers?: Record<string, string>
  body?: string
  /** Seconds of unmeasured load first, so the JIT and pools are warm. */
  warmup?: number
}

const run = (options: autocannon.Options) =>
  new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)))
  })

/** Puts load on one URL with autocannon, from this process. */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const base = {
    url: options.url,
    connections: options.connections,
    method: options.method ?? 'GET',
    headers: options.headers ?? {},
    ...(options.body === undefined ? {} : { body: options.body }),
  }
  if (options.warmup) await run({ ...base, duration: options.warmup })
  const result = await run({ ...base, duration: options.duration })
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  }
}

export interface ServerChild {
  ports: Record<string, number>
  /** From fork to listening, in ms (includes loading the sources through tsx). */
  startMs: number
  close(): Promise<void>
}

const SERVE = fileURLToPath(new URL('./serve.ts', import.meta.url))

/** Starts test/bench/serve.ts in a child process and waits for its ports. */
export function forkServer(mode: ServeMode, startTimeoutMs = 30_000): Promise<ServerChild> {
  const forkedAt = performance.now()
  const child = fork(SERVE, [mode], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))

  const close = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    if (child.connected) child.send('close')
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
    await exited
    clearTimeout(timer)
  }

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`the ${mode} server did not start within ${startTimeoutMs / 1000} s`))
    }, startTimeoutMs)
    child.once('message', (message) => {
      clearTimeout(timer)
      resolve({ ports: (message as ServeReady).ports, startMs: performance.now() - forkedAt, close })
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`the ${mode} server exited with code ${code} before it was ready`))
    })
  })
}
