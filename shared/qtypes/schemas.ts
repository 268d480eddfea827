import type { TSchema } from '@sinclair/typebox'
import { McqQuestion } from '#shared/qtypes/mcq/schema.ts'
import { NoteCompletionQuestion } from '#shared/qtypes/note-completion/schema.ts'
import { SentenceCompletionQuestion } from '#shared/qtypes/sentence-completion/schema.ts'
import type { QuestionType } from '#shared/qtypes/names.ts'

/**
 * Every question type's schema. `satisfies` keeps each entry's own schema type and makes a type
 * named in QUESTION_TYPE_NAMES but missing here a compile error; QUESTION_TYPES' entries are
 * typed by these (QuestionOf), so a type without a schema cannot be registered either.
 */
export const QUESTION_SCHEMAS = {
  mcq: McqQuestion,
  noteCompletion: NoteCompletionQuestion,
  sentenceCompletion: SentenceCompletionQuestion,
} as const satisfies { [K in QuestionType]: TSchema }
