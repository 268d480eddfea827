import { numberedText } from '#shared/evaluation/speaking-sitting.ts'
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
export const partsText = (parts: readonly number[]): string => numberedText('Part', 'Parts', parts)

/**
 * My recordings as their results stand: a speaking sitting's role-plays together, in role-play
 * order (decision 0105), each sitting where its newest recording is listed.
 */
export function sittingsOf(submissions: readonly Submission[]): Submission[][] {
  const sittings = new Map<string, Submission[]>()
  for (const submission of submissions) {
    const key = submission.sittingId ?? submission.id
    sittings.set(key, [...(sittings.get(key) ?? []), submission])
  }
  return [...sittings.values()].map((parts) => parts.sort((a, b) => (a.mainCardNumber ?? 0) - (b.mainCardNumber ?? 0)))
}
