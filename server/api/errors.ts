import { STATUS_CODES } from 'node:http'
import { errorCodeForStatus, type ErrorCode } from '#shared/errors/error-codes.ts'

/**
 * An error the API answers with as `{statusCode, error, code, message}`: message is for people,
 * `errorCode` for programs (the usual one for the status unless given).
 */
export class HttpError extends Error {
  readonly error: string
  readonly errorCode: ErrorCode
  readonly headers: Record<string, string>
  constructor(
    readonly statusCode: number,
    message: string,
    options: { code?: ErrorCode; headers?: Record<string, string> } = {},
  ) {
    super(message)
    this.error = STATUS_CODES[statusCode] ?? 'Error'
    this.errorCode = options.code ?? errorCodeForStatus(statusCode)
    this.headers = options.headers ?? {}
  }
}

export const badRequest = (message: string, code?: ErrorCode) => new HttpError(400, message, { code })
export const unauthorized = (message: string, code?: ErrorCode) => new HttpError(401, message, { code })
export const forbidden = (message: string) => new HttpError(403, message)
export const notFound = (message: string) => new HttpError(404, message)
export const conflict = (message: string, code?: ErrorCode) => new HttpError(409, message, { code })
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, { headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) } })

/** PostgreSQL's unique_violation, the same code through pg and PGlite. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  // Drizzle wraps the driver's error; the code sits on it or on its cause.
  const { code, cause } = error as { code?: string; cause?: unknown }
  return code === '23505' || isUniqueViolation(cause)
}

/** PostgreSQL's SQLSTATEs for a server that cannot serve: connection exceptions, shutting down, full. */
const UNAVAILABLE_STATES = /^(08...|57P0[1-3]|53300)$/
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE'])
/**
 * What pg and PGlite throw when there is no connection to run a query on, and PostgreSQL's answer
 * for a database closed to connections (55000, a code it shares with faults of the request).
 */
const UNAVAILABLE_MESSAGES =
  /^(PGlite is closed|Connection terminated|Client was closed|Cannot use a pool after calling end|timeout exceeded when trying to connect|Query read timeout)|^database ".*" is not currently accepting connections$/

/**
 * The database cannot be reached (down, restarting, closed, out of connections): a fault of the
 * moment, not of the request. Drizzle wraps the driver's error, and pg may gather one error per
 * address it tried (AggregateError), so causes and gathered errors are looked through.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown }
  if (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || UNREACHABLE_CODES.has(code))) return true
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true
  if (Array.isArray(errors) && errors.some((each) => isDatabaseUnavailable(each, depth + 1))) return true
  return isDatabaseUnavailable(cause, depth + 1)
}
