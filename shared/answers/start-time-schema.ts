import { Type } from '@sinclair/typebox'

/**
 * The `startTime` of SPEC.md section 7's listening and writing submits: the client's own start,
 * as an ISO 8601 string or as milliseconds since 1970 (what `Date.now()` gives), or null. It is
 * informational only: the attempt's start and deadline, kept on the server, are what count.
 * Null first: an Ajv that coerces types would otherwise turn null into ''.
 */
export const ClientStartTime = Type.Union([
  Type.Null(),
  Type.String({ maxLength: 64 }),
  Type.Integer({ minimum: 0, maximum: 8.64e15, description: 'milliseconds since 1970-01-01T00:00:00Z' }),
])

/** The client's start time as text, for the record: a number of milliseconds becomes its ISO form. */
export function clientStartTimeText(value: string | number | null | undefined): string | null {
  if (value === undefined || value === null) return null
  return typeof value === 'number' ? new Date(value).toISOString() : value
}
