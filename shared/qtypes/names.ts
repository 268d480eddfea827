/**
 * The question types. The names are the ones the listening extract form uses in `questionType`
 * ('mcq', 'noteCompletion'); the folders are their kebab-case forms. Apart from types.ts, which
 * types a question by its schema: the schemas are keyed by these names.
 */
export const QUESTION_TYPE_NAMES = ['mcq', 'noteCompletion', 'sentenceCompletion'] as const
export type QuestionType = (typeof QUESTION_TYPE_NAMES)[number]
