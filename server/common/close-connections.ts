import type { FastifyInstance } from 'fastify'

/**
 * Lets close() end once the requests under way are answered. Fastify closes the connections that
 * are idle when close() starts, but a browser (or the web server's pool) keeps its connection open
 * after its answer: a request in flight when SIGTERM came left a kept-alive connection that held
 * the process until the forced exit. From close() on, every answer says `Connection: close`, and
 * a connection that went idle without it (its answer had started before) is closed then.
 */
export function closeConnectionsOnClose(app: FastifyInstance) {
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
  })
  app.addHook('onSend', async (_request, reply) => {
    if (closing && !reply.raw.headersSent) void reply.header('connection', 'close')
  })
  app.addHook('onResponse', async () => {
    if (closing) setImmediate(() => app.server.closeIdleConnections())
  })
}
