/**
 * The stable `code` of every error answer (API host and web server alike), with the status it comes
 * with. `message` is for people and may be reworded; `code` is for programs, which decide by it and
 * never by the message. What each code means is in error-descriptions.ts (the OpenAPI document shows
 * both): apart, so that the browser, which needs only the codes, does not carry it (decision 0092).
 */
export const ERROR_STATUS = {
  MALFORMED_REQUEST: 400,
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  INVALID_CREDENTIALS: 401,
  NOT_LOGGED_IN: 401,
  TOKEN_EXPIRED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  ALREADY_SUBMITTED: 409,
  TIME_UP: 409,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RANGE_NOT_SATISFIABLE: 416,
  RATE_LIMITED: 429,
  REQUEST_ABORTED: 499,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  DISK_FULL: 507,
} as const satisfies Record<string, number>

export type ErrorCode = keyof typeof ERROR_STATUS
export const ERROR_CODE_NAMES = Object.keys(ERROR_STATUS) as ErrorCode[]

export const isErrorCode = (value: unknown): value is ErrorCode => typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value)

/** The code each status usually means: what an error without a code of its own answers with. */
const USUAL_CODE: Readonly<Partial<Record<number, ErrorCode>>> = {
  400: 'VALIDATION_FAILED',
  401: 'NOT_LOGGED_IN',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  416: 'RANGE_NOT_SATISFIABLE',
  429: 'RATE_LIMITED',
  499: 'REQUEST_ABORTED',
  503: 'SERVICE_UNAVAILABLE',
  507: 'DISK_FULL',
}

export const errorCodeForStatus = (status: number): ErrorCode =>
  USUAL_CODE[status] ?? (status >= 400 && status < 500 ? 'BAD_REQUEST' : 'INTERNAL_ERROR')

/** The codes that mean the session is over, so the student is asked to log in again (SPEC.md section 8). */
export const SESSION_ENDED_CODES: readonly ErrorCode[] = ['TOKEN_EXPIRED', 'NOT_LOGGED_IN']

/** A 503's words, from either host: the browser keeps what the student entered and sends it again. */
export const SERVICE_UNAVAILABLE_MESSAGE = 'The service is not reachable right now. Nothing you entered is lost; please try again in a moment.'
