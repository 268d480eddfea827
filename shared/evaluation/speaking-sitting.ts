/**
 * A speaking sitting's role-plays are evaluated as one (issue 37, docs/decisions/0105): one set of
 * criteria, marks, grade and PDF for them together, each recording with its own comments.
 * Framework-free: the API host, the staff screen and the student's results share it.
 */
import type { AnchoredComment } from './anchored-comments.ts'

/** Numbered things in order, as a sentence names them: "Part 2", "Parts 1 and 2", "Parts 1, 2 and 3". */
export function numberedText(one: string, many: string, numbers: readonly number[]): string {
  const sorted = [...numbers].sort((a, b) => a - b)
  if (sorted.length === 1) return `${one} ${sorted[0]}`
  return `${many} ${sorted.slice(0, -1).join(', ')} and ${sorted.at(-1)}`
}

/** "role-play 2", "role-plays 1 and 2", "role-plays 1, 2 and 3". */
export const rolePlaysText = (numbers: readonly number[]): string => numberedText('role-play', 'role-plays', numbers)

/**
 * The comments one recording of the sitting shows: those on its own moments (a sitting's time
 * comments name their role-play; older ones, made for one recording alone, name none).
 */
export const commentsOnPart = (comments: readonly AnchoredComment[], part: number | null): AnchoredComment[] =>
  comments.filter((comment) => comment.kind !== 'time' || comment.part === undefined || comment.part === part)

/**
 * The results among submissions: a speaking sitting's recordings carry one result (decision 0105),
 * counted once, by the first of them listed; every other submission is its own.
 */
export function oneResultEach<T extends { id: string; sittingId?: string | undefined }>(submissions: readonly T[]): T[] {
  const seen = new Set<string>()
  return submissions.filter((submission) => {
    const key = submission.sittingId ?? submission.id
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
