import { eq, sql } from 'drizzle-orm'
import { Gauge, type Registry } from 'prom-client'
import type { Db } from '../../db/client.ts'
import { submissions } from '../../db/schema.ts'

/**
 * The evaluation queue as an operator watches it: how many submissions wait, by skill, and how
 * long the oldest has waited (the 24-hour promise). Read at scrape time with one query on the
 * queue's index (status, skill, created_at), so it costs nothing between scrapes.
 */
export function registerQueueMetrics(registry: Registry, db: Db, now: () => Date) {
  const skills = ['writing', 'speaking'] as const
  let reading: Promise<Map<string, { waiting: number; oldest: Date | null }> | undefined> | undefined
  // Both gauges are collected in one scrape: they share the one query. A database that does not
  // answer leaves them out of the scrape (the rest of it still answers) rather than showing old figures.
  const read = () =>
    (reading ??= db
      .select({ skill: submissions.skill, waiting: sql<number>`count(*)::int`, oldest: sql<string | null>`min(${submissions.createdAt})` })
      .from(submissions)
      .where(eq(submissions.status, 'pending'))
      .groupBy(submissions.skill)
      .then((rows) => new Map(rows.map((row) => [row.skill, { waiting: row.waiting, oldest: row.oldest ? new Date(row.oldest) : null }])))
      .catch(() => undefined)
      .finally(() => setImmediate(() => (reading = undefined))))

  new Gauge({
    name: 'oet_evaluation_queue_length',
    help: 'Submissions waiting for an evaluator, by skill.',
    labelNames: ['skill'],
    registers: [registry],
    async collect() {
      const queue = await read()
      this.reset()
      if (queue) for (const skill of skills) this.set({ skill }, queue.get(skill)?.waiting ?? 0)
    },
  })
  new Gauge({
    name: 'oet_evaluation_queue_oldest_age_seconds',
    help: 'How long the oldest waiting submission has waited, by skill (0 when none waits); the promise is 24 hours.',
    labelNames: ['skill'],
    registers: [registry],
    async collect() {
      const queue = await read()
      this.reset()
      const at = now().getTime()
      if (queue) for (const skill of skills) {
        const oldest = queue.get(skill)?.oldest
        this.set({ skill }, oldest ? Math.max(0, (at - oldest.getTime()) / 1000) : 0)
      }
    },
  })
}
