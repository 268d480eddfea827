import { STATUS_CODES } from 'node:http'
import type { FastifyReply, FastifyServerOptions } from 'fastify'
import { errorCodeOf } from './error-code.ts'

/**
 * The router's own refusals (Fastify's `frameworkErrors`), in the same shape as every other error
 * and without echoing the address, which may be huge or hostile.
 */
export const routerErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (error, _request, reply) => {
  const statusCode = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : error.code === 'FST_ERR_BAD_URL' ? 400 : 500
  const message =
    statusCode === 414
      ? 'A part of this address is too long. Check the link and try again.'
      : statusCode === 400
        ? 'This address is not valid: it has a broken %-encoding. Check the link and try again.'
        : 'Something went wrong on our side. It has been logged; please try again.'
  if (statusCode >= 500) reply.log.error({ err: error }, 'router failed')
  // The router calls this before any route (and its reply types) is known.
  void (reply as FastifyReply).code(statusCode).send({ statusCode, error: STATUS_CODES[statusCode] ?? 'Error', code: errorCodeOf(error, statusCode), message })
}
