import { mockSectionsOf, type MockSection } from '#shared/mock/mock.ts'
import type { MockTest } from '#shared/mock/schema.ts'
import type { MockAttempt, MockSpeakingPart, SpeakingFullSubmission, WritingFullSubmission } from '#shared/mock/results-schema.ts'
import { marksOnScoreScale } from '#shared/evaluation/criteria.ts'
import { commentsOnPart } from '#shared/evaluation/speaking-sitting.ts'
import type { TestRow } from '../tests/repository.ts'
import type { AttemptRow } from '../attempts/repository.ts'
import { SUBMISSION_FILES_PATH } from '../submissions/view.ts'
import { sectionOfRecord } from './marking.ts'
import type { MockSubmissionRow } from './repository.ts'

const pdfUrl = (row: MockSubmissionRow) => (row.evaluationPdf === null ? null : `/api/submissions/${row.id}/evaluation.pdf`)

const audioUrl = (row: MockSubmissionRow) => (row.fileIds.length > 0 ? SUBMISSION_FILES_PATH + row.fileIds[0]! : null)

function writingView(row: MockSubmissionRow): WritingFullSubmission {
  return {
    createdAt: row.createdAt.toISOString(),
    marks: row.marks,
    grade: row.grade,
    adminComments: row.adminComments,
    evaluationPdf: pdfUrl(row),
    writingAnswer: row.writingAnswer,
    photos: row.photos.map((photo) => ({
      id: photo.id,
      url: SUBMISSION_FILES_PATH + photo.id,
      ...(photo.width === null ? {} : { width: photo.width }),
      ...(photo.height === null ? {} : { height: photo.height }),
    })),
    criteria: row.criteria,
    anchoredComments: row.anchoredComments,
  }
}

/** One part as its evaluator marked it, as the standalone speaking results show a part. */
function partView(row: MockSubmissionRow): MockSpeakingPart {
  return {
    mainCardNumber: row.mainCardNumber!,
    marks: row.marks,
    grade: row.grade,
    criteria: row.criteria,
    anchoredComments: commentsOnPart(row.anchoredComments, row.mainCardNumber),
    audioUrl: audioUrl(row),
  }
}

/** Each part's text, labelled by part when there are several; null when none has any. */
function joined(parts: MockSubmissionRow[], text: (row: MockSubmissionRow) => string | null): string | null {
  const given = parts.filter((row) => text(row)?.trim())
  if (given.length === 0) return null
  // One evaluation of the sitting (decision 0105) gives every part the same words: said once.
  if (parts.length === 1 || (given.length === parts.length && new Set(given.map(text)).size === 1)) return text(given[0]!)
  return given.map((row) => `Part ${row.mainCardNumber}: ${text(row)!.trim()}`).join('\n\n')
}

/**
 * A mock's speaking parts as one submission (docs/decisions/0019): marks are every part's marks
 * together on the 0-500 scale once all are evaluated; the comments of each part; the first
 * recording and the first evaluation PDF.
 */
function speakingView(parts: MockSubmissionRow[]): SpeakingFullSubmission {
  const evaluated = parts.every((row) => row.marks !== null)
  const marks = parts.reduce((sum, row) => sum + (row.marks ?? 0), 0)
  const recording = parts.find((row) => row.fileIds.length > 0)
  return {
    createdAt: new Date(Math.min(...parts.map((row) => row.createdAt.getTime()))).toISOString(),
    marks: evaluated ? marksOnScoreScale('speaking', marks, parts.length) : null,
    adminComments: joined(parts, (row) => row.adminComments),
    feedback: joined(parts, (row) => row.feedback),
    evaluationPdf: parts.map(pdfUrl).find((url) => url !== null) ?? null,
    audioUrl: recording ? audioUrl(recording) : null,
    parts: parts.map(partView),
  }
}

/** One submitted attempt as the results screen shows it; a section not chosen or not sent is null. */
export function attemptView(test: TestRow, row: AttemptRow, submissions: MockSubmissionRow[]): MockAttempt {
  const sections: readonly MockSection[] = row.sections ?? mockSectionsOf(test.content as MockTest)
  const keyed = (section: 'listening' | 'reading') => {
    if (!sections.includes(section)) return null
    const { score, yourAnswers, correctAnswers, review } = sectionOfRecord(test, row, section)
    return { score, yourAnswers, correctAnswers, review }
  }
  const mine = submissions.filter((submission) => submission.attemptId === row.id)
  const letter = mine.find((submission) => submission.skill === 'writing')
  const parts = mine.filter((submission) => submission.skill === 'speaking')
  return {
    attemptId: row.id,
    submittedAt: row.submittedAt!.toISOString(),
    listening: keyed('listening'),
    reading: keyed('reading'),
    writing: letter ? { fullSubmission: writingView(letter) } : null,
    speaking: parts.length > 0 ? { fullSubmission: speakingView(parts) } : null,
  }
}
