import { Type } from '@sinclair/typebox'
import type { SubmissionsService } from './service.ts'
import { IDEMPOTENCY_KEY_MAX_LENGTH, IDEMPOTENCY_KEY_MIN_LENGTH } from '#shared/constants.ts'

/** A retry with the same key answers what the first request stored. */
export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(Type.String({ minLength: IDEMPOTENCY_KEY_MIN_LENGTH, maxLength: IDEMPOTENCY_KEY_MAX_LENGTH })),
})

export interface SubmissionRoutesOptions {
  service: SubmissionsService
}
