/**
 * The exam's busiest moments, through the web server as students reach it: a class submitting
 * in the same second (on PGlite, and on PostgreSQL when a server answers), and a class
 * autosaving for a minute. Students are seeded straight into the child's database (seed.ts).
 */
import { randomUUID } from 'node:crypto'
import { forkServer, type ServerChild } from '../load.ts'
import { answerSheet, QUESTION_COUNT } from '../exam-test.ts'
import { benchPool, fireAll, runSchedule, summarise, type BenchRequest, type Scheduled, type Summary } from '../fire.ts'
import { createBenchDatabase, dropOnInterrupt, LOCAL_POSTGRES } from '../postgres.ts'
import { formatMs, formatRps, type BenchCase, type Row } from '../runner.ts'
import type { AttemptCounts, Seeded, SeededStudent } from '../seed.ts'
import type { ServeUsage } from '../serve.ts'

const SUBMITTERS = 1_000
const SAVERS = 2_000
const SAVE_EVERY_MS = 10_000
const SAVING_FOR_MS = 60_000
/** A burst that is not answered in a minute has failed; the bench moves on. */
const SUBMIT_TIMEOUT_MS = 60_000
/** A save not answered before the next one is due is as good as lost (and keeps the bench short). */
const SAVE_TIMEOUT_MS = SAVE_EVERY_MS

const log = (message: string) => console.error(`[bench]   ${message}`)
const row = (figure: string, value: string, target = '', status = ''): Row => ({ figure, value, target, ratio: '', status })
const within = (ms: number, maxMs: number) => (ms < maxMs ? 'ok' : 'missed')
const count = (n: number) => n.toLocaleString('en-US')
const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`

const studentHeaders = (student: SeededStudent): Record<string, string> => ({
  authorization: `Bearer ${student.token}`,
  'content-type': 'application/json',
  accept: 'application/json',
})

async function seed(child: ServerChild, students: number, label: string): Promise<Seeded> {
  const seeded = await child.ask<Seeded>({ type: 'seed', students })
  log(`${label}: ${count(students)} students, sessions and open attempts seeded in ${(seeded.seedMs / 1000).toFixed(1)} s`)
  return seeded
}

/** p50 and p99 over every request; one given up at `timeoutMs` counts that long (so at least). */
function latencyRows(prefix: string, summary: Summary, p99MaxMs: number, timeoutMs: number): Row[] {
  const capped = (ms: number) => (ms >= timeoutMs ? `>= ${formatMs(timeoutMs)} (given up)` : formatMs(ms))
  return [
    row(`${prefix} p50`, capped(summary.p50)),
    row(`${prefix} p99`, summary.max >= timeoutMs ? capped(summary.p99) : `${formatMs(summary.p99)} (max ${formatMs(summary.max)})`, `< ${p99MaxMs} ms`, within(summary.p99, p99MaxMs)),
  ]
}

/** 1,000 students with a 42-answer sheet each submit at once; then the database is checked. */
async function submitBurst(child: ServerChild, database: string, p99MaxMs: number): Promise<Row[]> {
  const prefix = `submit x${count(SUBMITTERS)} (${database})`
  const { testId, students } = await seed(child, SUBMITTERS, prefix)
  const sheets = students.map(() => answerSheet())
  const requests: BenchRequest[] = students.map((student, i) => ({
    method: 'POST',
    path: `/api/oet-listening-tests/${testId}/submit`,
    headers: { ...studentHeaders(student), 'idempotency-key': randomUUID() },
    body: JSON.stringify({ answers: sheets[i]!.answers, attemptId: student.attemptId }),
  }))
  const pool = benchPool(`http://127.0.0.1:${child.ports.web}`, 256)
  try {
    const { outcomes, wallMs } = await fireAll(pool, requests, SUBMIT_TIMEOUT_MS)
    const summary = summarise(outcomes)
    // Each answer must be this student's attempt, marked as the sheet says it should be.
    const misMarked = outcomes.filter((outcome, i) => {
      if (outcome.status !== 200) return false
      const answer = JSON.parse(outcome.text) as { attemptId: string; correctAnswers: number; totalQuestions: number }
      return answer.attemptId !== students[i]!.attemptId || answer.correctAnswers !== sheets[i]!.right || answer.totalQuestions !== QUESTION_COUNT
    }).length
    const stored = await child.ask<AttemptCounts>({ type: 'count', testId })
    const allStored = stored.submitted === SUBMITTERS && stored.marked === SUBMITTERS && stored.open === 0 && stored.doubled === 0
    return [
      ...latencyRows(prefix, summary, p99MaxMs, SUBMIT_TIMEOUT_MS),
      row(`${prefix} req/s`, `${formatRps(((SUBMITTERS - summary.errors) * 1000) / wallMs)} answered (the last after ${(wallMs / 1000).toFixed(1)} s)`),
      row(`${prefix} errors`, `${summary.errors}${summary.errorDetail ? ` (${summary.errorDetail})` : ''}`, '0', summary.errors === 0 ? 'ok' : 'missed'),
      row(
        `${prefix} stored and marked`,
        `${count(stored.marked)}/${count(SUBMITTERS)}; ${stored.open} open, ${stored.doubled} doubled, ${misMarked} answered wrong marks`,
        `${count(SUBMITTERS)}/${count(SUBMITTERS)}, none doubled`,
        allStored && misMarked === 0 ? 'ok' : 'missed',
      ),
    ]
  } finally {
    await pool.destroy()
  }
}

