import type { McqQuestion } from '#shared/qtypes/mcq/schema.ts'

/** A multiple-choice question asks exactly one question: its own. */
export function mcqQuestionIds(question: McqQuestion): string[] {
  return [question.question_id]
}
