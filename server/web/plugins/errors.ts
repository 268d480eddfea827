import fp from 'fastify-plugin'
import { STATUS_CODES } from 'node:http'
import type { FastifyError } from 'fastify'

const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'UND_ERR_SOCKET', 'UND_ERR_CONNECT_TIMEOUT', 'ENOTFOUND', 'EAI_AGAIN'])

/** The web server's errors: the API host being unreachable is a 503 that says answers are safe. */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const unreachable = UNREACHABLE_CODES.has(error.code) || UNREACHABLE_CODES.has((error.cause as { code?: string })?.code ?? '')
      const statusCode = unreachable ? 503 : error.statusCode && error.statusCode >= 400 ? error.statusCode : 500
      if (statusCode >= 500) request.log.error({ err: error }, unreachable ? 'API host unreachable' : 'request failed')
      const message = unreachable
        ? 'The service is not reachable right now. Nothing you entered is lost; please try again in a moment.'
        : statusCode >= 500
          ? 'Something went wrong on our side. It has been logged; please try again.'
          : error.message
      return reply.code(statusCode).send({ statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message })
    })
  },
  { name: 'errors' },
)
