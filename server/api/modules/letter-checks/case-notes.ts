import type { LetterFinding } from '#shared/letter-checks/schema.ts'
import { coverageMessage, CRITERION_OF } from '#shared/letter-checks/letter-checks.ts'
import { findTerm, type LetterTerms } from './key-terms.ts'
import type { LetterShape } from './letter-shape.ts'
import type { TaskNote } from './task.ts'

/** Read from the note's own words, two must be found: one common word is no sign the note is used. */
const DERIVED_TERMS_NEEDED = 2
const NOTE_PREVIEW_LENGTH = 60

const preview = (content: string) => {
  const text = content.replace(/\s*\n\s*/gu, '; ')
  return text.length > NOTE_PREVIEW_LENGTH ? `${text.slice(0, NOTE_PREVIEW_LENGTH - 1)}…` : text
}

/**
 * The case notes the author marked: each relevant note the letter does not use (Content), and
 * each note marked not relevant that it does use (Conciseness and Clarity), placed where it is.
 * A note not marked either way is not judged; one marked not relevant is judged only by the
 * author's own key terms, never by words read from it, so the letter is not accused on a guess.
 */
export function caseNoteFindings(notes: readonly TaskNote[], terms: LetterTerms, shape: LetterShape): LetterFinding[] {
  const inBody = (span: { start: number; end: number }) => span.end > shape.body.start && span.start < (shape.closing?.start ?? Infinity)
  const findings: LetterFinding[] = []
  for (const note of notes) {
    if (note.relevant === true) {
      const found = note.terms.filter((term) => findTerm(terms, term, inBody) !== null).length
      if (found >= (note.derived ? Math.min(DERIVED_TERMS_NEEDED, note.terms.length) : 1) || note.terms.length === 0) continue
      findings.push({
        kind: 'coverage',
        criterion: CRITERION_OF.coverage,
        message: coverageMessage(note.name, preview(note.content)),
        start: shape.body.start,
        end: shape.body.start,
        suggestions: [],
      })
    } else if (note.relevant === false && !note.derived) {
      for (const term of note.terms) {
        const span = findTerm(terms, term, inBody)
        if (!span) continue
        findings.push({
          kind: 'relevance',
          criterion: CRITERION_OF.relevance,
          message: `"${span.text}" comes from the note "${note.name}", which this reader does not need: leave it out to keep the letter concise.`,
          start: span.start,
          end: span.end,
          suggestions: [],
        })
        break
      }
    }
  }
  return findings
}
