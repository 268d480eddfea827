import { ApiError } from '#client/lib/api.ts'
import { WRITING_TEXTS } from './texts.ts'

export type AnswerMode = 'computer' | 'paper'
export const ANSWER_MODES: readonly AnswerMode[] = ['computer', 'paper']

/** What the student has produced so far, in either mode. */
export interface WritingDraft {
  mode: AnswerMode
  text: string
  images: readonly File[]
}

/** The writing screen's path of SPEC.md section 7 (JSON for a typed letter, multipart for photos). */
export const submissionPath = (testId: string): string => `/api/writing-tests/submission/${encodeURIComponent(testId)}/submit`

const hasText = (draft: WritingDraft) => draft.text.trim() !== ''

/** SPEC.md section 5: why Submit Test cannot go ahead in the chosen mode, or null when it can. */
export function validationMessage(draft: WritingDraft): string | null {
  if (draft.mode === 'computer') return hasText(draft) ? null : WRITING_TEXTS.typeFirst
  return draft.images.length > 0 ? null : WRITING_TEXTS.uploadFirst
}

/**
 * What the deadline sends, so a student whose time runs out never loses the work: the chosen
 * mode's, else the other mode's (photos chosen, then a switch to typing), else nothing.
 */
export function deadlineMode(draft: WritingDraft): AnswerMode | null {
  const other: AnswerMode = draft.mode === 'computer' ? 'paper' : 'computer'
  for (const mode of [draft.mode, other]) {
    if (mode === 'computer' ? hasText(draft) : draft.images.length > 0) return mode
  }
  return null
}

export interface AttemptRef {
  id: string
  startedAt: string
}

/** The body for the chosen mode: JSON {writingAnswer, startTime, attemptId}, or multipart with the fields before the files. */
export function submissionBody(mode: AnswerMode, draft: WritingDraft, attempt: AttemptRef): FormData | Record<string, string> {
  if (mode === 'computer') return { writingAnswer: draft.text, startTime: attempt.startedAt, attemptId: attempt.id }
  const form = new FormData()
  // Fields first: the web server reads them before it streams the photos.
  form.append('startTime', attempt.startedAt)
  form.append('attemptId', attempt.id)
  for (const image of draft.images) form.append('file', image, image.name)
  return form
}

/** The session ended (SPEC.md section 8's 401): the student logs in again rather than seeing a failure. */
export const isSessionEnded = (error: unknown): boolean => error instanceof ApiError && error.status === 401

/**
 * SPEC.md section 8: the server's message, else the fallback; when the server could not be
 * reached, that, in words (as speaking says it), with the reassurance that the work is kept.
 */
export function failureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return WRITING_TEXTS.failedFallback
  if (error.kind === 'FETCH_ERROR' || error.kind === 'TIMEOUT_ERROR') return WRITING_TEXTS.cannotReach
  return error.kind === 'HTTP_ERROR' && error.message ? error.message : WRITING_TEXTS.failedFallback
}

/** The Idempotency-Key of SPEC's submit: one per attempt, so a retry is never a second submission. */
export const idempotencyKey = (attemptId: string): string => `submit-${attemptId}`
