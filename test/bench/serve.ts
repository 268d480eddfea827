/**
 * The server side of the bench, in a child process of its own so the load generator (the parent)
 * and the server each get a core. `bare`: a bare Fastify hello route; `router`: TanStack Router
 * rendering an empty page (empty-router-page.tsx), the ceiling of a rendered page; `app`: the API host and the
 * web server as `npm start` runs them (PGlite in memory, or DATABASE_URL from the environment).
 * Sends `{ ports }` when listening; closes on 'close' or when the parent goes away. An app child
 * also answers requests over IPC (ServeRequest): seeding students straight into its database and
 * counting what was stored. Run without a mode argument and an IPC channel (by tap, say) it does
 * nothing.
 */
import Fastify from 'fastify'
import { readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks'
import type { ApiHost } from './seed.ts'

export type ServeMode = 'bare' | 'router' | 'app'
export interface ServeReady {
  ports: Record<string, number>
}

/** What the parent may ask an app child; each is answered with a ServeReply of the same id. */
export type ServeRequest =
  | { id: number; type: 'seed'; students: number }
  | { id: number; type: 'count'; testId: string }
  | { id: number; type: 'usage' }
  | { id: number; type: 'seed-queue'; students: number }
export type ServeReply = { id: number; result: unknown } | { id: number; error: string }

/**
 * The child's resource use: its memory, the TCP sockets of the API host's thread, and the CPU
 * time used so far: by the whole process (every thread) and by the API host's (main) thread
 * alone. Differences of two readings tell where a load's time went, even on a busy machine.
 */
export interface ServeUsage {
  rssBytes: number
  heapUsedBytes: number
  sockets: number
  cpuMs: number
  apiCpuMs: number
  /** Since the reading before: the API host's thread's longest stall (its event loop's delay) and its garbage collection. */
  apiLongestStallMs: number
  gcMs: number
  gcLongestMs: number
}

/**
 * What stalls the API host's thread between two readings: its event loop's delay (any long task:
 * a query's WASM, parsing, a pause) and the collector's pauses. A tail figure that moves between
 * runs is explained by these, or by the thread being busy for the whole run (cpuMs against wall time).
 */
const stalls = monitorEventLoopDelay({ resolution: 10 })
stalls.enable()
let gc = { totalMs: 0, longestMs: 0 }
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    gc.totalMs += entry.duration
    gc.longestMs = Math.max(gc.longestMs, entry.duration)
  }
}).observe({ entryTypes: ['gc'] })

function takeStalls() {
  const reading = { apiLongestStallMs: stalls.max / 1e6, gcMs: gc.totalMs, gcLongestMs: gc.longestMs }
  stalls.reset()
  gc = { totalMs: 0, longestMs: 0 }
  return reading
}

interface Closable {
  close(): Promise<unknown>
}

interface Started {
  ports: Record<string, number>
  closables: Closable[]
  api?: ApiHost
}

const portOf = (server: { server: { address(): AddressInfo | string | null } }) => (server.server.address() as AddressInfo).port

async function startBare(): Promise<Started> {
  const app = Fastify({ logger: false })
  app.get('/', () => 'hello')
  await app.listen({ host: '127.0.0.1', port: 0 })
  return { ports: { bare: portOf(app) }, closables: [app] }
}

async function startEmptyRouter(): Promise<Started> {
  const { renderEmptyPage } = await import('./empty-router-page.tsx')
  const { Readable } = await import('node:stream')
  const app = Fastify({ logger: false })
  app.get('/', async (request, reply) => {
    const response = await renderEmptyPage(request.url)
    return reply.type('text/html; charset=utf-8').send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream))
  })
  await app.listen({ host: '127.0.0.1', port: 0 })
  return { ports: { router: portOf(app) }, closables: [app] }
}

async function startApp(): Promise<Started> {
  const { loadSingleMachineApiConfig } = await import('#api/config.ts')
  const { buildApiServer } = await import('#api/server.ts')
  const { loadWebConfig } = await import('#web/config.ts')
  const { startWebThread } = await import('../../server/web-thread.ts')
  // BLOB_DIR comes from the parent (load.ts), which removes the directory when this process ends.
  // Logs at the product's default level, as it ships: their cost is part of every figure.
  const { LOG_LEVEL: _level, ...inherited } = process.env
  const env = { ...inherited, DATA_DIR: 'memory://', API_PORT: '0' }
  const api = await buildApiServer({ config: loadSingleMachineApiConfig(env) })
  await api.listen({ host: '127.0.0.1', port: 0 })
  const apiUrl = `http://127.0.0.1:${portOf(api)}`
  // As `npm start` runs it (server/start.ts): the web server in a worker thread of this process.
  const web = await startWebThread(loadWebConfig({ API_URL: apiUrl, HOST: '127.0.0.1', PORT: '0' }), (error) => {
    console.error(error)
    process.exit(1)
  })
  // The web server first: it holds a connection pool to the API host.
  return { ports: { api: portOf(api), web: web.port }, closables: [web, api], api }
}

/** The main thread's CPU time (Linux: its utime and stime in clock ticks of 10 ms); NaN elsewhere. */
function mainThreadCpuMs(): number {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) * 10
  } catch {
    return Number.NaN
  }
}

async function answer(request: ServeRequest, api: ApiHost | undefined): Promise<unknown> {
  if (request.type === 'usage') {
    const sockets = process.getActiveResourcesInfo().filter((name) => name === 'TCPSocketWrap').length
    const { rss, heapUsed } = process.memoryUsage()
    const { user, system } = process.cpuUsage()
    return { rssBytes: rss, heapUsedBytes: heapUsed, sockets, cpuMs: (user + system) / 1000, apiCpuMs: mainThreadCpuMs(), ...takeStalls() } satisfies ServeUsage
  }
  if (!api) throw new Error(`a bare server cannot ${request.type}`)
  if (request.type === 'seed-queue') return (await import('./seed-queue.ts')).seedQueue(api, request.students)
  const { countAttempts, seedStudents } = await import('./seed.ts')
  return request.type === 'seed' ? seedStudents(api, request.students) : countAttempts(api, request.testId)
}

async function main(mode: ServeMode, send: NonNullable<typeof process.send>) {
  const { ports, closables, api } = mode === 'app' ? await startApp() : mode === 'router' ? await startEmptyRouter() : await startBare()
  let closing = false
  const close = async () => {
    if (closing) return
    closing = true
    for (const closable of closables) await closable.close().catch(() => undefined)
    if (process.connected) process.disconnect()
    process.exit(0)
  }
  process.on('message', (message) => {
    if (message === 'close') return void close()
    const request = message as ServeRequest
    if (typeof request !== 'object' || request === null || typeof request.id !== 'number') return
    answer(request, api).then(
      (result) => process.connected && send({ id: request.id, result } satisfies ServeReply),
      (error: unknown) => process.connected && send({ id: request.id, error: error instanceof Error ? error.stack ?? error.message : String(error) } satisfies ServeReply),
    )
  })
  process.on('disconnect', () => void close())
  send({ ports } satisfies ServeReady)
}

const mode = process.argv[2]
if (process.send && (mode === 'bare' || mode === 'router' || mode === 'app')) {
  main(mode, process.send.bind(process)).catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
