import { Type } from '@sinclair/typebox'
import type { SubmissionsService } from './service.ts'

/** A retry with the same key answers what the first request stored. */
export const IdempotencyHeaders = Type.Object({ 'idempotency-key': Type.Optional(Type.String({ minLength: 8, maxLength: 128 })) })

export interface SubmissionRoutesOptions {
  service: SubmissionsService
}
