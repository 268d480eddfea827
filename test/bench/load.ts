import autocannon from 'autocannon'
import { fork } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { SERVER_BUILD_OPTIONS } from '../../scripts/lib/server-build.ts'
import type { ServeMode, ServeReady, ServeReply, ServeRequest } from './serve.ts'
import { spreadOf } from './spread.ts'

/** What one autocannon run measured. */
export interface RunResult {
  /** Mean requests per second over the run. */
  rps: number
  /** 99th percentile latency in ms. */
  p99: number
  requests: number
  /** Answers outside 2xx, plus connection errors and timeouts. */
  failures: number
}

/** The median run's figures (rps and p99 each the median of the runs), with every run kept for their spread. */
export interface LoadResult extends RunResult {
  runs: RunResult[]
}

export interface LoadOptions {
  url: string
  connections: number
  /** Seconds in all, split evenly between the runs. */
  duration: number
  /** Measured runs, one after another, so a figure comes with its spread; RUNS by default. */
  runs?: number
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

/** How many measured runs make a figure: enough for a median and a spread, few enough to stay in a 10 s budget. */
export const RUNS = 3

/** Puts load on one URL with autocannon, from this process: a warm-up, then several measured runs. */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const base = {
    url: options.url,
    connections: options.connections,
    method: options.method ?? 'GET',
    headers: options.headers ?? {},
    ...(options.body === undefined ? {} : { body: options.body }),
  }
  if (options.warmup) await run({ ...base, duration: options.warmup })
  const count = options.runs ?? RUNS
  const runs: RunResult[] = []
  for (let i = 0; i < count; i++) {
    const result = await run({ ...base, duration: Math.max(1, Math.round(options.duration / count)) })
    runs.push({
      rps: result.requests.average,
      p99: result.latency.p99,
      requests: result.requests.total,
      failures: result.non2xx + result.errors + result.timeouts,
    })
  }
  return {
    rps: spreadOf(runs.map((r) => r.rps)).median,
    p99: spreadOf(runs.map((r) => r.p99)).median,
    requests: runs.reduce((sum, r) => sum + r.requests, 0),
    failures: runs.reduce((sum, r) => sum + r.failures, 0),
    runs,
  }
}

export interface ServerChild {
  ports: Record<string, number>
  /** From fork to listening, in ms (includes loading the compiled server). */
  startMs: number
  /** Asks an app child over IPC (seed, count, usage: see serve.ts) and answers its result. */
  ask<T>(request: DistributiveOmit<ServeRequest, 'id'>): Promise<T>
  close(): Promise<void>
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never

export interface ForkOptions {
  /** The child's environment; this process's by default. */
  env?: NodeJS.ProcessEnv
  startTimeoutMs?: number
  /**
   * More Node flags for the child; by default those of BENCH_SERVER_FLAGS, so that
   * `BENCH_SERVER_FLAGS="--cpu-prof --cpu-prof-dir=prof" npm run bench -- submit` profiles the servers.
   */
  nodeFlags?: string[]
}

const serverFlags = () => process.env.BENCH_SERVER_FLAGS?.split(/\s+/).filter(Boolean) ?? []

const SERVE = fileURLToPath(new URL('./serve.ts', import.meta.url))
/** Inside the project, so the compiled server finds node_modules as the product's build does. */
const SERVE_BUILD_DIR = fileURLToPath(new URL('../../dist/bench/', import.meta.url))
let compiledServe: Promise<string> | undefined

/**
 * test/bench/serve.ts compiled as `npm run build` compiles the product, with the web server's
 * thread beside it (it starts `./web-thread.js`, as the built start.js does): no figure includes
 * tsx compiling sources on their first use. Built once per bench run.
 */
function serveScript(): Promise<string> {
  // Chunk names carry a content hash: a clean folder, or every run would leave the last one's.
  compiledServe ??= rm(SERVE_BUILD_DIR, { recursive: true, force: true })
    .then(() =>
      build({
        ...SERVER_BUILD_OPTIONS,
        entryPoints: { serve: SERVE, 'web-thread': fileURLToPath(new URL('../../server/web-thread.ts', import.meta.url)) },
        outdir: SERVE_BUILD_DIR,
      }),
    )
    .then(() => join(SERVE_BUILD_DIR, 'serve.js'))
  return compiledServe
}

/** Starts test/bench/serve.ts, compiled, in a child process and waits for its ports. */
export async function forkServer(mode: ServeMode, { env = process.env, startTimeoutMs = 60_000, nodeFlags = serverFlags() }: ForkOptions = {}): Promise<ServerChild> {
  const serve = await serveScript()
  const forkedAt = performance.now()
  // Media the app child stores goes to a directory of its own, removed here when the child exits
  // however it ends (the API host leaves a memory:// database's blob directory behind).
  const blobDir = mode === 'app' ? mkdtempSync(join(tmpdir(), 'oet-bench-blobs-')) : undefined
  // Production mode unless the caller says otherwise, as `npm start` and the image run the servers:
  // React's development build renders several times slower.
  const childEnv = { ...env, NODE_ENV: env.NODE_ENV ?? 'production', ...(blobDir ? { BLOB_DIR: blobDir } : {}) }
  // The servers' info-level log lines are written, as in production, but not into the bench's table.
  const child = fork(serve, [mode], { env: childEnv, execArgv: nodeFlags, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.once('exit', () => blobDir && rmSync(blobDir, { recursive: true, force: true }))
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>()
  let lastId = 0

  child.on('message', (message) => {
    const reply = message as ServeReply
    const waiting = typeof reply === 'object' && reply !== null && 'id' in reply ? pending.get(reply.id) : undefined
    if (!waiting) return
    pending.delete(reply.id)
    if ('error' in reply) waiting.reject(new Error(`the ${mode} server failed: ${reply.error}`))
    else waiting.resolve(reply.result)
  })
  child.once('exit', (code, signal) => {
    for (const waiting of pending.values()) waiting.reject(new Error(`the ${mode} server exited (${signal ?? code})`))
    pending.clear()
  })

  const ask = <T>(request: DistributiveOmit<ServeRequest, 'id'>) =>
    new Promise<T>((resolve, reject) => {
      if (!child.connected) return reject(new Error(`the ${mode} server is gone`))
      const id = ++lastId
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject })
      child.send({ ...request, id })
    })

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
      resolve({ ports: (message as ServeReady).ports, startMs: performance.now() - forkedAt, ask, close })
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`the ${mode} server exited with code ${code} before it was ready`))
    })
  })
}
