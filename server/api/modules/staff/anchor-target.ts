import type { AnchorTarget } from '#shared/evaluation/anchored-comments.ts'
import type { SubmissionRow } from './repository.ts'

/**
 * What an evaluator may anchor comments to: the words of a typed letter, or the length of the
 * recording (its first audio file). Photos of a handwritten letter take only general comments.
 */
export function anchorTarget(row: SubmissionRow, files: readonly { contentType: string; durationSeconds: number | null }[]): AnchorTarget {
  if (row.skill === 'writing') return row.writingAnswer ? { kind: 'text', letter: row.writingAnswer } : { kind: 'none' }
  const recording = files.find((file) => file.contentType.startsWith('audio/'))
  return recording?.durationSeconds ? { kind: 'time', durationSeconds: recording.durationSeconds } : { kind: 'none' }
}
