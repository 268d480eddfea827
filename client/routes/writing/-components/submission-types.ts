import type { Submission } from '#shared/submissions/schema.ts'

/** One of my writing submissions as GET /api/writing-tests/student/results answers it, newest first. */
export type WritingSubmission = Submission

/** SPEC.md section 4: pending evaluation until an evaluation PDF exists, then evaluated. */
export const isEvaluated = (submission: WritingSubmission): boolean =>
  submission.status === 'evaluated' || Boolean(submission.evaluationPdfUrl)
