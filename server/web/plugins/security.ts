import fp from 'fastify-plugin'
import helmet from '@fastify/helmet'
import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route that forwards the API host's JSON: no page, so no CSP or nonce to make. */
    apiAnswer?: boolean
  }
  interface FastifyReply {
    /** This response's nonce for the few inline scripts server rendering needs (router state). */
    scriptNonce: string
  }
}

type NonceCarrier = ServerResponse & { scriptNonce?: string }

/**
 * Security headers: a content security policy whose only inline scripts are the nonce-bearing
 * ones we render, nosniff, no framing by other sites, HSTS over HTTPS.
 */
export default fp<{ https: boolean; dev: boolean }>(
  async (app, { https, dev }) => {
    app.decorateReply('scriptNonce', '')
    app.addHook('onRequest', async (request, reply) => {
      if (request.routeOptions.config.apiAnswer) return
      const nonce = randomBytes(16).toString('base64')
      reply.scriptNonce = nonce
      ;(reply.raw as NonceCarrier).scriptNonce = nonce
    })
    const nonceSource = (_req: IncomingMessage, res: ServerResponse) => `'nonce-${(res as NonceCarrier).scriptNonce}'`
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", nonceSource],
          // Inline style attributes (React's style prop, Swagger UI) are allowed; inline script is not.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          mediaSrc: ["'self'", 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: dev ? ["'self'", 'ws:', 'wss:'] : ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'same-origin' },
    })
  },
  { name: 'security' },
)
