/** The React half of the question types: renderers, the map that joins them to shared/qtypes, and a part's blocks. */
export * from '#client/qtypes/types.ts'
export { QUESTION_RENDERERS } from '#client/qtypes/renderers.ts'
export { McqQuestionView, MCQ_SELECT_PLACEHOLDER, type McqQuestionViewProps } from '#client/qtypes/mcq/McqQuestionView.tsx'
export { NoteCompletionView, type NoteCompletionViewProps } from '#client/qtypes/note-completion/NoteCompletionView.tsx'
export { SentenceCompletionView, type SentenceCompletionViewProps } from '#client/qtypes/sentence-completion/SentenceCompletionView.tsx'
export { BLANK_PLACEHOLDER } from '#client/qtypes/BlankInput.tsx'
export { orderPartBlocks, type PartBlock } from '#client/qtypes/part-blocks.ts'
export { PartQuestionBlocks, type PartQuestionBlocksProps } from '#client/qtypes/PartQuestionBlocks.tsx'
