import type { ErrorCode } from './error-codes.ts'

/** What each error code means, for the OpenAPI document (shared/errors/schema.ts): every code has one. */
export const ERROR_DESCRIPTIONS: Record<ErrorCode, string> = {
  MALFORMED_REQUEST: 'The request cannot be read: broken or empty JSON, a wrong Content-Length, or an address with a broken %-encoding.',
  VALIDATION_FAILED: 'A field is missing, of the wrong kind or breaks a rule; the message names it.',
  BAD_REQUEST: 'Any other refusal of the request as sent (a 4xx without a code of its own).',
  INVALID_CREDENTIALS: 'The email or password is not right.',
  NOT_LOGGED_IN: 'The call needs a session and none was sent: log in.',
  TOKEN_EXPIRED: 'The session has ended (expired, logged out or revoked): log in again.',
  FORBIDDEN: 'Not allowed for this user or role, or a request from another site.',
  NOT_FOUND: 'No such route, or nothing by that id that this user may see.',
  ALREADY_SUBMITTED: 'The attempt, test, part or mock was already submitted: what was received is kept and nothing more is taken.',
  TIME_UP: "The attempt's time (deadline plus grace) is over; the answers saved in time are kept.",
  CONFLICT: "The request clashes with the current state: another evaluator's claim, a reading time still running, work still waiting, an email already taken, an Idempotency-Key used for something else.",
  PAYLOAD_TOO_LARGE: 'The body, or a file in it, is larger than this call accepts.',
  URI_TOO_LONG: 'A part of the address is too long.',
  UNSUPPORTED_MEDIA_TYPE: 'The content type of the body, or the content of a file, is not one this call accepts.',
  RANGE_NOT_SATISFIABLE: 'The Range asked for lies outside the file.',
  RATE_LIMITED: 'Too many requests: wait as Retry-After says, then try again.',
  REQUEST_ABORTED: 'The caller closed the connection before the answer (seen only in logs).',
  INTERNAL_ERROR: 'Something went wrong on the server; it is logged.',
  SERVICE_UNAVAILABLE: 'The database or the API host cannot be reached right now; nothing is lost, try again.',
  DISK_FULL: "The server's disk is full: what was sent was not stored; keep it and try again later.",
}
