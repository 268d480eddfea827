import { Type } from '@sinclair/typebox'
import { IDEMPOTENCY_KEY_MAX_LENGTH, IDEMPOTENCY_KEY_MIN_LENGTH } from '#shared/constants.ts'
import { PART_KEY_PATTERN } from '#shared/attempts/attempts.ts'

/** Error answers for a route's OpenAPI description, all `{statusCode, error, code, message}`. */
export const errorResponses = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, Type.Ref('ErrorResponse')]))

export const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) })
/** An attempt's timed part (POST /api/attempts/{id}/parts/{part}/start). */
export const PartParams = Type.Object({ id: Type.String({ format: 'uuid' }), part: Type.String({ pattern: PART_KEY_PATTERN }) })
export const TestIdParams = Type.Object({ testId: Type.String({ format: 'uuid' }) })

/** A submit's Idempotency-Key: a retry with the same key answers what the first request stored. */
export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(Type.String({ minLength: IDEMPOTENCY_KEY_MIN_LENGTH, maxLength: IDEMPOTENCY_KEY_MAX_LENGTH })),
})
