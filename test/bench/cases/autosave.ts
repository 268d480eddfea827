/**
 * A class autosaving: 2,000 students, each saving its whole answer map every 10 s on a cycle of
 * its own (a random phase), as the browser does (one save at a time: test/bench/save-cycles.ts).
 * Each student's first save, which the server meets with cold caches as after a restart, is
 * shown apart; the target is for the minute of saves that follows.
 */
import { answerSheet, QUESTION_COUNT } from '../exam-test.ts'
import { count, cpuRow, errorsRow, latencyRows, log, mb, onPostgres, row, saveRequest, seed, stallsRow } from '../exam-load.ts'
import { benchPool, summarise } from '../fire.ts'
import type { ServerChild } from '../load.ts'
import { formatMs, type BenchCase, type Row } from '../runner.ts'
import { runCycles, type SaveCycle } from '../save-cycles.ts'
import type { AttemptCounts, SeededStudent } from '../seed.ts'
import type { ServeUsage } from '../serve.ts'

const SAVERS = 2_000
const SAVE_EVERY_MS = 10_000
const SAVING_FOR_MS = 60_000
/** The first save, then those of the measured minute. */
const SAVES_EACH = 1 + SAVING_FOR_MS / SAVE_EVERY_MS
/** The browser gives up on a call after 30 s (client/lib/api.ts) and sends the latest map again. */
const SAVE_TIMEOUT_MS = 30_000

/** Each student's saves, every 10 s from a random moment of the first 10 s, the map growing to 42. */
function saveCycle(student: SeededStudent): SaveCycle {
  const sheet = Object.entries(answerSheet().answers)
  const first = Math.random() * SAVE_EVERY_MS
  return {
    dueMs: Array.from({ length: SAVES_EACH }, (_, k) => first + k * SAVE_EVERY_MS),
    request: (k) => saveRequest(student, Object.fromEntries(sheet.slice(0, Math.ceil(((k + 1) * QUESTION_COUNT) / SAVES_EACH)))),
  }
}

async function autosaveMinute(child: ServerChild, database: string): Promise<Row[]> {
  const prefix = `autosave x${count(SAVERS)}/10 s (${database})`
  const { testId, students } = await seed(child, SAVERS, prefix)
  const pool = benchPool(`http://127.0.0.1:${child.ports.web}`, 256)
  try {
    const before = await child.ask<ServeUsage>({ type: 'usage' })
    const run = await runCycles(pool, students.map(saveCycle), SAVE_TIMEOUT_MS)
    const after = await child.ask<ServeUsage>({ type: 'usage' })
    const arriving = summarise(run.outcomes.filter((outcome) => outcome.k === 0))
    const summary = summarise(run.outcomes.filter((outcome) => outcome.k > 0))
    const stored = await child.ask<AttemptCounts>({ type: 'count', testId })
    const planned = SAVERS * (SAVES_EACH - 1)
    const answered = summary.count - summary.errors
    const complete = stored.saved === SAVERS && stored.savedAnswers === SAVERS * QUESTION_COUNT
    log(`${prefix}: load generator lag at most ${formatMs(run.maxLagMs)}; ${run.peakConnections} connections at most`)
    const arrivingP99 = arriving.max >= SAVE_TIMEOUT_MS ? `>= ${formatMs(SAVE_TIMEOUT_MS)} (given up)` : `${formatMs(arriving.p99)} (max ${formatMs(arriving.max)})`
    return [
      row(`${prefix} first save of each (caches cold) p99`, `${arrivingP99}; ${arriving.errors} errors`),
      row(
        `${prefix} saves of the minute`,
        `${count(answered)} answered${run.merged > 0 ? `, ${count(run.merged)} merged into a later save (one was late)` : ''}`,
        count(planned),
        answered + run.merged === planned && summary.errors === 0 ? 'ok' : 'missed',
      ),
      errorsRow(prefix, summary),
      ...latencyRows(prefix, summary, 100, SAVE_TIMEOUT_MS),
      row(`${prefix} achieved saves/s`, `${((answered * 1000) / (run.wallMs - SAVE_EVERY_MS)).toFixed(0)} saves/s over the minute`, `~${(SAVERS * 1000) / SAVE_EVERY_MS}`),
      cpuRow(`${prefix} server CPU per save`, before, after, run.outcomes.length),
      stallsRow(`${prefix} API thread`, before, after, run.wallMs),
      row(`${prefix} stored`, `${count(stored.saved)}/${count(SAVERS)} attempts, ${count(stored.savedAnswers)} answers`, `${count(SAVERS)}, ${count(SAVERS * QUESTION_COUNT)} answers`, complete ? 'ok' : 'missed'),
      row(
        `${prefix} server memory, sockets`,
        `RSS ${mb(before.rssBytes)} -> ${mb(after.rssBytes)}, heap ${mb(before.heapUsedBytes)} -> ${mb(after.heapUsedBytes)}; API thread sockets ${before.sockets} -> ${after.sockets} (pool peak ${run.peakConnections})`,
      ),
    ]
  } finally {
    await pool.destroy()
  }
}

export const autosavePglite: BenchCase = {
  name: `autosave: ${count(SAVERS)} students each saving every 10 s, for 60 s (PGlite)`,
  run: async ({ app }) => autosaveMinute(await app(), 'PGlite'),
}

export const autosavePostgres: BenchCase = {
  name: `autosave: ${count(SAVERS)} students each saving every 10 s, for 60 s (PostgreSQL)`,
  run: () => onPostgres(`autosave x${count(SAVERS)}/10 s (PostgreSQL)`, (child) => autosaveMinute(child, 'PostgreSQL')),
}
