import fp from 'fastify-plugin'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import { ErrorResponse } from '#shared/errors/schema.ts'

/**
 * The docs' pages load Swagger UI's own scripts, styles and images and fetch the OpenAPI JSON, all
 * from here; Swagger UI sets style attributes, hence inline styles. Never an inline script, and
 * no other site may frame the pages. The web server forwards this policy with the pages.
 */
const DOCUMENTATION_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

/** OpenAPI for every route, from the same TypeBox schemas that validate them, at /documentation. */
export default fp(
  async (app) => {
    app.addSchema(ErrorResponse)
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'OET Prep API',
          description:
            'The API behind OET Prep. Every call but auth takes `Authorization: Bearer <token>` from POST /api/auth/login. Errors are `{statusCode, error, code, message}`: `message` is for people and may be reworded; `code` is stable, for programs (the ErrorResponse schema lists every code and what it means).',
          version: '1.0.0',
        },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
        security: [{ bearer: [] }],
      },
      refResolver: { buildLocalReference: (json, _base, _fragment, i) => String(json.$id ?? `def-${i}`) },
    })
    await app.register(swaggerUi, { routePrefix: '/documentation', staticCSP: DOCUMENTATION_CSP })
  },
  { name: 'swagger' },
)
