import type { FastifyInstance, FastifyServerOptions } from 'fastify'
import type { DestinationStream } from 'pino'
import compress from '@fastify/compress'
import formbody from '@fastify/formbody'
import fastifyStatic from '@fastify/static'
import { randomUUID } from 'node:crypto'
import type { WebConfig } from './config.ts'
import apiClient from './plugins/api-client.ts'
import { builtAssets, CLIENT_DIST, devAssets, REACT_REFRESH_PREAMBLE } from './plugins/assets.ts'
import errors from './plugins/errors.ts'
import metrics from './plugins/metrics.ts'
import security from './plugins/security.ts'
import session from './plugins/session.ts'
import ssr from './plugins/ssr.ts'
import apiProxyRoutes from './routes/api-proxy.ts'
import authFormRoutes from './routes/auth-forms.ts'
import pageRoutes from './routes/pages.ts'
import uploadRoutes from './routes/uploads/index.ts'
import { loggerOptions } from '../common/log-options.ts'
import { sharedSchemaController } from '../common/schema-compilers.ts'
import { routerErrors } from '../common/router-errors.ts'
import { ExamRequestLog } from '../common/request-log.ts'
import { trustProxyOption } from '../common/trust-proxy.ts'

/** Fastify's own options for the web server; its log lines go to standard output unless `logStream` is given. */
export function webServerOptions(config: WebConfig, logStream?: DestinationStream): FastifyServerOptions {
  return {
    logger: loggerOptions(config.LOG_LEVEL, logStream),
    schemaController: sharedSchemaController,
    // Quieter on autosaves and submits, the calls an exam sends by the thousand.
    logController: new ExamRequestLog(),
    genReqId: () => randomUUID(),
    // A broken %-encoding or an over-long part of an address: the usual error shape, no echo.
    frameworkErrors: routerErrors,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    // Uploads stream through untouched; this limit covers only the small forms parsed here.
    bodyLimit: 64 * 1024,
    // Start-up loads the client's sources for rendering: on a busy two-core box that can pass
    // Fastify's default 10 s for a plugin.
    pluginTimeout: 60_000,
  }
}

/** The web server (the browser's backend): pages, the session, and /api/* forwarded to the API host. */
export default async function webApp(app: FastifyInstance, { config }: { config: WebConfig }) {
  const dev = config.dev ?? false
  await app.register(errors)
  await app.register(metrics, { token: config.METRICS_TOKEN })
  await app.register(security, { https: config.PUBLIC_URL.startsWith('https:'), dev })
  await app.register(compress, { threshold: 1024 })
  await app.register(session, { publicUrl: config.PUBLIC_URL })
  await app.register(apiClient, { apiUrl: config.API_URL })

  app.get('/healthz', { logLevel: 'warn' }, async () => ({ status: 'ok' }))

  if (dev) {
    const { default: middie } = await import('@fastify/middie')
    const { createServer } = await import('vite')
    const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' })
    await app.register(middie)
    app.use(vite.middlewares)
    app.addHook('onClose', () => vite.close())
    app.get('/__dev/react-refresh-preamble.js', (_request, reply) => reply.type('text/javascript').send(REACT_REFRESH_PREAMBLE))
    await app.register(ssr, {
      assets: devAssets,
      cachePublicPages: false,
      loadRender: async () => (await vite.ssrLoadModule('/client/entry-server.tsx')).render,
    })
  } else {
    await app.register(fastifyStatic, {
      root: `${CLIENT_DIST}assets`,
      prefix: '/assets/',
      // Built files carry a content hash in their name, so they can be cached for good.
      immutable: true,
      maxAge: '365d',
    })
    app.get('/favicon.svg', (_request, reply) => reply.header('cache-control', 'public, max-age=86400').sendFile('favicon.svg', CLIENT_DIST))
    const { render } = await import('#client/entry-server.tsx')
    await app.register(ssr, { ...(await builtAssets()), cachePublicPages: true, loadRender: async () => render })
  }

  // Before the proxy: these three calls' uploads are normalised here, not streamed through.
  await app.register(uploadRoutes)
  await app.register(apiProxyRoutes)
  await app.register(async (forms) => {
    await forms.register(formbody)
    await forms.register(authFormRoutes)
    await forms.register(pageRoutes)
  })
}
