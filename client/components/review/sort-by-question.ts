import { compareQuestionIds } from '#shared/qtypes/question-id.ts'

/** A copy of `items` in the order people number questions: "2" before "10", "A2" before "A10". */
export function sortByQuestionId<T extends { readonly questionId: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => compareQuestionIds(a.questionId, b.questionId))
}
