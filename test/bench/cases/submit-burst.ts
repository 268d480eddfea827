/**
 * A class submitting when a simulation's clock ends: a 42-answer listening attempt each, 200
 * students on the embedded database (one machine and a class) and 1,000 on PostgreSQL, their
 * submits reaching the server within one second. Each student autosaved in the 10 s before, as
 * in a real sitting, and one in twenty sends the submit twice (a double click, a reload), with
 * the same Idempotency-Key as the browser does. Then the database is checked: every attempt
 * stored and marked once, and every answer the right student's, marked as its sheet says.
 */
import type { Client } from 'undici'
import { answerSheet, QUESTION_COUNT, type AnswerSheet } from '../exam-test.ts'
import { cpuRow, count, errorsRow, latencyRows, log, onPostgres, row, saveRequest, seed, stallsRow, submitRequest } from '../exam-load.ts'
import { benchBrowser, runSchedule, summarise, type Scheduled } from '../fire.ts'
import type { ServerChild } from '../load.ts'
import { formatMs, formatRps, type BenchCase, type Row } from '../runner.ts'
import type { AttemptCounts, SeededStudent } from '../seed.ts'
import type { ServeUsage } from '../serve.ts'

/** The embedded database serves one machine and a class; a whole exam day is PostgreSQL's job. */
const PGLITE_SUBMITTERS = 200
const POSTGRES_SUBMITTERS = 1_000
/** The submits of a class whose clock ends together reach the server within this time. */
const SUBMIT_WITHIN_MS = 1_000
/** A burst that is not answered in a minute has failed; the bench moves on. */
const SUBMIT_TIMEOUT_MS = 60_000
const SAVE_EVERY_MS = 10_000
/** One student in this many sends the submit a second time. */
const TWICE_EVERY = 20

/**
 * The last autosave of each student, at a random moment of the 10 s before the clock ends: the
 * attempts hold saved answers and the server has lately seen every session, as in a real sitting
 * (there, about a quarter of the sessions would be due a fresh check: docs/decisions/0008).
 */
async function lastAutosaves(browsers: Client[], students: SeededStudent[], sheets: AnswerSheet[], label: string) {
  const schedule: Scheduled[] = students.map((student, i) => ({
    atMs: Math.random() * SAVE_EVERY_MS,
    request: () => saveRequest(student, sheets[i]!.answers),
    via: browsers[i]!,
  }))
  const summary = summarise((await runSchedule(schedule, SAVE_EVERY_MS)).outcomes)
  const failed = summary.errors > 0 ? `; ${summary.errors} failed (${summary.errorDetail})` : ''
  log(`${label}: each student autosaved once in the 10 s before the clock ended, p99 ${formatMs(summary.p99)}${failed}`)
}

async function submitBurst(child: ServerChild, submitters: number, label: string, p99MaxMs: number): Promise<Row[]> {
  const prefix = `submit x${count(submitters)} (${label})`
  const { testId, students } = await seed(child, submitters, prefix)
  const sheets = students.map(() => answerSheet())
  // Each browser has a connection of its own, kept alive by its autosaves until the submit.
  const origin = `http://127.0.0.1:${child.ports.web}`
  const browsers = students.map(() => benchBrowser(origin))
  // Who sends each submit: every student once, and some twice.
  const everyone = [...students.keys()]
  const senders = [...everyone, ...everyone.filter((i) => i % TWICE_EVERY === 0)]
  const schedule: Scheduled[] = senders.map((i) => ({
    atMs: Math.random() * SUBMIT_WITHIN_MS,
    request: () => submitRequest(students[i]!, testId, sheets[i]!.answers, `submit-${students[i]!.attemptId}`),
    via: browsers[i]!,
  }))
  try {
    await lastAutosaves(browsers, students, sheets, prefix)
    const before = await child.ask<ServeUsage>({ type: 'usage' })
    const { outcomes, wallMs } = await runSchedule(schedule, SUBMIT_TIMEOUT_MS)
    const after = await child.ask<ServeUsage>({ type: 'usage' })
    const summary = summarise(outcomes)
    // Each answer, the second of a pair too, must be its student's attempt, marked as the sheet says.
    const misMarked = outcomes.filter((outcome, k) => {
      if (outcome.status !== 200) return false
      const i = senders[k]!
      const answer = JSON.parse(outcome.text) as { attemptId: string; correctAnswers: number; totalQuestions: number }
      return answer.attemptId !== students[i]!.attemptId || answer.correctAnswers !== sheets[i]!.right || answer.totalQuestions !== QUESTION_COUNT
    }).length
    const stored = await child.ask<AttemptCounts>({ type: 'count', testId })
    const allStored = stored.submitted === submitters && stored.marked === submitters && stored.open === 0 && stored.doubled === 0
    return [
      ...latencyRows(prefix, summary, p99MaxMs, SUBMIT_TIMEOUT_MS),
      row(`${prefix} req/s`, `${formatRps(((senders.length - summary.errors) * 1000) / wallMs)} answered (the last after ${(wallMs / 1000).toFixed(1)} s)`),
      cpuRow(`${prefix} server CPU per submit`, before, after, senders.length),
      stallsRow(`${prefix} API thread`, before, after, wallMs),
      errorsRow(prefix, summary),
      row(
        `${prefix} stored and marked`,
        `${count(stored.marked)}/${count(submitters)}; ${stored.open} open, ${stored.doubled} doubled (${senders.length - submitters} sent twice), ${misMarked} answered wrong marks`,
        `${count(submitters)}/${count(submitters)}, none doubled`,
        allStored && misMarked === 0 ? 'ok' : 'missed',
      ),
    ]
  } finally {
    await Promise.all(browsers.map((browser) => browser.destroy()))
  }
}

/**
 * Two classes, one after the other, on the same server. The first burst after a start meets code
 * V8 has not optimised yet, and on 2 cores its background compiler competes with the load: the
 * worst case, as after a deploy. The second meets a server that has submitted before, as one that
 * has been up for a while has. Both are held to the target.
 */
async function coldThenWarm(child: ServerChild, submitters: number, database: string, p99MaxMs: number): Promise<Row[]> {
  const cold = await submitBurst(child, submitters, `${database}, cold server`, p99MaxMs)
  return [...cold, ...(await submitBurst(child, submitters, `${database}, warm server`, p99MaxMs))]
}

export const submitBurstPglite: BenchCase = {
  name: `${count(PGLITE_SUBMITTERS)} students submit a 42-answer listening attempt in the same second (PGlite)`,
  run: async ({ app }) => coldThenWarm(await app(), PGLITE_SUBMITTERS, 'PGlite', 1_000),
}

export const submitBurstPostgres: BenchCase = {
  name: `${count(POSTGRES_SUBMITTERS)} students submit a 42-answer listening attempt in the same second (PostgreSQL)`,
  run: () => onPostgres(`submit x${count(POSTGRES_SUBMITTERS)} (PostgreSQL)`, (child) => coldThenWarm(child, POSTGRES_SUBMITTERS, 'PostgreSQL', 1_000)),
}
