import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { ApiConfig } from '../../config.ts'
import type { RedisLink } from '../../redis.ts'
import { readiness } from './readiness.ts'

const Alive = Type.Object({ status: Type.String() })
const Check = <A extends string, B extends string>(values: [A, B], description: string) =>
  Type.Union([Type.Literal(values[0]), Type.Literal(values[1])], { description })
const Ready = Type.Object({
  status: Type.Union([Type.Literal('ready'), Type.Literal('not ready')]),
  checks: Type.Object({
    database: Check(['ok', 'down'], 'The database answers a query.'),
    redis: Type.Optional(Check(['ok', 'down'], 'Only with REDIS_URL. Not required: while it is down, limits are kept per process.')),
    blobs: Check(['ok', 'down'], 'The file store (BLOB_DIR, or the S3 bucket) can be used.'),
    disk: Type.Optional(Check(['ok', 'full'], 'Only for files on this machine (PGlite under DATA_DIR, BLOB_DIR): space is left to write.')),
  }),
})

export interface HealthOptions {
  config: ApiConfig
  redis?: RedisLink | undefined
}

/** Liveness and readiness for load balancers and Docker health checks. */
export const healthRoutes: FastifyPluginAsyncTypebox<HealthOptions> = async (app, { config, redis }) => {
  const check = readiness(app, config, redis)
  app.get(
    '/healthz',
    { schema: { tags: ['health'], summary: 'The process is alive', security: [], response: { 200: Alive } }, logLevel: 'warn' },
    async () => ({ status: 'ok' }),
  )
  app.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary: 'Each dependency, and whether this host can serve: 503 when the database or the file store is down or the disk full',
        security: [],
        response: { 200: Ready, 503: Ready },
      },
      logLevel: 'warn',
    },
    async (request, reply) => {
      const { ready, checks } = await check(request.log)
      return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not ready', checks })
    },
  )
}
