import type { Static } from '@sinclair/typebox'
import type { QuestionType } from '#shared/qtypes/names.ts'
import type { QUESTION_SCHEMAS } from '#shared/qtypes/schemas.ts'

/** A question of a type, as its schema in shared/qtypes/<type>/schema.ts describes it. */
export type QuestionOf<K extends QuestionType> = Static<(typeof QUESTION_SCHEMAS)[K]>

/** The field of a reading or standalone listening part that holds the questions of a type. */
export type PartQuestionField = 'mcqQuestions' | 'noteCompletionQuestions' | 'sentenceCompletionQuestions'

/**
 * The pure half of a question type (Moodle-style: everything about a type sits in its folder).
 * Its schema is QUESTION_SCHEMAS' entry (shared/qtypes/schemas.ts), kept apart so that the
 * browser, which only reads questions, never loads TypeBox (decision 0063).
 */
export interface QuestionTypeDefinition<Q = unknown> {
  readonly type: QuestionType
  readonly label: string
  readonly partField: PartQuestionField
  /** The ids this question asks, in the order a student meets them. (Method syntax on purpose:
   * it lets a definition for one type stand where the general definition is expected.) */
  questionIds(question: Q): string[]
}

/** What QUESTION_TYPES must satisfy: one definition per type, filed under its own name. */
export type QuestionTypeRegistry = { [K in QuestionType]: QuestionTypeDefinition<QuestionOf<K>> & { readonly type: K } }
