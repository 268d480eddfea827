import fp from 'fastify-plugin'
import { Histogram, type Registry } from 'prom-client'
import { mayScrape } from './access.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** This host's metrics registry: a plugin adds its own figures here. */
    metrics: Registry
  }
}

export interface MetricsPluginOptions {
  registry: Registry
  /** METRICS_TOKEN: lets a scraper off this machine in with `Authorization: Bearer <token>`. */
  token?: string | undefined
}

/** Requests no route matched: one label for all of them, so a scan of made-up URLs adds no series. */
const UNMATCHED = 'unmatched'

/**
 * GET /metrics in Prometheus' text format, and every request's duration by route pattern (never
 * the raw URL, so the number of series stays bounded), method and status class. Registered before
 * the routes, so its hook sees all of them. A caller who may not scrape gets the same 404 as any
 * unknown address: /metrics is not advertised to the public.
 */
export default fp<MetricsPluginOptions>(
  async (app, { registry, token }) => {
    const requests = new Histogram({
      name: 'oet_http_request_duration_seconds',
      help: 'Time to answer a request, by route pattern, method and status class (1xx-5xx); its count is the request rate.',
      labelNames: ['route', 'method', 'status_class'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers: [registry],
    })
    app.decorate('metrics', registry)

    app.addHook('onResponse', async (request, reply) => {
      if (request.routeOptions.config.metricsScrape) return
      requests.observe(
        { route: request.routeOptions.url ?? UNMATCHED, method: request.method, status_class: `${Math.floor(reply.statusCode / 100)}xx` },
        reply.elapsedTime / 1000,
      )
    })

    app.get('/metrics', { logLevel: 'warn', config: { metricsScrape: true }, schema: { hide: true } }, async (request, reply) => {
      if (!mayScrape(request, token)) return reply.callNotFound()
      return reply.header('cache-control', 'no-store').type(registry.contentType).send(await registry.metrics())
    })
  },
  { name: 'metrics' },
)

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The scrape itself: not counted among the requests it reports. */
    metricsScrape?: boolean
  }
}
