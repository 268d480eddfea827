import { READING_PART_C_QUESTIONS_PER_TEXT } from '#shared/reading/reading.ts'
import type { ReadingPart, ReadingText } from '#shared/reading/schema.ts'
import { compareQuestionIds, type McqQuestion } from '#shared/qtypes/index.ts'

/** What one Part B step shows: text i with multiple-choice question i (either may be missing). */
export interface PartBStep {
  text: ReadingText | undefined
  question: McqQuestion | undefined
}

export function partBStep(part: ReadingPart, step: number): PartBStep {
  return { text: part.readingTexts[step], question: part.mcqQuestions[step] }
}

/** A Part C text with the questions about it. */
export interface PartCGroup {
  text: ReadingText
  questions: McqQuestion[]
}

/**
 * Part C: the first text asks questions 1 to 8 of the part, the second 9 to 16 (SPEC.md section 9,
 * READING_PART_C_QUESTIONS_PER_TEXT). Questions beyond the texts' share go with the last text, so
 * content with a longer list never hides a question.
 */
export function partCGroups(part: ReadingPart): PartCGroup[] {
  const per = READING_PART_C_QUESTIONS_PER_TEXT
  const last = part.readingTexts.length - 1
  return part.readingTexts.map((text, index) => ({
    text,
    questions: part.mcqQuestions.slice(index * per, index === last ? undefined : (index + 1) * per),
  }))
}

/** "Questions 27–34", "Question 21", or '' for none: the span of ids as a student reads them. */
export function questionRangeLabel(ids: readonly string[]): string {
  const sorted = [...ids].sort(compareQuestionIds)
  const first = sorted[0]
  const last = sorted[sorted.length - 1]
  if (first === undefined || last === undefined) return ''
  return first === last ? `Question ${first}` : `Questions ${first}–${last}`
}

/**
 * A short name for a jump button: "Text A" from "Text A: Falls risk screening on admission",
 * otherwise "Text 1", "Text 2"... by position.
 */
export function shortTextLabel(title: string, index: number): string {
  const head = title.split(':')[0]?.trim() ?? ''
  return title.includes(':') && head.length > 0 && head.length <= 12 ? head : `Text ${index + 1}`
}
