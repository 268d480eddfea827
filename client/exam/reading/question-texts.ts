import type { ReadingTest } from '#shared/reading/schema.ts'
import { PART_NAMES, type PartName } from '#shared/reading/reading.ts'
import { noteQuestionId, partQuestionIds } from '#shared/qtypes/index.ts'

/**
 * The question as asked, by id, for the result's review: a multiple-choice question's text, a
 * note's text, a sentence's text (each blank of a sentence shows the whole sentence).
 */
export function questionTexts(test: ReadingTest): Map<string, string> {
  const texts = new Map<string, string>()
  for (const name of PART_NAMES) {
    const part = test[name]
    for (const mcq of part.mcqQuestions) texts.set(mcq.question_id, mcq.question)
    for (const notes of part.noteCompletionQuestions) {
      for (const section of notes.sections) {
        for (const note of section.notes) {
          const id = noteQuestionId(note)
          if (id !== null) texts.set(id, note.question)
        }
      }
    }
    for (const set of part.sentenceCompletionQuestions) {
      for (const sentence of set.sentences) for (const blank of sentence.blanks) texts.set(blank.question_id, sentence.question)
    }
  }
  return texts
}

/** Every question id the test asks, part by part. */
export const testQuestionIds = (test: ReadingTest, parts: readonly PartName[] = PART_NAMES): string[] =>
  parts.flatMap((name) => partQuestionIds(test[name]))

/** An answer counts once it has something besides spaces in it. */
export const isAnswered = (value: string | undefined): boolean => (value ?? '').trim().length > 0

/** The test's questions still without an answer, in order. */
export function unansweredIds(test: ReadingTest, answers: Readonly<Record<string, string>>): string[] {
  return testQuestionIds(test).filter((id) => !isAnswered(answers[id]))
}

/** How many have an answer. */
export function answeredCount(test: ReadingTest, answers: Readonly<Record<string, string>>): number {
  return testQuestionIds(test).filter((id) => isAnswered(answers[id])).length
}
