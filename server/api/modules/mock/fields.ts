import { ANSWER_MAX_LENGTH, ANSWERS_MAX_ENTRIES } from '#shared/answers/schema.ts'
import { WRITING_ANSWER_MAX_LENGTH } from '#shared/submissions/submissions.ts'
import { badRequest } from '../../errors.ts'
import { attemptIdField, speakingResponsesField } from '../submissions/form-fields.ts'
import type { MockForm } from './form.ts'
import type { StoredUpload } from '../../uploads/store-upload.ts'
import { parseJsonText } from '../../http/well-formed-text.ts'

export type WritingMode = 'computer' | 'paper'

/** The mock submission's form, checked for shape; what the attempt allows is the service's to check. */
export interface MockSubmission {
  attemptId: string
  listeningAnswers?: Record<string, string> | undefined
  readingAnswers?: Record<string, string> | undefined
  /** When each answer was typed (ISO, server clock), by its saved key ("listening:1"); without one an answer counts as typed at the submit. */
  typedAt?: Record<string, string> | undefined
  writingAnswer?: string | undefined
  writingMode?: WritingMode | undefined
  speakingParts?: number[] | undefined
  writingFiles: StoredUpload[]
  speakingFiles: StoredUpload[]
}

function json(fields: Record<string, unknown>, name: string): unknown {
  const value = fields[name]
  if (value === undefined || value === '') return undefined
  return typeof value === 'string' ? parseJsonText(value, `body.${name}`) : value
}

/** listeningAnswers / readingAnswers: a JSON object of question id -> answer text. */
function answersField(fields: Record<string, unknown>, name: string): Record<string, string> | undefined {
  const value = json(fields, name)
  if (value === undefined) return undefined
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest(`body.${name} must be a JSON object of question id to answer, like {"1": "a ladder"}.`)
  }
  const entries = Object.entries(value as Record<string, unknown>)
  if (entries.length > ANSWERS_MAX_ENTRIES) throw badRequest(`body.${name} has more than ${ANSWERS_MAX_ENTRIES} answers.`)
  for (const [id, answer] of entries) {
    if (typeof answer !== 'string') throw badRequest(`body.${name}.${id} must be text.`)
    if (answer.length > ANSWER_MAX_LENGTH) throw badRequest(`body.${name}.${id} is too long: at most ${ANSWER_MAX_LENGTH} characters.`)
  }
  return value as Record<string, string>
}

/** typedAt: a JSON object of saved answer key ("listening:1", "writing:answer") -> ISO time. */
function typedAtField(fields: Record<string, unknown>): Record<string, string> | undefined {
  const value = json(fields, 'typedAt')
  if (value === undefined) return undefined
  const example = 'like {"listening:1": "2026-05-01T09:30:00.000Z"}'
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw badRequest(`body.typedAt must be a JSON object of answer key to the time it was typed, ${example}.`)
  const entries = Object.entries(value as Record<string, unknown>)
  if (entries.length > ANSWERS_MAX_ENTRIES * 2 + 1) throw badRequest(`body.typedAt has more than ${ANSWERS_MAX_ENTRIES * 2 + 1} times.`)
  for (const [id, at] of entries) {
    if (typeof at !== 'string' || at.length > 40 || Number.isNaN(Date.parse(at))) throw badRequest(`body.typedAt.${id.slice(0, 80)} must be a date-time, ${example}.`)
  }
  return value as Record<string, string>
}

function writingModeField(fields: Record<string, unknown>): WritingMode | undefined {
  const value = json(fields, 'writingData')
  if (value === undefined) return undefined
  const mode = value !== null && typeof value === 'object' ? (value as { mode?: unknown }).mode : undefined
  if (mode !== 'computer' && mode !== 'paper') throw badRequest('body.writingData must be JSON like {"mode": "computer"} or {"mode": "paper"}.')
  return mode
}

function letterField(fields: Record<string, unknown>): string | undefined {
  const value = fields.writingAnswer
  if (value === undefined) return undefined
  if (typeof value !== 'string') throw badRequest('body.writingAnswer must be text.')
  if (value.length > WRITING_ANSWER_MAX_LENGTH) throw badRequest(`body.writingAnswer is too long: at most ${WRITING_ANSWER_MAX_LENGTH} characters.`)
  return value
}

export function parseMockForm({ fields, files }: MockForm): MockSubmission {
  const attemptId = attemptIdField(fields)
  if (!attemptId) throw badRequest('body: attemptId is required: start the mock test first (POST /api/attempts).')
  return {
    attemptId,
    listeningAnswers: answersField(fields, 'listeningAnswers'),
    readingAnswers: answersField(fields, 'readingAnswers'),
    typedAt: typedAtField(fields),
    writingAnswer: letterField(fields),
    writingMode: writingModeField(fields),
    speakingParts: fields.speakingResponses === undefined ? undefined : speakingResponsesField(fields),
    writingFiles: files.writingFiles,
    speakingFiles: files.speakingFiles,
  }
}
