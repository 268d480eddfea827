/**
 * Students autosaving as the browser does (client/lib/exam/answer-saver.ts): one save at a time,
 * each of the whole answer map. A save is sent when it falls due, or, when the one before is still
 * unanswered then, as soon as that one answers; saves that fell due meanwhile are merged into the
 * latest (it carries every answer they had). So a slow server sees fewer saves, not a pile of them.
 */
import type { Pool } from 'undici'
import { send, type BenchRequest, type Outcome } from './fire.ts'

export interface SaveCycle {
  /** When each save falls due, ascending, in ms from the start. */
  dueMs: number[]
  /** The k-th save's request. */
  request(k: number): BenchRequest
}

export interface CycleOutcome extends Outcome {
  /** Which of its student's saves this was. */
  k: number
}

export interface CyclesRun {
  outcomes: CycleOutcome[]
  /** Saves never sent because a later one, with the same answers and more, went in their place. */
  merged: number
  wallMs: number
  /** The most a save was sent after it fell due with nothing ahead of it: the load generator's lag. */
  maxLagMs: number
  /** The most connections the pool held open at once. */
  peakConnections: number
}

export async function runCycles(pool: Pool, cycles: SaveCycle[], timeoutMs: number): Promise<CyclesRun> {
  const outcomes: CycleOutcome[] = []
  let merged = 0
  let maxLagMs = 0
  let peakConnections = 0
  const watch = setInterval(() => (peakConnections = Math.max(peakConnections, pool.stats.connected)), 100)
  const started = performance.now()
  const elapsed = () => performance.now() - started

  async function student({ dueMs, request }: SaveCycle) {
    for (let k = 0; k < dueMs.length; k++) {
      const wait = dueMs[k]! - elapsed()
      if (wait > 0) {
        await new Promise((resolve) => setTimeout(resolve, wait))
        maxLagMs = Math.max(maxLagMs, elapsed() - dueMs[k]!)
      }
      for (; k + 1 < dueMs.length && dueMs[k + 1]! <= elapsed(); k++) merged += 1
      outcomes.push({ ...(await send(pool, request(k), timeoutMs)), k })
    }
  }

  try {
    await Promise.all(cycles.map(student))
    return { outcomes, merged, wallMs: elapsed(), maxLagMs, peakConnections }
  } finally {
    clearInterval(watch)
  }
}
