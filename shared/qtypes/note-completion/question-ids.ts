import { blankRuns, mergeText, type TextSegment } from '#shared/qtypes/blank-runs.ts'
import type { Note, NoteCompletionQuestion } from '#shared/qtypes/note-completion/schema.ts'

/**
 * The id a note asks, or null for a plain-text note: `question_id`, else `blankLabel`
 * (question_id wins when both are given).
 *
 * A note asks at most ONE question, because it carries at most one id. So:
 * - several underscore runs but one id: the FIRST run is that question's blank; later runs are
 *   shown as written (a drawn line, not an input). An author who wants two answers writes two
 *   notes, each with its own id.
 * - an id but no run: the question is still asked; its blank goes at the end of the text.
 * - runs but no id: no question; the runs are shown as written.
 */
export function noteQuestionId(note: Note): string | null {
  return note.question_id ?? note.blankLabel ?? null
}

/** The ids a note-completion question asks: section by section, note by note. */
export function noteCompletionQuestionIds(question: NoteCompletionQuestion): string[] {
  const ids: string[] = []
  for (const section of question.sections) {
    for (const note of section.notes) {
      const id = noteQuestionId(note)
      if (id !== null) ids.push(id)
    }
  }
  return ids
}

export type NoteSegment = TextSegment | { kind: 'blank'; questionId: string }

/**
 * A note as the renderer shows it, following the rules above: text segments and at most one
 * blank, which carries the note's question id.
 */
export function noteSegments(note: Note): NoteSegment[] {
  const id = noteQuestionId(note)
  const segments: NoteSegment[] = []
  let placed = false
  for (const segment of blankRuns(note.question)) {
    if (segment.kind === 'text') segments.push(segment)
    else if (id !== null && !placed) {
      segments.push({ kind: 'blank', questionId: id })
      placed = true
    } else segments.push({ kind: 'text', text: segment.run })
  }
  if (id !== null && !placed) segments.push({ kind: 'blank', questionId: id })
  return mergeText(segments)
}
