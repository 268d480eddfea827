import type { FastifyInstance } from 'fastify'
import { sessionUser } from './session-user.ts'

/** Every other GET is a page: the router decides what it shows, where it redirects, and the gate. */
export default async function pageRoutes(app: FastifyInstance) {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => reply.renderPage({ user: await sessionUser(app, request, reply) }),
  })
}
