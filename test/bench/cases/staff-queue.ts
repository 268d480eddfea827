import { Client } from 'undici'
import { quantile } from '../fire.ts'
import { formatMs, type BenchCase } from '../runner.ts'
import type { SeededQueue } from '../seed-queue.ts'

/** Reads an evaluator makes as they clear a queue: each well inside a page's time. */
const TARGET_P99_MS = 200
const READS = 100
/** Students each with a letter and a two-role-play sitting waiting: 1,200 submissions. */
const STUDENTS = 400

/**
 * The evaluation queue as staff read it over a busy week (decisions 0105 and 0106): a page of the
 * pending queue (a sitting listed once, its status the sitting's), the speaking queue, one
 * sitting's evaluation screen, and the agreement figures over the double-marked letters.
 */
export const staffQueueCase: BenchCase = {
  name: 'staff queue',
  async run(context) {
    const app = await context.app()
    const seeded = await app.ask<SeededQueue>({ type: 'seed-queue', students: STUDENTS })
    const client = new Client(`http://127.0.0.1:${app.ports.api}`)
    const timesOf = async (path: string) => {
      const times: number[] = []
      for (let i = 0; i < READS; i++) {
        const started = performance.now()
        const answer = await client.request({ method: 'GET', path, headers: { authorization: `Bearer ${seeded.staffToken}` } })
        await answer.body.text()
        if (answer.statusCode !== 200) throw new Error(`GET ${path} answered ${answer.statusCode}`)
        times.push(performance.now() - started)
      }
      return times.sort((a, b) => a - b)
    }
    const rows = [
      ['the pending queue, first page', await timesOf('/api/staff/submissions?status=pending')],
      ['the speaking queue, first page', await timesOf('/api/staff/submissions?status=pending&skill=speaking')],
      ["a sitting's evaluation screen", await timesOf(`/api/staff/submissions/${seeded.sittingId}`)],
      ['the agreement figures', await timesOf('/api/staff/agreement')],
    ] as const
    await client.close()
    return [
      { figure: `staff queue: ${seeded.submissions} submissions seeded`, value: formatMs(seeded.seedMs), target: '', ratio: '', status: '' },
      ...rows.map(([figure, times]) => {
        const p99 = quantile(times, 0.99)
        return { figure: `${figure}: p99 (median ${formatMs(quantile(times, 0.5))}, ${READS} reads)`, value: formatMs(p99), target: `< ${TARGET_P99_MS} ms`, ratio: '', status: p99 < TARGET_P99_MS ? 'ok' : 'missed' }
      }),
    ]
  },
}
