import { cpus, loadavg } from 'node:os'
import { forkServer, load, type LoadResult, type ServerChild } from './load.ts'
import { spreadOf } from './spread.ts'

/** One line of the bench's table. */
export interface Row {
  figure: string
  value: string
  target: string
  /** Compared with the bare Fastify route. */
  ratio: string
  /** 'ok', 'missed', or '' for a figure without a target. */
  status: string
}

export interface BenchContext {
  /** The machine's ceiling: a bare Fastify hello route at 100 connections, measured on first use. */
  bare(): Promise<LoadResult>
  /** The API host and web server in one child process (PGlite in memory), started on first use and shared by cases. */
  app(): Promise<ServerChild>
}

/** An independent measurement that adds rows to the table. */
export interface BenchCase {
  name: string
  run(context: BenchContext): Promise<Row[]>
}

export const BENCH_SECONDS = 10
export const WARMUP_SECONDS = 1

export const formatRps = (rps: number) => `${Math.round(rps).toLocaleString('en-US')} req/s`
export const formatMs = (ms: number) => `${ms.toFixed(1)} ms`

/** " (low-high, n runs)" after a median: how sure the figure is. */
export function rangeOf(values: number[], format: (value: number) => string): string {
  if (values.length < 2) return ''
  const { min, max, runs } = spreadOf(values)
  const unit = format(0).replace(/^[\d.,]+/, '')
  const bare = (value: number) => format(value).slice(0, -unit.length)
  return ` (${bare(min)}-${bare(max)}, ${runs} runs)`
}
export const percentOf = (value: number, of: number) => `${((100 * value) / of).toFixed(1)}%`

/** A requests-per-second row whose target is a share of the bare route's. */
export function rpsRow(figure: string, result: LoadResult, bare: LoadResult, minShare: number): Row {
  const floor = bare.rps * minShare
  const failed = result.failures > 0 ? ` (${result.failures} failed)` : ''
  return {
    figure,
    value: formatRps(result.rps) + rangeOf(result.runs.map((r) => r.rps), formatRps) + failed,
    target: `>= ${Math.round(minShare * 100)}% of bare (${formatRps(floor)})`,
    ratio: percentOf(result.rps, bare.rps),
    status: result.rps >= floor && result.failures === 0 ? 'ok' : 'missed',
  }
}

/** A p99 latency row with a ceiling in ms; the ratio is to the bare route's p99. */
export function p99Row(figure: string, result: LoadResult, bare: LoadResult, maxMs?: number): Row {
  return {
    figure,
    value: formatMs(result.p99) + rangeOf(result.runs.map((r) => r.p99), formatMs),
    target: maxMs === undefined ? '' : `< ${maxMs} ms`,
    ratio: bare.p99 > 0 ? `${(result.p99 / bare.p99).toFixed(1)}x bare p99` : '',
    status: maxMs === undefined ? '' : result.p99 < maxMs ? 'ok' : 'missed',
  }
}

async function measureBare(): Promise<LoadResult> {
  const child = await forkServer('bare')
  try {
    const url = `http://127.0.0.1:${child.ports.bare}/`
    return await load({ url, connections: 100, duration: BENCH_SECONDS, warmup: WARMUP_SECONDS })
  } finally {
    await child.close()
  }
}

export function printTable(rows: Row[]) {
  const columns = ['figure', 'value', 'target', 'ratio', 'status'] as const
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => r[c].length)))
  const line = (cells: readonly string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ').trimEnd()
  console.log(line(columns))
  console.log(line(widths.map((w) => '-'.repeat(w))))
  for (const row of rows) console.log(line(columns.map((c) => row[c])))
}

/** The machine's 1-minute load average: figures mean little when other work shares the cores. */
export function describeMachine(loadAtStart: number) {
  const cores = cpus().length
  const busy = loadAtStart > 0.5 ? ' (other processes were busy: expect lower figures)' : ''
  return `${cores} cores; load average at start ${loadAtStart.toFixed(2)}, at end ${loadavg()[0]!.toFixed(2)}${busy}`
}

/** Runs each case in turn (the bare route first, if a case compares with it); a case that throws adds an 'error' row. */
export async function runBench(cases: BenchCase[]): Promise<Row[]> {
  const started = Date.now()
  const log = (message: string) => console.error(`[bench ${((Date.now() - started) / 1000).toFixed(0)}s] ${message}`)
  const rows: Row[] = []
  let bare: Promise<LoadResult> | undefined
  const measureBareOnce = () =>
    (bare ??= (async () => {
      log('bare Fastify route (100 connections)')
      const result = await measureBare()
      rows.unshift(
        { figure: 'bare Fastify hello, 100 conn', value: formatRps(result.rps) + rangeOf(result.runs.map((r) => r.rps), formatRps), target: '(ceiling)', ratio: '100%', status: '' },
        p99Row('bare Fastify hello p99', result, result),
      )
      return result
    })())

  let app: Promise<ServerChild> | undefined
  // The shared child is PGlite in memory even when DATABASE_URL is set: cases that want
  // PostgreSQL start a child of their own on a database they create.
  const { DATABASE_URL: _ignored, ...env } = process.env
  const context: BenchContext = { bare: measureBareOnce, app: () => (app ??= forkServer('app', { env })) }
  try {
    for (const benchCase of cases) {
      log(benchCase.name)
      try {
        rows.push(...(await benchCase.run(context)))
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error)
        rows.push({ figure: benchCase.name, value: 'error', target: '', ratio: '', status: `error: ${message}` })
      }
    }
  } finally {
    const servers = await app?.catch(() => undefined)
    if (servers) {
      const seconds = (servers.startMs / 1000).toFixed(1)
      rows.push({ figure: 'api + web start (PGlite in memory)', value: `${seconds} s`, target: '', ratio: '', status: '' })
      await servers.close()
    }
  }
  log('done')
  return rows
}
