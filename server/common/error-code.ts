import { ERROR_STATUS, errorCodeForStatus, isErrorCode, type ErrorCode } from '#shared/errors/error-codes.ts'

/** Fastify's refusals of a request it cannot read: the body's JSON or length, or the address. */
const UNREADABLE = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY', 'FST_ERR_CTP_INVALID_CONTENT_LENGTH', 'FST_ERR_BAD_URL'])

/**
 * The stable code an error answers with, on both servers: the one it carries (`errorCode`, set by
 * the code that threw it, when the answer keeps the status it goes with), else what Fastify's own
 * error means, else the usual one for the answer's status.
 */
export function errorCodeOf(error: { errorCode?: unknown; code?: unknown; validation?: unknown }, statusCode: number): ErrorCode {
  if (isErrorCode(error.errorCode) && ERROR_STATUS[error.errorCode] === statusCode) return error.errorCode
  if (typeof error.code === 'string' && UNREADABLE.has(error.code)) return 'MALFORMED_REQUEST'
  if (error.validation) return 'VALIDATION_FAILED'
  return errorCodeForStatus(statusCode)
}
