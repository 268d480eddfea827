import type { Static, TSchema } from '@sinclair/typebox'

/**
 * The question types. The names are the ones the listening extract form uses in `questionType`
 * ('mcq', 'noteCompletion'); the folders are their kebab-case forms.
 */
export const QUESTION_TYPE_NAMES = ['mcq', 'noteCompletion', 'sentenceCompletion'] as const
export type QuestionType = (typeof QUESTION_TYPE_NAMES)[number]

/** The field of a reading or standalone listening part that holds the questions of a type. */
export type PartQuestionField = 'mcqQuestions' | 'noteCompletionQuestions' | 'sentenceCompletionQuestions'

/**
 * The pure half of a question type (Moodle-style: everything about a type sits in its folder).
 * The marking author adds `marker` here once shared/marking exists; every entry of
 * QUESTION_TYPES then fails to compile until it has one, which is the point of the typed map.
 */
export interface QuestionTypeDefinition<S extends TSchema = TSchema> {
  readonly type: QuestionType
  readonly label: string
  readonly schema: S
  readonly partField: PartQuestionField
  /** The ids this question asks, in the order a student meets them. (Method syntax on purpose:
   * it lets a definition for one schema stand where the general definition is expected.) */
  questionIds(question: Static<S>): string[]
}

/** What QUESTION_TYPES must satisfy: one definition per type, filed under its own name. */
export type QuestionTypeRegistry = { [K in QuestionType]: QuestionTypeDefinition & { readonly type: K } }
