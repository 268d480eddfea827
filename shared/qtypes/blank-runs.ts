/** A run of two or more underscores marks a blank in note and sentence text (SPEC.md section 3). */
export const BLANK_RUN = /_{2,}/g

export type TextSegment = { kind: 'text'; text: string }
/** `index` counts the blanks of one text from 0; `run` is the underscores as written. */
export type BlankSegment = { kind: 'blank'; index: number; run: string }
export type Segment = TextSegment | BlankSegment

/**
 * Splits text into text and blank segments, in order, for marking and rendering alike.
 * "Take __ tablets ___ daily" -> text "Take ", blank, text " tablets ", blank, text " daily".
 * Empty text segments are left out (a text that starts with a blank starts with the blank);
 * a single underscore is ordinary text.
 */
export function blankRuns(text: string): Segment[] {
  const segments: Segment[] = []
  let last = 0
  let index = 0
  for (const match of text.matchAll(BLANK_RUN)) {
    const start = match.index
    if (start > last) segments.push({ kind: 'text', text: text.slice(last, start) })
    segments.push({ kind: 'blank', index: index++, run: match[0] })
    last = start + match[0].length
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) })
  return segments
}

/** How many blanks a text has. */
export function countBlanks(text: string): number {
  return text.match(BLANK_RUN)?.length ?? 0
}

/** Joins neighbouring text segments, so that a run shown as written reads as one text. */
export function mergeText<S extends { kind: string }>(segments: readonly (S | TextSegment)[]): (S | TextSegment)[] {
  const merged: (S | TextSegment)[] = []
  for (const segment of segments) {
    const previous = merged.at(-1)
    if (isText(segment) && previous && isText(previous)) {
      merged[merged.length - 1] = { kind: 'text', text: previous.text + segment.text }
    } else merged.push(segment)
  }
  return merged
}

const isText = (segment: { kind: string }): segment is TextSegment => segment.kind === 'text'