export const submitBurstPglite: BenchCase = {
  name: `${count(SUBMITTERS)} students submit a 42-answer listening attempt in the same second (PGlite)`,
  run: async ({ app }) => submitBurst(await app(), 'PGlite', 2_000),
}

export const submitBurstPostgres: BenchCase = {
  name: `${count(SUBMITTERS)} students submit a 42-answer listening attempt in the same second (PostgreSQL)`,
  async run() {
    const database = await createBenchDatabase()
    if ('skipped' in database) {
      const where = process.env.DATABASE_URL ? 'DATABASE_URL' : LOCAL_POSTGRES.replace(/\/\/[^@]*@/, '//')
      return [row(`submit x${count(SUBMITTERS)} (PostgreSQL)`, 'skipped', '', `skipped: ${database.skipped} (tried ${where})`)]
    }
    const undoInterrupt = dropOnInterrupt(database)
    let child: ServerChild | undefined
    try {
      child = await forkServer('app', { env: { ...process.env, DATABASE_URL: database.url }, startTimeoutMs: 60_000 })
      log(`PostgreSQL database ${database.name}; api + web started in ${(child.startMs / 1000).toFixed(1)} s`)
      return await submitBurst(child, 'PostgreSQL', 1_000)
    } finally {
      await child?.close()
      await database.drop().catch((error: unknown) => log(`could not drop ${database.name}: ${String(error)}`))
      undoInterrupt()
    }
  },
}

/** Each student's saves: every 10 s from a random moment in the first 10 s, the map growing to 42. */
function saveSchedule(students: SeededStudent[]): Scheduled[] {
  const savesEach = Math.ceil(SAVING_FOR_MS / SAVE_EVERY_MS)
  return students.flatMap((student) => {
    const sheet = Object.entries(answerSheet().answers)
    const first = Math.random() * SAVE_EVERY_MS
    return Array.from({ length: savesEach }, (_, k): Scheduled => ({
      atMs: first + k * SAVE_EVERY_MS,
      request: () => ({
        method: 'PUT',
        path: `/api/attempts/${student.attemptId}/answers`,
        headers: studentHeaders(student),
        body: JSON.stringify({ answers: Object.fromEntries(sheet.slice(0, Math.ceil(((k + 1) * QUESTION_COUNT) / savesEach))) }),
      }),
    }))
  })
}

export const autosave: BenchCase = {
  name: `autosave: ${count(SAVERS)} students each saving every 10 s, for 60 s (PGlite)`,
  async run({ app }) {
    const child = await app()
    const { testId, students } = await seed(child, SAVERS, 'autosave')
    const before = await child.ask<ServeUsage>({ type: 'usage' })
    const schedule = saveSchedule(students)
    const pool = benchPool(`http://127.0.0.1:${child.ports.web}`, 256)
    try {
      const run = await runSchedule(pool, schedule, SAVE_TIMEOUT_MS)
      const after = await child.ask<ServeUsage>({ type: 'usage' })
      const summary = summarise(run.outcomes)
      const stored = await child.ask<AttemptCounts>({ type: 'count', testId })
      const rate = ((summary.count - summary.errors) * 1000) / run.wallMs
      const planned = (SAVERS * 1000) / SAVE_EVERY_MS
      log(`autosave: load generator lag at most ${formatMs(run.maxLagMs)}; ${run.peakConnections} connections at most`)
      const complete = stored.saved === SAVERS && stored.savedAnswers === SAVERS * QUESTION_COUNT
      return [
        row('autosave x2,000/10 s saves done', count(summary.count - summary.errors), count(schedule.length), summary.count - summary.errors === schedule.length ? 'ok' : 'missed'),
        row('autosave errors', `${summary.errors}${summary.errorDetail ? ` (${summary.errorDetail})` : ''}`, '0', summary.errors === 0 ? 'ok' : 'missed'),
        ...latencyRows('autosave', summary, 100, SAVE_TIMEOUT_MS),
        row('autosave achieved saves/s', `${rate.toFixed(0)} saves/s answered over ${(run.wallMs / 1000).toFixed(1)} s`, `~${planned} (as scheduled)`),
        row('autosave stored', `${count(stored.saved)}/${count(SAVERS)} attempts, ${count(stored.savedAnswers)} answers`, `${count(SAVERS)}, ${count(SAVERS * QUESTION_COUNT)} answers`, complete ? 'ok' : 'missed'),
        row(
          'autosave server memory, sockets',
          `RSS ${mb(before.rssBytes)} -> ${mb(after.rssBytes)}, heap ${mb(before.heapUsedBytes)} -> ${mb(after.heapUsedBytes)}; sockets ${before.sockets} -> ${after.sockets} (pool peak ${run.peakConnections})`,
        ),
      ]
    } finally {
      await pool.destroy()
    }
  },
}

export const examCoreCases: BenchCase[] = [submitBurstPglite, submitBurstPostgres, autosave]
