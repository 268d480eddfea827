import type { LetterFinding } from '#shared/letter-checks/schema.ts'

/**
 * The words a comment made of a finding is pinned to: the finding's own, or for something missing
 * (start = end) the word where it belongs, else the last word before it.
 */
export function findingAnchor(letter: string, finding: LetterFinding): { start: number; end: number } | null {
  if (finding.start < finding.end) return { start: finding.start, end: finding.end }
  const after = /\S+/gu
  after.lastIndex = finding.start
  const next = after.exec(letter)
  if (next) return { start: next.index, end: next.index + next[0].length }
  const before = /\S+(?=\s*$)/u.exec(letter.slice(0, finding.start))
  return before ? { start: before.index, end: before.index + before[0].length } : null
}
