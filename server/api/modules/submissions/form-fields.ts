import { clientStartTimeText } from '#shared/answers/start-time-schema.ts'
import { MOCK_MAX_RECORDINGS, UPLOAD_FILE_NAME_MAX_LENGTH } from '#shared/media/upload-limits.ts'
import { badRequest } from '../../errors.ts'
import { parseJsonText } from '../../http/well-formed-text.ts'

/**
 * The text fields of the multipart calls, checked by hand (a form's fields are strings, or
 * values already parsed when a part said it was JSON). Messages follow the JSON calls' wording.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const text = (fields: Record<string, unknown>, name: string): string | undefined => {
  const value = fields[name]
  if (value === undefined || value === '') return undefined
  if (typeof value !== 'string') throw badRequest(`body.${name} must be text.`)
  return value
}

/**
 * The client's start time as sent (informational only); '' and 'null' mean none. A form's fields
 * are text, so milliseconds since 1970 arrive as digits: kept in their ISO form, as in JSON.
 */
export function startTimeField(fields: Record<string, unknown>): string | null {
  const value = text(fields, 'startTime')
  if (value === undefined || value === 'null') return null
  if (value.length > 64) throw badRequest('body.startTime is too long: at most 64 characters.')
  return /^\d{1,15}$/.test(value) ? clientStartTimeText(Number(value)) : value
}

export function attemptIdField(fields: Record<string, unknown>): string | undefined {
  const value = text(fields, 'attemptId')
  if (value !== undefined && !UUID.test(value)) throw badRequest('body.attemptId is not a valid uuid.')
  return value
}

const partNumber = (value: unknown, field: string): number => {
  const number = typeof value === 'string' && /^\d{1,2}$/.test(value) ? Number(value) : value
  if (typeof number !== 'number' || !Number.isInteger(number) || number < 1 || number > 99) {
    throw badRequest(`${field} must be a part number (1, 2, ...).`)
  }
  return number
}

export function mainCardNumberField(fields: Record<string, unknown>): number {
  if (fields.mainCardNumber === undefined) throw badRequest('body: mainCardNumber is required.')
  return partNumber(fields.mainCardNumber, 'body.mainCardNumber')
}

/** Seconds of audio as the web server measured them after re-encoding; absent when not given. */
export function durationField(fields: Record<string, unknown>): number | undefined {
  const value = text(fields, 'durationSeconds')
  if (value === undefined) return undefined
  const seconds = Number(value)
  if (!Number.isFinite(seconds) || seconds <= 0 || seconds > 24 * 3600) throw badRequest('body.durationSeconds must be a number of seconds.')
  return seconds
}

export function fileNameField(fields: Record<string, unknown>) {
  const value = text(fields, 'fileName')
  if (value !== undefined && value.length > UPLOAD_FILE_NAME_MAX_LENGTH) {
    throw badRequest(`body.fileName is too long: at most ${UPLOAD_FILE_NAME_MAX_LENGTH} characters.`)
  }
  return value
}

const json = (fields: Record<string, unknown>, name: string): unknown => {
  const value = fields[name]
  return typeof value === 'string' ? parseJsonText(value, `body.${name}`) : value
}

/** The mock speaking screen's free-form `speaking` object: checked to be one, not kept. */
export function speakingField(fields: Record<string, unknown>) {
  const value = json(fields, 'speaking')
  if (value !== undefined && (value === null || typeof value !== 'object' || Array.isArray(value))) {
    throw badRequest('body.speaking must be a JSON object.')
  }
}

/**
 * speakingResponses: the JSON list of the parts the files answer, in order: each a mainCardNumber,
 * or an object carrying one ({mainCardNumber: 1, ...}).
 */
export function speakingResponsesField(fields: Record<string, unknown>): number[] {
  const value = json(fields, 'speakingResponses')
  if (value === undefined) throw badRequest('body: speakingResponses is required.')
  if (!Array.isArray(value) || value.length > MOCK_MAX_RECORDINGS) throw badRequest('body.speakingResponses must be a JSON list of part numbers.')
  return value.map((item: unknown) =>
    partNumber(item !== null && typeof item === 'object' ? (item as { mainCardNumber?: unknown }).mainCardNumber : item, 'body.speakingResponses'),
  )
}
