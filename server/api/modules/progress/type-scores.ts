import type { TestContent } from '#shared/content/schema.ts'
import type { TypeScore } from '#shared/progress/schema.ts'
import type { QuestionType } from '#shared/qtypes/names.ts'
import { testOutline } from '#shared/results/review-outline.ts'
import type { ReviewItem } from '#shared/results/schema.ts'
import type { TestRow } from '../tests/repository.ts'

// Each version's question types, read once: a published version never changes.
const typesOfVersion = new WeakMap<TestRow, Map<string, QuestionType>>()

function questionTypes(test: TestRow): Map<string, QuestionType> {
  let types = typesOfVersion.get(test)
  if (!types) {
    const outline = testOutline({ kind: test.kind, content: test.content } as TestContent)
    types = new Map(outline.flatMap((group) => group.questions.map((question) => [question.id, question.type] as const)))
    typesOfVersion.set(test, types)
  }
  return types
}

/**
 * A submitted listening or reading attempt's answers right by question type, from its stored
 * verdicts and the version it was sat at (never marked again on read, decision 0069).
 */
export function typeScoresOf(test: TestRow, review: readonly ReviewItem[]): TypeScore[] {
  const types = questionTypes(test)
  const scores = new Map<QuestionType, TypeScore>()
  for (const item of review) {
    const type = types.get(item.questionId)
    if (!type) continue
    const score = scores.get(type) ?? { type, correct: 0, total: 0 }
    score.total += 1
    if (item.isCorrect) score.correct += 1
    scores.set(type, score)
  }
  return [...scores.values()]
}
