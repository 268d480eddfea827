/**
 * The stable `code` of every error answer (API host and web server alike). `message` is for people
 * and may be reworded; `code` is for programs, which decide by it and never by the message.
 * Each code has the status it comes with and what it means (the OpenAPI document shows both).
 */
export const ERROR_CODES = {
  MALFORMED_REQUEST: {
    status: 400,
    description: 'The request cannot be read: broken or empty JSON, a wrong Content-Length, or an address with a broken %-encoding.',
  },
  VALIDATION_FAILED: { status: 400, description: 'A field is missing, of the wrong kind or breaks a rule; the message names it.' },
  BAD_REQUEST: { status: 400, description: 'Any other refusal of the request as sent (a 4xx without a code of its own).' },
  INVALID_CREDENTIALS: { status: 401, description: 'The email or password is not right.' },
  NOT_LOGGED_IN: { status: 401, description: 'The call needs a session and none was sent: log in.' },
  TOKEN_EXPIRED: { status: 401, description: 'The session has ended (expired, logged out or revoked): log in again.' },
  FORBIDDEN: { status: 403, description: 'Not allowed for this user or role, or a request from another site.' },
  NOT_FOUND: { status: 404, description: 'No such route, or nothing by that id that this user may see.' },
  ALREADY_SUBMITTED: {
    status: 409,
    description: 'The attempt, test, part or mock was already submitted: what was received is kept and nothing more is taken.',
  },
  TIME_UP: { status: 409, description: "The attempt's time (deadline plus grace) is over; the answers saved in time are kept." },
  CONFLICT: {
    status: 409,
    description:
      "The request clashes with the current state: another evaluator's claim, a reading time still running, work still waiting, an email already taken, an Idempotency-Key used for something else.",
  },
  PAYLOAD_TOO_LARGE: { status: 413, description: 'The body, or a file in it, is larger than this call accepts.' },
  URI_TOO_LONG: { status: 414, description: 'A part of the address is too long.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, description: 'The content type of the body, or the content of a file, is not one this call accepts.' },
  RANGE_NOT_SATISFIABLE: { status: 416, description: 'The Range asked for lies outside the file.' },
  RATE_LIMITED: { status: 429, description: 'Too many requests: wait as Retry-After says, then try again.' },
  REQUEST_ABORTED: { status: 499, description: 'The caller closed the connection before the answer (seen only in logs).' },
  INTERNAL_ERROR: { status: 500, description: 'Something went wrong on the server; it is logged.' },
  SERVICE_UNAVAILABLE: { status: 503, description: 'The database or the API host cannot be reached right now; nothing is lost, try again.' },
  DISK_FULL: { status: 507, description: "The server's disk is full: what was sent was not stored; keep it and try again later." },
} as const satisfies Record<string, { status: number; description: string }>

export type ErrorCode = keyof typeof ERROR_CODES
export const ERROR_CODE_NAMES = Object.keys(ERROR_CODES) as ErrorCode[]

export const isErrorCode = (value: unknown): value is ErrorCode => typeof value === 'string' && Object.hasOwn(ERROR_CODES, value)

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
