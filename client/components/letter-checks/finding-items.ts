import { noteOfCoverage } from '#shared/letter-checks/letter-checks.ts'
import type { LetterFinding } from '#shared/letter-checks/schema.ts'

/**
 * One line of the findings' list: a finding, or every relevant note left out together (a short
 * letter leaves out many, and one line each would bury the rest).
 */
export interface FindingItem {
  findings: LetterFinding[]
  /** The notes left out, named, when this line is their group. */
  notes: string[] | null
}

export function findingItems(findings: readonly LetterFinding[]): FindingItem[] {
  const items: FindingItem[] = []
  let group: FindingItem | null = null
  for (const finding of findings) {
    const note = finding.kind === 'coverage' ? noteOfCoverage(finding.message) : null
    if (note === null) {
      items.push({ findings: [finding], notes: null })
    } else if (group) {
      group.findings.push(finding)
      group.notes!.push(note)
    } else {
      group = { findings: [finding], notes: [note] }
      items.push(group)
    }
  }
  return items
}

/** An evaluator's comment made of a line: what the program found and what to do, as the student will read it. */
export function itemComment(item: FindingItem, maxLength: number): string {
  const [first] = item.findings
  const text = item.notes
    ? `Left out: ${item.notes.join('; ')}. The reader needs these notes: use each in a sentence of your own.`
    : first!.suggestions.length > 0
      ? `${first!.message} Try: ${first!.suggestions.join(' / ')}.`
      : first!.message
  return text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text
}
