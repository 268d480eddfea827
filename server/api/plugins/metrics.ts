import fp from 'fastify-plugin'
import metricsPlugin from '../../common/metrics/plugin.ts'
import { hostRegistry } from '../../common/metrics/registry.ts'
import { registerQueueMetrics } from '../modules/staff/queue-metrics.ts'
import { countExamCalls } from './exam-call-metrics.ts'

export interface ApiMetricsOptions {
  /** METRICS_TOKEN (decision 0079). */
  token?: string | undefined
  now: () => Date
}

/** The API host's /metrics: requests, submissions and autosaves, the evaluation queue, the database, the process. */
export default fp<ApiMetricsOptions>(
  async (app, { token, now }) => {
    const registry = hostRegistry('api')
    await app.register(metricsPlugin, { registry, token })
    for (const metric of app.database.metrics) registry.registerMetric(metric)
    registerQueueMetrics(registry, app.database.db, now)
    countExamCalls(app, registry)
  },
  { name: 'api-metrics', dependencies: ['db'] },
)
