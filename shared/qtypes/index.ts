import { mcqQuestionIds } from '#shared/qtypes/mcq/question-ids.ts'
import { noteCompletionQuestionIds } from '#shared/qtypes/note-completion/question-ids.ts'
import { sentenceCompletionQuestionIds } from '#shared/qtypes/sentence-completion/question-ids.ts'
import { QUESTION_TYPE_NAMES, type QuestionType } from '#shared/qtypes/names.ts'
import type { QuestionOf, QuestionTypeDefinition, QuestionTypeRegistry } from '#shared/qtypes/types.ts'

export * from '#shared/qtypes/names.ts'
export * from '#shared/qtypes/types.ts'
export * from '#shared/qtypes/question-id.ts'
export * from '#shared/qtypes/blank-runs.ts'
// Types only: the schemas are in schemas.ts and each type's schema.ts, out of the browser's reach.
export type { McqQuestion } from '#shared/qtypes/mcq/schema.ts'
export type { NoteCompletionQuestion, NoteSection, Note } from '#shared/qtypes/note-completion/schema.ts'
export type { SentenceCompletionQuestion, Sentence, SentenceBlank } from '#shared/qtypes/sentence-completion/schema.ts'
export { mcqQuestionIds } from '#shared/qtypes/mcq/question-ids.ts'
export { noteCompletionQuestionIds, noteQuestionId, noteSegments } from '#shared/qtypes/note-completion/question-ids.ts'
export type { NoteSegment } from '#shared/qtypes/note-completion/question-ids.ts'
export { sentenceCompletionQuestionIds, sentenceSegments } from '#shared/qtypes/sentence-completion/question-ids.ts'
export type { SentenceSegment } from '#shared/qtypes/sentence-completion/question-ids.ts'

/**
 * Every question type with its parts. `satisfies` makes a type named in QUESTION_TYPE_NAMES but
 * missing here (or missing a part) a compile error. Its schema is QUESTION_SCHEMAS[type].
 */
export const QUESTION_TYPES = {
  mcq: {
    type: 'mcq',
    label: 'Multiple choice',
    partField: 'mcqQuestions',
    questionIds: mcqQuestionIds,
  },
  noteCompletion: {
    type: 'noteCompletion',
    label: 'Note completion',
    partField: 'noteCompletionQuestions',
    questionIds: noteCompletionQuestionIds,
  },
  sentenceCompletion: {
    type: 'sentenceCompletion',
    label: 'Sentence completion',
    partField: 'sentenceCompletionQuestions',
    questionIds: sentenceCompletionQuestionIds,
  },
} as const satisfies QuestionTypeRegistry

/** The question-bearing fields of a reading or standalone listening part, one per type. */
export type PartQuestions = {
  [K in QuestionType as (typeof QUESTION_TYPES)[K]['partField']]: QuestionOf<K>[]
}

/** The ids asked by the questions of a part: type by type (QUESTION_TYPE_NAMES order), in order. */
export function partQuestionIds(part: PartQuestions): string[] {
  return QUESTION_TYPE_NAMES.flatMap((type) => {
    const definition: QuestionTypeDefinition = QUESTION_TYPES[type]
    const questions: readonly unknown[] = part[definition.partField]
    return questions.flatMap((question) => definition.questionIds(question))
  })
}

/** The content of a question of a type, as its schema in shared/qtypes/<type>/ describes it. */
export type QuestionContent<K extends QuestionType> = QuestionOf<K>

/** A question that names its type, as the listening extract form's `{ questionType, content }` does. */
export type TaggedQuestion = { [K in QuestionType]: { questionType: K; content: QuestionContent<K> } }[QuestionType]

/** One function per question type, each given a question of its type: a new type must be handled. */
export type ByQuestionType<R> = { [K in QuestionType]: (question: QuestionContent<K>) => R }

/** The ids a tagged question asks, by its type's definition in QUESTION_TYPES. */
export function taggedQuestionIds(question: TaggedQuestion): string[] {
  const definition: QuestionTypeDefinition = QUESTION_TYPES[question.questionType]
  return definition.questionIds(question.content)
}

/** Calls the function of a tagged question's type with its content. */
export function byQuestionType<R>(question: TaggedQuestion, handlers: ByQuestionType<R>): R {
  // The tag and the content belong to the same type, which TypeScript cannot follow through the
  // union; TaggedQuestion's mapped type is what guarantees it.
  const handler = handlers[question.questionType] as (content: TaggedQuestion['content']) => R
  return handler(question.content)
}
