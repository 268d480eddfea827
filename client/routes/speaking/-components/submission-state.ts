import type { Submission, SubmissionFile } from '#shared/submissions/schema.ts'

/** SPEC.md section 4: a speaking item is pending evaluation until it has been evaluated (its PDF exists). */
export const isEvaluated = (submission: Submission): boolean => submission.status === 'evaluated' || submission.evaluationPdfUrl !== null

/** The parts of a standalone test this student has sent, in order (mock recordings are not its parts). */
export function submittedParts(testId: string, submissions: readonly Submission[]): number[] {
  const parts = submissions
    .filter((item) => item.testId === testId && item.source === 'test' && item.mainCardNumber !== null)
    .map((item) => item.mainCardNumber as number)
  return [...new Set(parts)].sort((a, b) => a - b)
}

/** The recording to play back: the stored audio file. */
export const recordingOf = (submission: Submission): SubmissionFile | undefined =>
  submission.files.find((file) => file.contentType.startsWith('audio/')) ?? submission.files[0]

/** "Part 1", "Parts 1 and 2", "Parts 1, 2 and 3". */
export function partsText(parts: readonly number[]): string {
  if (parts.length === 1) return `Part ${parts[0]}`
  return `Parts ${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`
}
