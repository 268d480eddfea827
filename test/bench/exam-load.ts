/**
 * What the exam cases (cases/submit-burst.ts, cases/autosave.ts) share: the students' requests,
 * the rows they print, and a server of their own on a fresh PostgreSQL database.
 */
import { forkServer, type ServerChild } from './load.ts'
import type { BenchRequest, Summary } from './fire.ts'
import { createBenchDatabase, dropOnInterrupt, LOCAL_POSTGRES } from './postgres.ts'
import { formatMs, type Row } from './runner.ts'
import type { Seeded, SeededStudent } from './seed.ts'
import type { ServeUsage } from './serve.ts'

export const log = (message: string) => console.error(`[bench]   ${message}`)
export const row = (figure: string, value: string, target = '', status = ''): Row => ({ figure, value, target, ratio: '', status })
export const count = (n: number) => n.toLocaleString('en-US')
export const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`

const studentHeaders = (student: SeededStudent): Record<string, string> => ({
  authorization: `Bearer ${student.token}`,
  'content-type': 'application/json',
  accept: 'application/json',
})

/** An autosave: the whole answer map. */
export const saveRequest = (student: SeededStudent, answers: Record<string, string>): BenchRequest => ({
  method: 'PUT',
  path: `/api/attempts/${student.attemptId}/answers`,
  headers: studentHeaders(student),
  body: JSON.stringify({ answers }),
})

export const submitRequest = (student: SeededStudent, testId: string, answers: Record<string, string>, idempotencyKey: string): BenchRequest => ({
  method: 'POST',
  path: `/api/oet-listening-tests/${testId}/submit`,
  headers: { ...studentHeaders(student), 'idempotency-key': idempotencyKey },
  body: JSON.stringify({ answers, attemptId: student.attemptId }),
})

export async function seed(child: ServerChild, students: number, label: string): Promise<Seeded> {
  const seeded = await child.ask<Seeded>({ type: 'seed', students })
  log(`${label}: ${count(students)} students, sessions and open attempts seeded in ${(seeded.seedMs / 1000).toFixed(1)} s`)
  return seeded
}

export const errorsRow = (prefix: string, summary: Summary) =>
  row(`${prefix} errors`, `${summary.errors}${summary.errorDetail ? ` (${summary.errorDetail})` : ''}`, '0', summary.errors === 0 ? 'ok' : 'missed')

/** p50 and p99 over every request; one given up at `timeoutMs` counts that long (so at least). */
export function latencyRows(prefix: string, summary: Summary, p99MaxMs: number, timeoutMs: number): Row[] {
  const capped = (ms: number) => (ms >= timeoutMs ? `>= ${formatMs(timeoutMs)} (given up)` : formatMs(ms))
  return [
    row(`${prefix} p50`, capped(summary.p50)),
    row(
      `${prefix} p99`,
      summary.max >= timeoutMs ? capped(summary.p99) : `${formatMs(summary.p99)} (max ${formatMs(summary.max)})`,
      `< ${p99MaxMs} ms`,
      summary.p99 < p99MaxMs ? 'ok' : 'missed',
    ),
  ]
}

/** CPU time the server child spent per request between two readings: the process, and the API host's thread. */
export function cpuRow(figure: string, before: ServeUsage, after: ServeUsage, requests: number): Row {
  const perRequest = (ms: number) => `${(ms / requests).toFixed(2)} ms`
  return row(figure, `${perRequest(after.cpuMs - before.cpuMs)} in all, ${perRequest(after.apiCpuMs - before.apiCpuMs)} on the API host's thread`)
}

/**
 * Why a tail moves between runs: how busy the API host's thread was over the run (near 100%, a
 * queue builds and every later request waits), its longest stall and the collector's share.
 */
export function stallsRow(figure: string, before: ServeUsage, after: ServeUsage, wallMs: number): Row {
  const busy = (100 * (after.apiCpuMs - before.apiCpuMs)) / wallMs
  return row(
    figure,
    `API thread busy ${busy.toFixed(0)}% of the run; longest stall ${formatMs(after.apiLongestStallMs)}; GC ${formatMs(after.gcMs)} in all, longest pause ${formatMs(after.gcLongestMs)}`,
  )
}

/** Runs `measure` on an app child of its own over a new PostgreSQL database, dropped afterwards. */
export async function onPostgres(label: string, measure: (child: ServerChild) => Promise<Row[]>): Promise<Row[]> {
  const database = await createBenchDatabase()
  if ('skipped' in database) {
    const where = process.env.DATABASE_URL ? 'DATABASE_URL' : LOCAL_POSTGRES.replace(/\/\/[^@]*@/, '//')
    return [row(label, 'skipped', '', `skipped: ${database.skipped} (tried ${where})`)]
  }
  const undoInterrupt = dropOnInterrupt(database)
  let child: ServerChild | undefined
  try {
    child = await forkServer('app', { env: { ...process.env, DATABASE_URL: database.url }, startTimeoutMs: 60_000 })
    log(`PostgreSQL database ${database.name}; api + web started in ${(child.startMs / 1000).toFixed(1)} s`)
    return await measure(child)
  } finally {
    await child?.close()
    await database.drop().catch((error: unknown) => log(`could not drop ${database.name}: ${String(error)}`))
    undoInterrupt()
  }
}
