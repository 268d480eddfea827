/** One line of a case-note sub-section: "Label: value", or plain text. */
export type NoteLine = { kind: 'pair'; label: string; value: string } | { kind: 'text'; text: string }

/**
 * The first colon that separates a label from its value. A colon between two digits is part of a
 * value (a time "10:30", a ratio "1:1000"), not a separator.
 */
function separatorAt(line: string): number {
  for (let i = line.indexOf(':'); i !== -1; i = line.indexOf(':', i + 1)) {
    if (!(/\d/.test(line[i - 1] ?? '') && /\d/.test(line[i + 1] ?? ''))) return i
  }
  return -1
}

/**
 * SPEC.md section 2: a sub-section's content is multi-line, and a line containing a colon shows
 * as a label and a value. Blank lines only separate; they are not shown.
 */
export function noteLines(content: string): NoteLine[] {
  const lines: NoteLine[] = []
  for (const raw of content.split(/\r?\n/)) {
    const line = raw.trim()
    if (!line) continue
    const at = separatorAt(line)
    const label = at > 0 ? line.slice(0, at).trim() : ''
    lines.push(label ? { kind: 'pair', label, value: line.slice(at + 1).trim() } : { kind: 'text', text: line })
  }
  return lines
}
