/**
 * The parent's side of the exam cases: requests sent with undici over a keep-alive pool, each
 * timed from the moment it was issued (queueing in the pool included, as a student's browser
 * would wait) to the last byte of its answer.
 */
import { Client, Pool, type Dispatcher } from 'undici'

export interface BenchRequest {
  method: 'POST' | 'PUT'
  path: string
  headers: Record<string, string>
  body: string
}

export interface Outcome {
  ms: number
  /** 0 when no answer came (a connection error or a timeout). */
  status: number
  text: string
}

const keepAlive = { pipelining: 1, keepAliveTimeout: 30_000, headersTimeout: 120_000, bodyTimeout: 120_000 }

/** A keep-alive pool to one origin, with room for a burst of requests in parallel. */
export const benchPool = (origin: string, connections = 256) => new Pool(origin, { connections, ...keepAlive })

/** One browser: a single keep-alive connection of its own. */
export const benchBrowser = (origin: string) => new Client(origin, keepAlive)

/**
 * Sends one request. One with no answer within `timeoutMs` counts as failed at that time (undici
 * only aborts a request queued in the pool once it reaches a connection, so its own timeout
 * would count the time spent waiting for one as well).
 */
export async function send(pool: Dispatcher, request: BenchRequest, timeoutMs: number): Promise<Outcome> {
  const started = performance.now()
  const controller = new AbortController()
  let timer: NodeJS.Timeout | undefined
  const timedOut = new Promise<Outcome>((resolve) => {
    timer = setTimeout(() => {
      controller.abort()
      resolve({ ms: timeoutMs, status: 0, text: `no answer within ${timeoutMs / 1000} s` })
    }, timeoutMs)
  })
  const answered = (async (): Promise<Outcome> => {
    try {
      const answer = await pool.request({ ...request, signal: controller.signal })
      const text = await answer.body.text()
      return { ms: performance.now() - started, status: answer.statusCode, text }
    } catch (error) {
      return { ms: performance.now() - started, status: 0, text: error instanceof Error ? error.message : String(error) }
    }
  })()
  try {
    return await Promise.race([answered, timedOut])
  } finally {
    clearTimeout(timer)
  }
}

export interface Scheduled {
  /** When to send, in ms from the start of the schedule. */
  atMs: number
  request: () => BenchRequest
  /** The connection or pool to send it on (a browser's own connection, say). */
  via: Dispatcher
}

export interface ScheduleRun {
  outcomes: Outcome[]
  wallMs: number
  /** The most a request was sent after its time: the load generator's own lag. */
  maxLagMs: number
}

/**
 * Sends each request at its time, whatever the answers before it; waits for the last answer.
 * The outcomes are in the order of the schedule.
 */
export async function runSchedule(schedule: Scheduled[], timeoutMs: number): Promise<ScheduleRun> {
  const entries = schedule.map((entry, index) => ({ ...entry, index })).sort((a, b) => a.atMs - b.atMs)
  const inFlight: Promise<Outcome>[] = new Array(schedule.length)
  let maxLagMs = 0
  const started = performance.now()
  let next = 0
  while (next < entries.length) {
    const wait = entries[next]!.atMs - (performance.now() - started)
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait))
    const now = performance.now() - started
    for (; next < entries.length && entries[next]!.atMs <= now; next++) {
      maxLagMs = Math.max(maxLagMs, now - entries[next]!.atMs)
      inFlight[entries[next]!.index] = send(entries[next]!.via, entries[next]!.request(), timeoutMs)
    }
  }
  const outcomes = await Promise.all(inFlight)
  return { outcomes, wallMs: performance.now() - started, maxLagMs }
}

/** The q-quantile (0..1) of ascending values, nearest rank. */
export function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!
}

export interface Summary {
  count: number
  /** Answers other than 200, and requests that got no answer. */
  errors: number
  p50: number
  p99: number
  max: number
  /** The failures by status ("500 x3, no answer x1") with the first message, or ''. */
  errorDetail: string
}

export function summarise(outcomes: Outcome[]): Summary {
  const sorted = outcomes.map((outcome) => outcome.ms).sort((a, b) => a - b)
  const failed = outcomes.filter((outcome) => outcome.status !== 200)
  const byStatus = new Map<number, number>()
  for (const outcome of failed) byStatus.set(outcome.status, (byStatus.get(outcome.status) ?? 0) + 1)
  const statuses = [...byStatus].map(([status, n]) => `${status === 0 ? 'none' : status} x${n}`).join(', ')
  const first = failed[0]?.text.slice(0, 80).replace(/\s+/g, ' ')
  return {
    count: outcomes.length,
    errors: failed.length,
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    max: sorted.at(-1) ?? Number.NaN,
    errorDetail: failed.length === 0 ? '' : `${statuses}; first: ${first}`,
  }
}
