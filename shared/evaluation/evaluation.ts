import { EVALUATION_PDF_MAX_BYTES as PDF_MAX_BYTES } from '#shared/media/upload-limits.ts'
import { SUBMISSION_STATUSES } from '#shared/submissions/submissions.ts'

/** Staff evaluation's limits, texts, links and the queue's order (no TypeBox: its schemas are in schema.ts beside it). */

/** The grading lock lasts this long from the claim; claiming again renews it. */
export const CLAIM_MINUTES = 30
/** adminComments and feedback: each at most this many characters. */
export const EVALUATION_TEXT_MAX_LENGTH = 10_000
/** The notifications call answers at most this many, newest first. */
export const NOTIFICATIONS_LIMIT = 50
/** The admin users call answers at most this many. */
export const ADMIN_USERS_LIMIT = 100

/** The fields of POST /api/staff/submissions/{id}/evaluation (multipart/form-data). */
export const EVALUATION_FORM_FIELDS = ['criteria', 'grade', 'marks', 'adminComments', 'feedback', 'anchoredComments'] as const
export const EVALUATION_PDF_FIELD = 'pdf'

/** The 409 while another evaluator holds the claim: "{name} is evaluating this submission until {HH:MM UTC}." */
export function claimHeldMessage(name: string, expiresAt: Date): string {
  const time = expiresAt.toISOString().slice(11, 16)
  return `${name} is evaluating this submission until ${time} UTC.`
}
export const CLAIM_NEEDED_MESSAGE = 'Claim this submission before saving: another evaluator may be working on it.'
export const PDF_NOT_PDF_MESSAGE = 'The attached file is not a PDF. Please attach a PDF file.'
export const PDF_TOO_LARGE_MESSAGE = `The PDF may be at most ${PDF_MAX_BYTES / 1024 / 1024} MB.`

/**
 * Where a student finds an evaluated result (a notification's link): the writing hub, the
 * speaking hub, or for a mock's sections that mock's results screen (docs/decisions/0022).
 */
export function resultLink(skill: 'writing' | 'speaking', source: 'test' | 'mock', testId: string): string {
  if (source === 'mock') return `/mock-tests/${testId}/results`
  return skill === 'writing' ? '/app/oetwriting' : '/oet-speaking'
}

/**
 * The address of a submission's current evaluation PDF: what every student-facing result shows
 * as its evaluationPdf ("View PDF"); its student and staff may open it.
 */
export const evaluationPdfUrl = (submissionId: string) => `/api/submissions/${submissionId}/evaluation.pdf`

export const QUEUE_STATUSES = SUBMISSION_STATUSES

/**
 * The queue's one order (docs/decisions/0060): overdue work first, the longest overdue on top, then
 * the rest by least time left. Every promise runs 24 hours from sending, so this is also oldest
 * first: `sort` takes either name, for the links and clients that send one.
 */
export const QUEUE_SORTS = ['due', 'oldest'] as const

/** The queue answers this many at a time; `next` asks for the ones after them. */
export const QUEUE_PAGE_SIZE = 50

/** Whose marks an evaluation holds (decision 0106). */
export const EVALUATION_ROUNDS = ['single', 'first', 'second', 'agreed', 'adjudicated'] as const
/** Where a double marking stands: second marks awaited, adjudication awaited, final marks given. */
export const DOUBLE_MARKING_STATES = ['second', 'adjudication', 'done'] as const
export type DoubleMarkingState = (typeof DOUBLE_MARKING_STATES)[number]
