import type { FastifyInstance } from 'fastify'
import { sessionHeader } from './session-header.ts'

/** Every other GET is a page: the router decides what it shows, where it redirects, and the gate. */
export default async function pageRoutes(app: FastifyInstance) {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      const header = await sessionHeader(app, request, reply)
      return reply.renderPage({ user: header?.user ?? null, ...(header ? { bell: header.notifications } : {}) })
    },
  })
}
