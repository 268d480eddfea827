import { Type, type Static } from '@sinclair/typebox'
import { Explanation } from '#shared/qtypes/explanation-schema.ts'
import { QuestionId } from '#shared/qtypes/question-id-schema.ts'

/**
 * One line of notes. `question` is the text, with its blank marked by a run of two or more
 * underscores. `question_id` (or, in older content, `blankLabel`) is the id of the question the
 * blank asks; a note with neither is plain text (a sub-heading, a given fact). What several runs
 * or no run mean is decided in note-completion/question-ids.ts. `explanation` explains the answer
 * to the note's blank, for the review.
 */
export const Note = Type.Object(
  {
    question_id: Type.Optional(QuestionId),
    blankLabel: Type.Optional(QuestionId),
    question: Type.String({ maxLength: 4000 }),
    explanation: Type.Optional(Explanation),
  },
  { additionalProperties: false },
)
export type Note = Static<typeof Note>

export const NoteSection = Type.Object(
  {
    heading: Type.String({ maxLength: 1000 }),
    notes: Type.Array(Note, { maxItems: 200 }),
  },
  { additionalProperties: false },
)
export type NoteSection = Static<typeof NoteSection>

/** Note-completion question (SPEC.md section 3): optional instructions, sections of notes. */
export const NoteCompletionQuestion = Type.Object(
  {
    instructions: Type.Optional(Type.String({ maxLength: 4000 })),
    sections: Type.Array(NoteSection, { minItems: 1, maxItems: 50 }),
  },
  { additionalProperties: false },
)
export type NoteCompletionQuestion = Static<typeof NoteCompletionQuestion>
