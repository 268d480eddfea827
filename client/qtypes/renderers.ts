import type { QuestionType } from '#shared/qtypes/index.ts'
import { McqQuestionView } from '#client/qtypes/mcq/McqQuestionView.tsx'
import { NoteCompletionView } from '#client/qtypes/note-completion/NoteCompletionView.tsx'
import { SentenceCompletionView } from '#client/qtypes/sentence-completion/SentenceCompletionView.tsx'
import type { QuestionRenderer } from '#client/qtypes/types.ts'

/**
 * The React half of every question type, filed under the type's name. Typed over QuestionType
 * (QUESTION_TYPE_NAMES in shared/qtypes), so a type added there without a renderer here does
 * not compile.
 */
export const QUESTION_RENDERERS: { [K in QuestionType]: QuestionRenderer<K> } = {
  mcq: McqQuestionView,
  noteCompletion: NoteCompletionView,
  sentenceCompletion: SentenceCompletionView,
}
