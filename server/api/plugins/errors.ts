import fp from 'fastify-plugin'
import { STATUS_CODES } from 'node:http'
import type { FastifyError } from 'fastify'
import { SERVICE_UNAVAILABLE_MESSAGE } from '#shared/errors/error-codes.ts'
import { isDatabaseUnavailable } from '../errors.ts'
import { errorCodeOf } from '../../common/error-code.ts'
import { DISK_FULL_MESSAGE, diskFullLogger, isDiskFull } from '../../common/disk-full.ts'

/**
 * Every error leaves as `{statusCode, error, code, message}`: the message for people, the code
 * (common/error-code.ts) for programs. Validation errors name the field; a 5xx never shows
 * internals, only that something went wrong and that it is logged. A database that cannot be
 * reached is a 503 that says nothing is lost, so clients keep the answers and retry; a full disk
 * is a 507 that says what was sent was not stored (logged once a minute, not per request).
 * The log shows the error without the values sent (the err serializer, log-options.ts).
 */
export default fp(
  async (app) => {
    const logDiskFull = diskFullLogger()
    app.setErrorHandler((error: FastifyError & { headers?: Record<string, string>; errorCode?: unknown }, request, reply) => {
      const refused = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500
      if (!refused && isDiskFull(error)) {
        logDiskFull(request.log, error)
        return reply.code(507).send({ statusCode: 507, error: STATUS_CODES[507], code: 'DISK_FULL', message: DISK_FULL_MESSAGE })
      }
      const unavailable = !refused && isDatabaseUnavailable(error)
      const statusCode = unavailable ? 503 : error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500
      if (statusCode >= 500) request.log.error({ err: error }, unavailable ? 'database unavailable' : 'request failed')
      const message = unavailable
        ? SERVICE_UNAVAILABLE_MESSAGE
        : statusCode >= 500
          ? 'Something went wrong on our side. It has been logged; please try again.'
          : error.validation
            ? validationMessage(error)
            : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
              ? 'The request is too large for this call.'
              : error.message
      if (error.headers) void reply.headers(error.headers)
      return reply.code(statusCode).send({ statusCode, error: STATUS_CODES[statusCode] ?? 'Error', code: errorCodeOf(error, statusCode), message })
    })
    app.setNotFoundHandler((request, reply) =>
      reply.code(404).send({
        statusCode: 404,
        error: 'Not Found',
        code: 'NOT_FOUND',
        message: `There is no ${request.method} ${request.url.split('?')[0]} in this API.`,
      }),
    )
  },
  { name: 'errors' },
)

function validationMessage(error: FastifyError): string {
  const first = error.validation?.[0]
  if (!first) return error.message
  const where = error.validationContext ?? 'body'
  const path = first.instancePath ? first.instancePath.slice(1).replaceAll('/', '.') : ''
  // Where in the request: the body itself, or a field within it (body.typedAt).
  const field = `${where}${path ? `.${path}` : ''}`
  if (first.keyword === 'required') return `${field}: ${String(first.params.missingProperty)} is required.`
  if (first.keyword === 'additionalProperties') {
    return `${field}: ${String(first.params.additionalProperty)} is not a field this call accepts.`
  }
  if (first.keyword === 'format') return `${field} is not a valid ${String(first.params.format).replace('date-time', 'date and time')}.`
  if (first.keyword === 'minLength') return `${field} must not be empty${Number(first.params.limit) > 1 ? ` and needs at least ${String(first.params.limit)} characters` : ''}.`
  if (first.keyword === 'maxLength') return `${field} is too long: at most ${String(first.params.limit)} characters.`
  if (first.keyword === 'maxProperties') return `${field} has too many entries: at most ${String(first.params.limit)}.`
  if (first.keyword === 'const') {
    // A choice between fixed values fails once per value: name them all.
    const allowed = (error.validation ?? [])
      .filter((e) => e.keyword === 'const' && e.instancePath === first.instancePath)
      .map((e) => JSON.stringify(e.params.allowedValue))
    return `${field} must be one of ${allowed.join(', ')}.`
  }
  return `${field} ${first.message ?? 'is not valid'}.`
}
