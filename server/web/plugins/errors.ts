import fp from 'fastify-plugin'
import { STATUS_CODES } from 'node:http'
import type { FastifyError } from 'fastify'
import { SERVICE_UNAVAILABLE_MESSAGE } from '#shared/errors/error-codes.ts'
import { errorCodeOf } from '../../common/error-code.ts'
import { DISK_FULL_MESSAGE, diskFullLogger, isDiskFull } from '../../common/disk-full.ts'

import { errorPage } from './error-page.ts'

const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'UND_ERR_SOCKET', 'UND_ERR_CONNECT_TIMEOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE'])

/**
 * The web server's errors, in the API host's shape `{statusCode, error, code, message}`: the API
 * host being unreachable is a 503 that says answers are safe. Its answers pass through the proxy
 * as they are, code included; these are the web server's own.
 */
export default fp(
  async (app) => {
    // The media spool (temporary files for ffmpeg and sharp) fills the web server's own disk.
    const logDiskFull = diskFullLogger()
    app.setErrorHandler((error: FastifyError & { expose?: boolean; errorCode?: unknown }, request, reply) => {
      const unreachable = UNREACHABLE_CODES.has(error.code) || UNREACHABLE_CODES.has((error.cause as { code?: string })?.code ?? '')
      const diskFull = !unreachable && !(error.statusCode && error.statusCode < 500) && isDiskFull(error)
      const statusCode = unreachable ? 503 : diskFull ? 507 : error.statusCode && error.statusCode >= 400 ? error.statusCode : 500
      if (diskFull) logDiskFull(request.log, error)
      else if (statusCode >= 500) request.log.error({ err: error }, unreachable ? 'API host unreachable' : 'request failed')
      const message = unreachable
        ? SERVICE_UNAVAILABLE_MESSAGE
        : diskFull
          ? DISK_FULL_MESSAGE
          : statusCode >= 500 && !error.expose
            ? 'Something went wrong on our side. It has been logged; please try again.'
            : error.message
      const error_ = STATUS_CODES[statusCode] ?? 'Error'
      // A person loading a page gets a page; scripts and API clients get JSON.
      const wantsPage = !request.url.startsWith('/api/') && (request.headers.accept ?? '').includes('text/html')
      if (wantsPage) return reply.code(statusCode).type('text/html; charset=utf-8').send(errorPage(error_, message))
      return reply.code(statusCode).send({ statusCode, error: error_, code: errorCodeOf(error, statusCode), message })
    })
    // Fastify's own 404 (a POST to no form, a missing asset; GETs are pages): its words and log line, with a code.
    app.setNotFoundHandler((request, reply) => {
      const message = `Route ${request.raw.method}:${request.raw.url} not found`
      request.log.info(message)
      return reply.code(404).send({ statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', message })
    })
  },
  { name: 'errors' },
)
