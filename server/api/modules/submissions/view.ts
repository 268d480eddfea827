import { evaluationPdfUrl } from '#shared/evaluation/evaluation.ts'
import { countWords } from '#shared/submissions/submissions.ts'
import { commentsOnPart } from '#shared/evaluation/speaking-sitting.ts'
import type { Submission, SubmissionFile } from '#shared/submissions/schema.ts'
import type { ListedSubmission, SubmissionFileRow } from './repository.ts'

export const SUBMISSION_FILES_PATH = '/api/submission-files/'

export function fileView(file: SubmissionFileRow): SubmissionFile {
  return {
    id: file.id,
    url: SUBMISSION_FILES_PATH + file.id,
    contentType: file.contentType,
    ...(file.width === null ? {} : { width: file.width }),
    ...(file.height === null ? {} : { height: file.height }),
    ...(file.durationSeconds === null ? {} : { durationSeconds: file.durationSeconds }),
  }
}

/** A submission as the results calls answer it; evaluation fields stay null until staff evaluate. */
export function submissionView({ row, testTitle, files }: ListedSubmission): Submission {
  return {
    id: row.id,
    testId: row.testId,
    testTitle,
    source: row.source,
    mode: row.mode,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    mainCardNumber: row.mainCardNumber,
    ...(row.sittingId === null ? {} : { sittingId: row.sittingId }),
    wordCount: row.writingAnswer === null ? null : countWords(row.writingAnswer),
    files: files.map(fileView),
    writingAnswer: row.writingAnswer,
    marks: row.marks,
    grade: row.grade,
    criteria: row.criteria,
    adminComments: row.adminComments,
    feedback: row.feedback,
    // A sitting's evaluation comments on every role-play's moments: each recording shows its own.
    anchoredComments: commentsOnPart(row.anchoredComments, row.mainCardNumber),
    // Until an evaluation PDF exists the submission is pending.
    evaluationPdfUrl: row.evaluationPdf === null ? null : evaluationPdfUrl(row.id),
    evaluatedAt: row.evaluatedAt?.toISOString() ?? null,
    // Told once the final marks stand: two evaluators marked it independently (decision 0106).
    ...(row.doubleMarking === 'done' && row.status === 'evaluated' ? { doubleMarked: true } : {}),
  }
}
