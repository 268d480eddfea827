import type { AnswerMap } from '#shared/answers/schema.ts'
import type { ReadingTest } from '#shared/reading/schema.ts'
import { testQuestionIds } from './question-texts.ts'

/** A host's key for a question id: the id itself (the reading test) or the mock's key prefixed by section. */
export type AnswerKey = (questionId: string) => string

/**
 * The test's answers by question id, as the reading screens know them, read from the map the host
 * keeps (the attempt's, whose keys the host may prefix). A question without an answer is left out.
 */
export function answersById(test: ReadingTest, kept: AnswerMap, keyOf: AnswerKey): AnswerMap {
  const byId: Record<string, string> = {}
  for (const id of testQuestionIds(test)) {
    const value = kept[keyOf(id)]
    if (value !== undefined) byId[id] = value
  }
  return byId
}
