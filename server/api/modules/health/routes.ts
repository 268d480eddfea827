import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'

const Status = Type.Object({ status: Type.String() })

/** Liveness and readiness for load balancers and Docker health checks. */
export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const schema = (summary: string) => ({ tags: ['health'], summary, security: [], response: { 200: Status, 503: Status } })
  app.get('/healthz', { schema: schema('The process is alive'), logLevel: 'warn' }, async () => ({ status: 'ok' }))
  app.get('/readyz', { schema: schema('The database answers'), logLevel: 'warn' }, async (request, reply) => {
    try {
      await app.database.ping()
      return { status: 'ready' }
    } catch (error) {
      request.log.warn({ err: error }, 'database not reachable')
      return reply.code(503).send({ status: 'database unreachable' })
    }
  })
}
