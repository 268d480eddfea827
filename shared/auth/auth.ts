/** Sign-in texts and limits the browser shows as well as the API host (no TypeBox: its schemas are in schema.ts beside it). */

/** SPEC.md section 8: the API's answer to a dead token; the browser then asks the student to log in again. */
export const TOKEN_EXPIRED_MESSAGE = 'Token expired'
/** The API's answer to a call without a token (the session cookie is gone: logged out in another tab, or expired). */
export const NOT_LOGGED_IN_MESSAGE = 'Please log in.'

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128
export const ROLES = ['student', 'staff', 'admin'] as const
export type Role = (typeof ROLES)[number]
