import fp from 'fastify-plugin'
import metricsPlugin from '../../common/metrics/plugin.ts'
import { hostRegistry } from '../../common/metrics/registry.ts'
import { mediaJobMetrics } from '../media/media-jobs.ts'

/**
 * The web server's /metrics: its requests, the media jobs (ffmpeg, sharp) and its event loop. In
 * the default single-machine start it runs in a worker thread beside the API host, which then
 * reports the process's CPU and memory (decision 0079).
 */
export default fp<{ token?: string | undefined }>(
  async (app, { token }) => {
    const registry = hostRegistry('web')
    for (const metric of mediaJobMetrics) registry.registerMetric(metric)
    await app.register(metricsPlugin, { registry, token })
  },
  { name: 'web-metrics' },
)
