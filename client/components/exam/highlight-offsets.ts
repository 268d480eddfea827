/**
 * Highlights as character offsets into a text, so they can be kept and put back after a reload.
 * Pure: the DOM side (highlight-dom.ts) turns the text's nodes into lengths and marks into flags.
 */

/** Characters `start` (included) to `end` (excluded) of a text are highlighted. */
export type Span = readonly [start: number, end: number]

/** One text node of the text, in document order: its length and whether it is inside a highlight. */
export interface NodeRun {
  length: number
  marked: boolean
}

/** The highlighted stretches of a text, in order; marks that touch (split by paragraphs or by clicks) become one span. */
export function spansOf(runs: readonly NodeRun[]): Span[] {
  const spans: [number, number][] = []
  let offset = 0
  for (const { length, marked } of runs) {
    const end = offset + length
    const last = spans.at(-1)
    if (marked && length > 0) {
      if (last && last[1] === offset) last[1] = end
      else spans.push([offset, end])
    }
    offset = end
  }
  return spans
}

/**
 * Spans as read back from storage, made safe to apply: whole numbers, inside the text, non-empty,
 * sorted and without overlaps. Anything else (an older format, a text that has since changed
 * length) is dropped rather than trusted.
 */
export function cleanSpans(value: unknown, textLength: number): Span[] {
  if (!Array.isArray(value)) return []
  const valid = value
    .filter((span): span is [number, number] => Array.isArray(span) && span.length === 2 && span.every(Number.isInteger))
    .filter(([start, end]) => start >= 0 && end <= textLength && start < end)
    .sort((a, b) => a[0] - b[0])
  const merged: [number, number][] = []
  for (const [start, end] of valid) {
    const last = merged.at(-1)
    if (last && start <= last[1]) last[1] = Math.max(last[1], end)
    else merged.push([start, end])
  }
  return merged
}

/** Where an offset falls: the index of a text node and the offset inside it. */
export interface NodePoint {
  index: number
  offset: number
}

/**
 * The node and inner offset of a span's boundary. A start on the seam between two nodes belongs to
 * the later one and an end to the earlier one, so a range never begins or ends with an empty slice
 * of a neighbouring node. Null when the offset is past the text's end.
 */
export function pointAt(lengths: readonly number[], offset: number, edge: 'start' | 'end'): NodePoint | null {
  let before = 0
  for (const [index, length] of lengths.entries()) {
    const after = before + length
    if (edge === 'start' ? offset < after : offset <= after && offset > before) return { index, offset: offset - before }
    before = after
  }
  return null
}
