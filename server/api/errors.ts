import { STATUS_CODES } from 'node:http'

/** An error the API answers with as `{statusCode, error, message}`; message is for people. */
export class HttpError extends Error {
  readonly error: string
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
    this.error = STATUS_CODES[statusCode] ?? 'Error'
  }
}

export const badRequest = (message: string) => new HttpError(400, message)
export const unauthorized = (message: string) => new HttpError(401, message)
export const forbidden = (message: string) => new HttpError(403, message)
export const notFound = (message: string) => new HttpError(404, message)
export const conflict = (message: string) => new HttpError(409, message)
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) })

/** PostgreSQL's unique_violation, the same code through pg and PGlite. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  // Drizzle wraps the driver's error; the code sits on it or on its cause.
  const { code, cause } = error as { code?: string; cause?: unknown }
  return code === '23505' || isUniqueViolation(cause)
}
